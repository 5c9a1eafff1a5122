// Price protection (docs/decisions/0034-price-protection.md). Every upcoming reservation whose rate
// can still change (a refundable plan, before the cancellation deadline) is re-quoted for exactly
// its stay, rooms and plan after every rate change and once a day. When the same stay now costs
// less, the offer is kept for the reservation page and My Account, and the guest gets one e-mail
// (at most one a day, and only for a price lower than the last one offered); a signed-in guest
// who chose so has it applied at once. The lower price is applied by the change-a-stay path
// (`lowerPrice`), which refuses anything but a lower total. The job is a queue like the mail
// dispatcher's: each instance claims a batch of due reservations under a lease in one statement
// (PostgreSQL: FOR UPDATE SKIP LOCKED), so several instances never re-quote one reservation at once.
import type { PlatformContext } from '../context.ts';
import { guestToday, addDays } from './rates-dates.ts';
import { lastRateChange } from './rates-adjustments-store.ts';
import { requote, type Requote } from './price-watch-quote.ts';
import { sendPriceDropMail } from './price-drop-mail.ts';
import { changeReservation } from './reservations-change.ts';
import { reservationView } from './reservations-view.ts';

export interface PriceWatchSettings {
  /** How often an instance looks for due reservations (a rate change also wakes it). */
  pollMs: number;
  /** A reservation is re-quoted at least this often, rate change or not. */
  recheckMs: number;
  /** How long a claim holds: an instance that dies mid-batch frees its reservations after this. */
  leaseMs: number;
  batchSize: number;
}

export const defaultPriceWatch: PriceWatchSettings = {
  pollMs: 60_000,
  recheckMs: 24 * 3600_000,
  leaseMs: 5 * 60_000,
  batchSize: 100,
};

export interface PassResult {
  checked: number;
  lower: number;
  noticed: number;
  applied: number;
}

type WatchContext = PlatformContext;

/** Adds every confirmed reservation not yet watched whose arrival is today or later. */
async function enrol(platform: WatchContext): Promise<void> {
  const { db } = platform;
  // Yesterday in the guest's zone: a hotel far west may still be before its deadline.
  const from = addDays(guestToday(platform.now()), -1);
  await db
    .insertInto('price_watch')
    .columns(['confirmation_number'])
    .expression(
      db
        .selectFrom('reservations')
        .select('confirmation_number')
        .where('status', '=', 'confirmed')
        .where('check_in', '>=', from)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('price_watch')
                .select('price_watch.confirmation_number')
                .whereRef(
                  'price_watch.confirmation_number',
                  '=',
                  'reservations.confirmation_number',
                ),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.column('confirmation_number').doNothing())
    .execute();
}

async function claim(platform: WatchContext, settings: PriceWatchSettings) {
  const { db, dialect } = platform;
  const now = platform.now();
  const iso = now.toISOString();
  const lastChange = await lastRateChange(db);
  const daily = new Date(now.getTime() - settings.recheckMs).toISOString();
  // Due: never checked, checked before the last rate change, or not for a day.
  const cutoff = lastChange && lastChange > daily ? lastChange : daily;
  const from = addDays(guestToday(now), -1);
  let due = db
    .selectFrom('price_watch')
    .select('price_watch.confirmation_number')
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', cutoff)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso)]))
    .where('confirmation_number', 'in', (eb) =>
      eb
        .selectFrom('reservations')
        .select('reservations.confirmation_number')
        .where('status', '=', 'confirmed')
        .where('check_in', '>=', from),
    )
    .orderBy('confirmation_number')
    .limit(settings.batchSize);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const lease = new Date(now.getTime() + settings.leaseMs).toISOString();
  const claimed = await db
    .updateTable('price_watch')
    .set({ claimed_until: lease })
    .where('confirmation_number', 'in', due)
    .returning('confirmation_number')
    .execute();
  const reservations = claimed.length
    ? await db
        .selectFrom('reservations')
        .selectAll()
        .where(
          'confirmation_number',
          'in',
          claimed.map((c) => c.confirmation_number),
        )
        .execute()
    : [];
  return { reservations, lease, startedAt: iso };
}

async function autoApplies(platform: WatchContext, loginId: string | null): Promise<boolean> {
  if (!loginId) return false;
  const choice = await platform.db
    .selectFrom('price_protection_choices')
    .select('auto_apply')
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  return choice?.auto_apply === 1;
}

/** The lower price applied through the change path, once per offered total (its idempotency key). */
async function applyLowerPrice(platform: WatchContext, q: Requote & { repriceable: true }) {
  const r = q.reservation;
  await changeReservation(
    platform,
    {
      confirmationNumber: r.confirmation_number,
      lastName: r.surname,
      address: 'price-watch',
      request: { checkIn: r.check_in, checkOut: r.check_out, lowerPrice: true },
    },
    `price-watch:${r.confirmation_number}:${r.total_cents}:${q.totalCents}`,
  );
}

async function settle(
  platform: WatchContext,
  q: Requote,
  lease: string,
  startedAt: string,
  result: PassResult,
) {
  const { db } = platform;
  const number = q.reservation.confirmation_number;
  const lower = q.repriceable && q.totalCents < q.reservation.total_cents;
  const auto = lower && (await autoApplies(platform, q.reservation.login_id));
  if (lower) {
    result.lower += 1;
    if (auto) {
      await applyLowerPrice(platform, q);
      result.applied += 1;
    } else {
      const today = guestToday(platform.now());
      // One notice a day at most, and only for a price lower than the last one offered: the
      // conditional update is the claim on the notice, so two instances never both send it.
      const noticed = await db
        .updateTable('price_watch')
        .set({ noticed_on: today, noticed_total_cents: q.totalCents })
        .where('confirmation_number', '=', number)
        .where('claimed_until', '=', lease)
        .where((eb) => eb.or([eb('noticed_on', 'is', null), eb('noticed_on', '<>', today)]))
        .where((eb) =>
          eb.or([
            eb('noticed_total_cents', 'is', null),
            eb('noticed_total_cents', '>', q.totalCents),
          ]),
        )
        .executeTakeFirst();
      if (Number(noticed.numUpdatedRows) === 1) {
        const view = await reservationView(db, q.reservation, platform.now());
        await sendPriceDropMail(platform, view, q.totalCents);
        result.noticed += 1;
      }
    }
  }
  const offer = lower && !auto;
  await db
    .updateTable('price_watch')
    .set({
      checked_at: startedAt,
      claimed_until: null,
      offer_total_cents: offer ? q.totalCents : null,
      offered_at: offer ? startedAt : null,
    })
    .where('confirmation_number', '=', number)
    .where('claimed_until', '=', lease)
    .execute();
}

/** One pass: re-quotes every reservation due, batch by batch, until none is left. */
export async function runPriceWatchPass(
  platform: WatchContext,
  settings: PriceWatchSettings = defaultPriceWatch,
): Promise<PassResult> {
  const result: PassResult = { checked: 0, lower: 0, noticed: 0, applied: 0 };
  await enrol(platform);
  for (;;) {
    const { reservations, lease, startedAt } = await claim(platform, settings);
    if (!reservations.length) return result;
    for (const q of await requote(platform.db, reservations, platform.now())) {
      result.checked += 1;
      try {
        await settle(platform, q, lease, startedAt, result);
      } catch (error) {
        // One reservation's failure (a change refused meanwhile) must not stop the others; its
        // lease runs out and a later pass tries it again.
        platform.log.warn(
          { err: error, confirmationEnding: q.reservation.confirmation_number.slice(-4) },
          'price protection could not settle a reservation',
        );
      }
    }
  }
}
