// /guest-data: the chosen room
// and rate for the stay, the guest form with the card guarantee, and the policies.
import { useEffect } from 'react';
import { Link } from '../ui/link.tsx';
import type { PageProps } from '../data/route-types.ts';
import { trackConversion } from '../components/booking/conversion.ts';
import { BookingSteps } from '../components/booking/booking-steps.tsx';
import { GuestForm } from '../components/booking/guest-form.tsx';
import { StaySummary } from '../components/booking/stay-summary.tsx';
import type { GuestData } from '../data/booking-guest.ts';
import { withStay } from '../search/stay-url.ts';
import '../components/booking/booking-page.css';

export function Page({ data }: PageProps<GuestData>) {
  const { result } = data;
  useEffect(() => {
    if (result.ok) {
      trackConversion({
        step: 'guest-data',
        hotelId: result.hotel.hotelId,
        value: result.plan.total,
        currency: 'USD',
      });
    }
  }, [result]);

  if (!result.ok) {
    return (
      <article className="page booking-page">
        <h1>Guest Information</h1>
        <p role="alert">{result.message}</p>
        <p>
          {result.backTo ? (
            <Link to={result.backTo}>Back to the hotel’s rooms</Link>
          ) : (
            <Link to="/">Search for a hotel</Link>
          )}
        </p>
      </article>
    );
  }
  const { selection, hotel, room, plan } = result;
  // Back to the hotel's rooms for this very stay.
  const backTo = withStay(`${hotel.hotelUri}#rooms`, selection);
  return (
    <article className="page booking-page">
      <BookingSteps current="guest" roomHref={backTo} />
      <h1>Guest Information</h1>
      <p>
        <Link to={backTo}>Change room or rate</Link>
      </p>
      {/* The stay comes first, so a phone shows its dates before the button that books it. */}
      <div className="booking-page__layout booking-page__layout--summary-first">
        <aside className="booking-page__aside" aria-label="Stay summary">
          <StaySummary
            hotelName={hotel.hotelName}
            image={hotel.image}
            hotelUri={withStay(hotel.hotelUri, selection)}
            address={hotel.addressLine}
            roomName={room.name}
            accessibleFeatures={room.accessible ? room.accessibleFeatures : null}
            ratePlanName={plan.name}
            losTier={plan.losTier}
            checkIn={selection.checkIn}
            checkOut={selection.checkOut}
            checkInTime={hotel.checkInTime}
            checkOutTime={hotel.checkOutTime}
            nights={result.nights}
            adults={selection.adults}
            children={selection.children}
            rooms={plan.rooms}
            roomTotal={plan.roomTotal}
            averageNightly={plan.averageNightly}
            subtotal={plan.subtotal}
            taxes={plan.taxes}
            taxNotes={plan.taxNotes}
            total={plan.total}
          />
        </aside>
        <div className="booking-page__main">
          <GuestForm
            selection={selection}
            prefill={data.prefill}
            backTo={backTo}
            checkInTime={hotel.checkInTime}
            checkOutTime={hotel.checkOutTime}
            soldOut={result.soldOut}
            total={plan.total}
            nights={result.nights}
          />
        </div>
      </div>
    </article>
  );
}
