// Price protection's banner (on the reservation page and in My Account): the same stay costs less
// now than it was booked for. It says the total booked, the total now and the saving, and its one
// button applies the lower price to the reservation, nothing else changed.
import { useMemo, useRef, useState, useEffect } from 'react';
import { useApi } from '../../data/app-context.tsx';
import { applyLowerPrice, type PriceDrop } from '../../data/price-drop.ts';
import type { Reservation } from '../../data/reservation-lookup.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Price } from '../price/price.tsx';
import './price-drop-banner.css';

export const PRICE_DROP_TITLE = 'Good news: your stay costs less now';
export const PRICE_DROP_APPLIED = 'The lower price is now your reservation’s price.';

export interface PriceDropBannerProps {
  stay: { confirmationNumber: string; lastName: string; checkIn: string; checkOut: string };
  priceDrop: PriceDrop;
  onApplied?: (reservation: Reservation) => void;
}

export function PriceDropBanner({ stay, priceDrop, onApplied }: PriceDropBannerProps) {
  const api = useApi();
  // One key per offer shown: a second click, or a retry, is the same change.
  const key = useMemo(() => crypto.randomUUID(), []);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<
    { ok: true; total: number } | { ok: false; message: string } | null
  >(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const apply = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await applyLowerPrice(api, stay, key);
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, message: answer.message });
      return;
    }
    setOutcome({ ok: true, total: answer.reservation.total });
    onApplied?.(answer.reservation);
  };

  if (outcome?.ok)
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className="price-drop price-drop--applied"
        data-testid="price-drop-applied"
      >
        <Alert kind="success" title={PRICE_DROP_APPLIED}>
          New total, taxes included: <Price amount={outcome.total} />. We have sent you an e-mail
          with your stay as it is now.
        </Alert>
      </div>
    );

  return (
    <section className="price-drop" aria-labelledby={`price-drop-${stay.confirmationNumber}`}>
      <h2 id={`price-drop-${stay.confirmationNumber}`} className="price-drop__title">
        {PRICE_DROP_TITLE}
      </h2>
      <dl className="price-drop__figures">
        <div>
          <dt>You booked it for</dt>
          <dd>
            <Price amount={priceDrop.oldTotal} />
          </dd>
        </div>
        <div>
          <dt>It costs now</dt>
          <dd>
            <Price amount={priceDrop.newTotal} />
          </dd>
        </div>
        <div>
          <dt>You save</dt>
          <dd className="price-drop__saving">
            <Price amount={priceDrop.saving} />
          </dd>
        </div>
      </dl>
      <p className="price-drop__hint">
        Same dates, same room, same rate plan; only the price changes. Taxes included.
      </p>
      <Button loading={busy} loadingLabel="Applying…" onClick={() => void apply()}>
        Apply the lower price
      </Button>
      {outcome && !outcome.ok ? (
        <div ref={outcomeRef} tabIndex={-1}>
          <Alert kind="error">{outcome.message}</Alert>
        </div>
      ) : null}
    </section>
  );
}
