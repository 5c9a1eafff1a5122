// What a confirmed guest does next (the confirmation reads as a receipt
// with next steps): add the stay to a calendar as an .ics file (the platform makes it, the same
// file the confirmation mail attaches; a plain link, so it downloads before any script runs), get directions to the hotel's
// address in a maps app, and manage the reservation (change, extend or cancel it).
import { formatTime12, formatUsDate } from '../../format/booking-format.ts';
import { directionsUrl } from '../../format/map-links.ts';
import type { Reservation } from '../../data/reservation-lookup.ts';
import { calendarHref, hotelAddress, manageHref } from '../../data/stay-calendar.ts';
import { messages } from '../../validation/messages.ts';
import { buttonClass, LinkButton } from '../../ui/button.tsx';
import { Card } from '../../ui/surface.tsx';
import './next-steps.css';

export function NextSteps({ reservation }: { reservation: Reservation }) {
  const hotel = reservation.hotel;
  // The platform makes the file only when it knows the hotel's zone and times.
  const calendar = !!(hotel?.timeZone && hotel.checkInTime && hotel.checkOutTime);
  const address = hotel ? hotelAddress(hotel) : null;
  const action = buttonClass({ variant: 'secondary', block: true });
  return (
    <section className="next-steps" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">Next Steps</h2>
      <ul className="next-steps__list">
        {calendar && hotel ? (
          <Card
            as="li"
            title="Add to your calendar"
            footer={
              <a
                className={action}
                href={calendarHref(reservation)}
                download={`longstay-${reservation.confirmationNumber}.ics`}
                type="text/calendar"
                data-calendar-file
              >
                Add to Calendar (.ics)
              </a>
            }
          >
            <p>
              Check-in {formatUsDate(reservation.checkIn)} from{' '}
              {formatTime12(hotel.checkInTime ?? '')}, check-out{' '}
              {formatUsDate(reservation.checkOut)} by {formatTime12(hotel.checkOutTime ?? '')},
              hotel time.
            </p>
          </Card>
        ) : null}
        {hotel && address ? (
          <Card
            as="li"
            title="Get directions"
            footer={
              <a className={action} href={directionsUrl(address)} target="_blank" rel="noreferrer">
                Get Directions
                <span className="visually-hidden"> to {hotel.hotelName} (opens in a new tab)</span>
              </a>
            }
          >
            <p>
              {hotel.hotelName}
              <br />
              {address}
            </p>
          </Card>
        ) : null}
        <Card
          as="li"
          title="Manage your reservation"
          footer={
            <LinkButton to={manageHref(reservation)} variant="secondary" block>
              Manage Reservation
            </LinkButton>
          }
        >
          <p>
            Change the dates, extend or shorten the stay, or cancel it.{' '}
            {reservation.cancellable ? messages.cancellationPolicy : null}
          </p>
        </Card>
      </ul>
    </section>
  );
}
