// My Account's stays (upcoming and past
// reservations): the next stay as a card with its hotel's photo, the other upcoming stays under it,
// and the past stays in a card of their own. Each stay shows its all-in total as booked.
import { Link } from '../../ui/link.tsx';
import { Card } from '../../ui/surface.tsx';
import { Badge, EmptyState } from '../../ui/status.tsx';
import { LinkButton } from '../../ui/button.tsx';
import type { ReservationSummary } from '../../data/account-loaders.ts';
import type { HotelImage } from '../../data/hotel-details.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import { Price } from '../price/price.tsx';
import { PriceDropBanner } from '../reservations/price-drop-banner.tsx';

/** Formats: dates MM/dd/yyyy. */
function usDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${month}/${day}/${year}` : iso;
}

const hotelName = (stay: ReservationSummary) => stay.hotel?.hotelName ?? 'Longstay hotel';

function reservationHref(stay: ReservationSummary, hash = ''): string {
  const query = new URLSearchParams({
    confirmation: stay.confirmationNumber,
    lastname: stay.guest?.surname ?? '',
  });
  return `/reservation/?${query.toString()}${hash}`;
}

function StayItem({ stay, featured = false }: { stay: ReservationSummary; featured?: boolean }) {
  const cancelled = stay.status === 'cancelled';
  return (
    <li className={`account-stay${featured ? ' account-stay--next' : ''}`}>
      <p className="account-stay__hotel">
        <strong>{hotelName(stay)}</strong>
        {cancelled ? <Badge tone="error">Cancelled</Badge> : null}
      </p>
      <p className="account-stay__dates">
        {usDate(stay.checkIn)} – {usDate(stay.checkOut)} ({stay.nights}{' '}
        {stay.nights === 1 ? 'night' : 'nights'})
      </p>
      {typeof stay.total === 'number' ? (
        <p className="account-stay__total">
          Total, taxes included{' '}
          {cancelled ? (
            <del>
              <Price amount={stay.total} />
            </del>
          ) : (
            <Price amount={stay.total} />
          )}
        </p>
      ) : null}
      <p className="account-stay__number">
        Confirmation number <Link to={reservationHref(stay)}>{stay.confirmationNumber}</Link>
      </p>
      {!cancelled && stay.priceDrop ? (
        <PriceDropBanner
          stay={{ ...stay, lastName: stay.guest?.surname ?? '' }}
          priceDrop={stay.priceDrop}
        />
      ) : null}
      {!cancelled && stay.changeOptions ? (
        <p className="account-stay__change">
          <Link to={reservationHref(stay, '#change-stay')}>
            Change this stay
            <span className="visually-hidden">
              {' '}
              at {hotelName(stay)}, {usDate(stay.checkIn)}
            </span>
          </Link>
        </p>
      ) : null}
    </li>
  );
}

export function NextStayCard({
  next,
  others,
  image,
}: {
  next: ReservationSummary | null;
  others: readonly ReservationSummary[];
  image: HotelImage | null;
}) {
  return (
    <Card
      title="Your Next Stay"
      headingLevel={2}
      className="account-card account-card--next"
      media={
        next && image ? (
          <MediaImage
            className="media-image--contents"
            uri={image.uri}
            alt={image.altText}
            width={800}
            height={533}
            // account-dashboard.css: two fifths of the card from 768 px, the card's width below.
            sizes="(min-width: 768px) 320px, 100vw"
            maxWidth={960}
          />
        ) : undefined
      }
    >
      {next ? (
        <ul className="account-stays">
          <StayItem stay={next} featured />
        </ul>
      ) : (
        <EmptyState
          title="No upcoming stays"
          action={<LinkButton to="/locations">Find a hotel</LinkButton>}
        >
          <p>Book a stay and it shows here, with its confirmation number.</p>
        </EmptyState>
      )}
      {others.length > 0 ? (
        <>
          <h3 className="account-card__subtitle">Also coming up</h3>
          <ul className="account-stays">
            {others.map((stay) => (
              <StayItem key={stay.confirmationNumber} stay={stay} />
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

export function PastStaysCard({ stays }: { stays: readonly ReservationSummary[] }) {
  return (
    <Card title="Past Stays" headingLevel={2} className="account-card">
      {stays.length === 0 ? (
        <p className="account-card__empty">No past stays yet.</p>
      ) : (
        <ul className="account-stays">
          {stays.map((stay) => (
            <StayItem key={stay.confirmationNumber} stay={stay} />
          ))}
        </ul>
      )}
    </Card>
  );
}
