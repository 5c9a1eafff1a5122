// Prices as a guest sees them ("Hotel map" price split; USD en-US), and the one price
// block of result cards, map pop-ups and rate plans (FTC rule
// on unfair or deceptive fees, 16 CFR 464): the all-in total for the stay, taxes included, is
// the largest figure; a per-night figure is smaller and says what it is.
import { splitPrice } from '../../format/price.ts';
import { audienceLabel, type RateAudience } from '../../data/rate-headline.ts';
import { tierLabel } from '../../data/hotel-rooms.ts';
import { SkeletonText } from '../../ui/status.tsx';
import './price.css';

/**
 * A price as one word. `plain` prints it as one text, for the rows of a long table where the
 * cents are not set apart: it looks the same, with two elements fewer a row.
 */
export function Price({
  amount,
  className,
  plain = false,
}: {
  amount: number;
  className?: string;
  plain?: boolean;
}) {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const { dollars, cents, full } = splitPrice(amount);
  if (plain) return <span className={className ? `price ${className}` : 'price'}>{full}</span>;
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      <span className="price__dollars">{dollars}</span>
      <span className="price__cents">{cents}</span>
    </span>
  );
}

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** "3 nights" for one room; "2 rooms, 3 nights" for several. */
export const stayText = (nights: number, rooms = 1) =>
  rooms > 1 ? `${rooms} rooms, ${nightsText(nights)}` : nightsText(nights);

export interface PriceBlockProps {
  /** The all-in total of the stay, taxes included: the platform's figure, never recomputed. */
  total: number;
  nights: number;
  /** The average nightly rate before taxes, as the platform quoted it. */
  averageNightly?: number | null;
  /** Taxes of the stay, when the block should name them. */
  taxes?: number | null;
  /** The long-stay exemptions the taxes were priced with, in words (decision 0013). */
  taxNotes?: readonly string[];
  /** Length-of-stay tier: nightly, weekly or monthly. */
  losTier?: string | null;
  /** Who may book the plan: a restricted plan is labelled (member, AAA/CAA, senior, corporate). */
  audience?: RateAudience;
  /** Rooms the total is for, and one room's all-in total, as the platform priced it. */
  rooms?: number;
  roomTotal?: number | null;
  /** card (result list), popup (map info window), plan (a hotel page's rate plan) or panel (the
   *  hotel page's booking panel). */
  variant: 'card' | 'popup' | 'plan' | 'panel';
}

export function PriceBlock({
  total,
  nights,
  averageNightly,
  taxes,
  taxNotes = [],
  losTier,
  audience = 'everyone',
  rooms = 1,
  roomTotal = null,
  variant,
}: PriceBlockProps) {
  const several = rooms > 1;
  if (!Number.isFinite(total) || total < 0) return null;
  const tier = variant === 'plan' ? null : tierLabel(losTier ?? null);
  const restricted = audienceLabel(audience);
  return (
    <div className={`price-block price-block--${variant}`}>
      {tier || restricted ? (
        <p className="price-block__tags">
          {tier ? <span className="price-block__tag">{tier}</span> : null}
          {restricted ? (
            <span className="price-block__tag price-block__tag--audience">{restricted}</span>
          ) : null}
        </p>
      ) : null}
      <p className="price-block__total">
        <Price amount={total} className="price--total" />{' '}
        <span className="price-block__total-label">
          {`total for ${stayText(nights, rooms)}, taxes included`}
        </span>
      </p>
      {several && roomTotal !== null && Number.isFinite(roomTotal) ? (
        <p className="price-block__nightly">
          {rooms} rooms × <Price amount={roomTotal} /> each
        </p>
      ) : null}
      {averageNightly !== null &&
      averageNightly !== undefined &&
      Number.isFinite(averageNightly) ? (
        <p className="price-block__nightly">
          <Price amount={averageNightly} />
          {` avg. per ${several ? 'room and ' : ''}night, before taxes`}
        </p>
      ) : null}
      {taxes !== null && taxes !== undefined && Number.isFinite(taxes) ? (
        <TaxesLine taxes={taxes} notes={taxNotes} />
      ) : null}
    </div>
  );
}

/**
 * The taxes of a price block. A stay with no tax says so once in words ("No hotel tax: stays of
 * 30+ nights in Texas") instead of "Includes $0.00 in taxes" beside "taxes included".
 */
function TaxesLine({ taxes, notes }: { taxes: number; notes: readonly string[] }) {
  if (Math.round(taxes * 100) === 0) {
    return (
      <p className="price-block__nightly price-block__no-tax">
        {notes.length ? notes.join('; ') : 'No taxes on this stay'}
      </p>
    );
  }
  return (
    <p className="price-block__nightly">
      Includes <Price amount={taxes} /> in taxes
    </p>
  );
}

/** Nights between two 'YYYY-MM-DD' days. */
export const nightsOfStay = (checkIn: string, checkOut: string): number =>
  Math.max(0, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000));

/**
 * The price block while the rates stream: its own lines, with placeholder figures and the stay's
 * words, as shimmers. It takes the box the block will take (the length-of-stay tier follows the
 * nights as the platform's does), so the price streaming in moves nothing.
 */
export function PriceBlockPending({
  nights,
  rooms = 1,
  variant,
}: {
  nights: number;
  rooms?: number;
  variant: PriceBlockProps['variant'];
}) {
  const several = rooms > 1;
  const tier = tierLabel(nights >= 30 ? 'monthly' : nights >= 7 ? 'weekly' : 'nightly');
  return (
    <div className={`price-block price-block--${variant} price-block--pending`} aria-hidden="true">
      {variant === 'plan' ? null : (
        <p className="price-block__tags">
          <SkeletonText className="price-block__tag">{tier}</SkeletonText>
        </p>
      )}
      <p className="price-block__total">
        <SkeletonText className="price price--total">
          <span className="price__dollars">$000</span>
          <span className="price__cents">.00</span>
        </SkeletonText>{' '}
        <SkeletonText className="price-block__total-label">
          {`total for ${stayText(nights, rooms)}, taxes included`}
        </SkeletonText>
      </p>
      {several ? (
        <p className="price-block__nightly">
          <SkeletonText>{`${rooms} rooms × $000.00 each`}</SkeletonText>
        </p>
      ) : null}
      <p className="price-block__nightly">
        <SkeletonText>{`$00.00 avg. per ${several ? 'room and ' : ''}night, before taxes`}</SkeletonText>
      </p>
    </div>
  );
}
