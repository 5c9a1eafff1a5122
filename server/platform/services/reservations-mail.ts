// The booking and cancellation mails. Sent after the transaction commits; a mail failure is
// logged and never undoes or fails the booking (the reservation is already the guest's).
import type { PlatformContext } from '../context.ts';
import type { ReservationView } from './reservations-view.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function lines(view: ReservationView, siteUrl: string): string[] {
  const link = `${siteUrl}/reservation/?confirmation=${view.confirmationNumber}&lastname=${encodeURIComponent(view.guest.surname)}`;
  return [
    `Confirmation number: ${view.confirmationNumber}`,
    `Hotel: ${view.hotel?.hotelName ?? view.room.roomTypeCode}`,
    ...(view.hotel
      ? [
          `Address: ${view.hotel.address.street1}, ${view.hotel.address.cityName}, ${view.hotel.address.subdivisionCode}`,
        ]
      : []),
    `Room: ${view.room.name} (${view.ratePlan.name})`,
    `Check-in: ${view.checkIn}${view.hotel ? ` from ${view.hotel.checkInTime}` : ''}`,
    `Check-out: ${view.checkOut}${view.hotel ? ` by ${view.hotel.checkOutTime}` : ''}`,
    `Nights: ${view.nights}`,
    `Total: $${view.total.toFixed(2)} ${view.currency} (taxes $${view.taxes.toFixed(2)})`,
    `Guaranteed by: ${view.card.brand} ending ${view.card.last4}`,
    `View or cancel your reservation: ${link}`,
  ];
}

export async function sendReservationMail(
  platform: PlatformContext,
  view: ReservationView,
  kind: 'booking' | 'cancellation',
): Promise<void> {
  const intro =
    kind === 'booking'
      ? `Dear ${view.guest.givenName} ${view.guest.surname}, your reservation is confirmed.`
      : `Dear ${view.guest.givenName} ${view.guest.surname}, your reservation has been cancelled.`;
  const body = lines(view, platform.config.siteUrl);
  const subject =
    kind === 'booking'
      ? `Your reservation ${view.confirmationNumber} is confirmed`
      : `Your reservation ${view.confirmationNumber} is cancelled`;
  try {
    await platform.mailer.send({
      to: view.guest.email,
      subject,
      text: [intro, '', ...body].join('\n'),
      html: `<p>${escapeHtml(intro)}</p><ul>${body.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      kind,
    });
  } catch (error) {
    platform.log.warn(
      // The confirmation number is a lookup secret: only its last digits go to the log.
      { err: error, confirmationEnding: view.confirmationNumber.slice(-4), kind },
      'reservation mail could not be sent',
    );
  }
}
