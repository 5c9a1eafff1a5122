// The lower price on offer for a reservation (price-watch.ts keeps it), as the reservation page
// and My Account show it: the total booked, the total now, the saving. Only while it can still be
// applied: a confirmed stay before its cancellation deadline whose offer is below what it costs.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dollars } from './rates-engine.ts';

export interface PriceDropOffer {
  oldTotal: number;
  newTotal: number;
  saving: number;
}

export async function priceDropOffer(
  db: Kysely<Database>,
  r: { confirmation_number: string; status: string; total_cents: number },
  beforeDeadline: boolean,
): Promise<PriceDropOffer | null> {
  if (r.status !== 'confirmed' || !beforeDeadline) return null;
  const row = await db
    .selectFrom('price_watch')
    .select('offer_total_cents')
    .where('confirmation_number', '=', r.confirmation_number)
    .executeTakeFirst();
  const offer = row?.offer_total_cents;
  if (offer === null || offer === undefined || offer >= r.total_cents) return null;
  return {
    oldTotal: dollars(r.total_cents),
    newTotal: dollars(offer),
    saving: dollars(r.total_cents - offer),
  };
}
