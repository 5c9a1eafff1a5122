// The stay now beside the stay as it would be after a change: dates, nights,
// room, rate tier, subtotal, taxes with the long-stay rule in words, the all-in total, and the
// difference, all as the platform priced them (never recomputed here). The changed stay's price
// is the one price block of the booking pages, with its rooms: "2 rooms × $X each", "avg. per
// room and night".
import type { ReactNode } from 'react';
import { formatUsDate } from '../../format/booking-format.ts';
import type { ChangeQuote, ChangedStay } from '../../data/change-stay.ts';
import { tierLabel } from '../../data/hotel-rooms.ts';
import { Price, PriceBlock } from '../price/price.tsx';

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

type Row = [label: string, cell: (stay: ChangedStay) => ReactNode];

/** The rows of the table, worded as the stay summary words them for one room or several. */
const rows = (several: boolean): Row[] => [
  ['Check-in', (s) => formatUsDate(s.checkIn)],
  ['Check-out', (s) => formatUsDate(s.checkOut)],
  ['Nights', (s) => nightsText(s.nights)],
  [several ? 'Rooms' : 'Room', (s) => (several ? `${s.rooms} × ${s.roomName}` : s.roomName)],
  ['Rate', (s) => tierLabel(s.losTier) ?? s.losTier],
  [several ? 'Rooms subtotal' : 'Room subtotal', (s) => <Price amount={s.subtotal} />],
  [
    'Taxes',
    (s) => (
      <>
        <Price amount={s.taxes} />
        {s.taxNotes.map((note) => (
          <span key={note} className="change-compare__note">
            {note}
          </span>
        ))}
      </>
    ),
  ],
  ['Total, taxes included', (s) => <Price amount={s.total} />],
];

/**
 * What a change does to the total: in the review, before confirming ("You would pay $215.15 more
 * than now"), and in the history, after it ("The total went up by $480.69"), where "than now"
 * read as a difference with today's total.
 */
export function Difference({ amount, done = false }: { amount: number; done?: boolean }) {
  if (Math.round(amount * 100) === 0)
    return <>{done ? 'The total did not change.' : 'The total does not change.'}</>;
  const price = <Price amount={Math.abs(amount)} />;
  if (done)
    return (
      <>
        The total went {amount > 0 ? 'up' : 'down'} by {price}.
      </>
    );
  return (
    <>
      You would pay {price} {amount > 0 ? 'more' : 'less'} than now.
    </>
  );
}

// The length-of-stay tiers of the platform's rates: 7 nights or more weekly, 30 or more monthly.
const TIER_FROM: Record<string, number> = { nightly: 1, weekly: 7, monthly: 30 };
const tierName = (tier: string) => (tierLabel(tier) ?? tier).toLowerCase();

/**
 * Why the price moves when the rate tier changes: shortening 30 nights to 27 cost more with no
 * word why (the monthly rate was lost). Said in the review, before the guest confirms.
 */
function tierChangeNote(quote: ChangeQuote): string | null {
  const { current, proposed } = quote;
  const before = TIER_FROM[current.losTier];
  const after = TIER_FROM[proposed.losTier];
  if (before === undefined || after === undefined || before === after) return null;
  const nights = nightsText(proposed.nights);
  // A long-stay tax rule of the stay now that the changed stay loses (Texas: no hotel tax from 30
  // nights) is part of why the price moves.
  const lostTaxRule = current.taxNotes.find((note) => !proposed.taxNotes.includes(note));
  const taxes = lostTaxRule
    ? ` The long-stay tax rule (${lostTaxRule}) no longer applies either.`
    : '';
  if (after < before)
    return `With ${nights} the stay is under the ${before} nights of the ${tierName(current.losTier)}, so the ${tierName(current.losTier)} no longer applies: every night is priced at the ${tierName(proposed.losTier)}${quote.difference > 0 ? ', which is why a shorter stay can cost more' : ''}.${taxes}`;
  return `With ${nights} the stay reaches the ${after} nights of the ${tierName(proposed.losTier)}: every night is priced at it.`;
}

export function ChangeCompare({ quote }: { quote: ChangeQuote }) {
  const note = tierChangeNote(quote);
  return (
    <div className="change-compare">
      <table className="change-compare__table">
        <caption className="visually-hidden">Your stay now and after the change</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Now</th>
            <th scope="col">After the change</th>
          </tr>
        </thead>
        <tbody>
          {rows(quote.proposed.rooms > 1).map(([label, cell]) => (
            <tr
              key={label}
              className={label.startsWith('Total') ? 'change-compare__total' : undefined}
            >
              <th scope="row">{label}</th>
              <td data-stay="current">{cell(quote.current)}</td>
              <td data-stay="proposed">{cell(quote.proposed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The new total is labelled as such and the difference is a line of its own below it,
          so the large figure never reads as the difference. The
          table above names the taxes of both stays, so the block does not repeat them. */}
      <div className="change-compare__new-total" data-new-total={quote.proposed.total}>
        <p className="change-compare__new-total-label">New total</p>
        <PriceBlock
          variant="plan"
          total={quote.proposed.total}
          nights={quote.proposed.nights}
          averageNightly={quote.proposed.averageNightly}
          rooms={quote.proposed.rooms}
          roomTotal={quote.proposed.roomTotal}
        />
      </div>
      <p className="change-compare__difference" data-difference={quote.difference}>
        <Difference amount={quote.difference} />
      </p>
      {note ? (
        <p className="change-compare__tier-note" role="note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
