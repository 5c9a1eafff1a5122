// The booking and cancellation mails. Sent after the transaction commits; a mail failure is
// logged and never undoes or fails the booking (the reservation is already the guest's).
// Issue 12: the site's formats (spec §9: "$2,407.67", MM/dd/yyyy, 12-hour times), the hotel's
// address and phone, the one cancellation sentence, and an HTML part beside the plain text.
import { formatTime12, formatUsDate } from '#shared/format/booking-format.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { splitPrice } from '#shared/format/price.ts';
import { cancellationClosedMessage, messages } from '#shared/validation/messages.ts';
import type { Mail, PlatformContext } from '../context.ts';
import type { ReservationView } from './reservations-view.ts';

export type ReservationMailKind = 'booking' | 'cancellation';

const money = (amount: number) => splitPrice(amount).full;
/** Brands are stored in lower case ('visa', 'american express'). */
const brandName = (brand: string) => brand.replace(/\b\w/g, (c) => c.toUpperCase());
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** spec §9 "Formats": address is "first street line, city, subdivision" (plus the postal code). */
function addressOf(view: ReservationView): string | null {
  const a = view.hotel?.address;
  return a ? `${a.street1}, ${a.cityName}, ${a.subdivisionCode} ${a.postalCode}`.trim() : null;
}

function facts(view: ReservationView): Array<[label: string, value: string]> {
  const hotel = view.hotel;
  const party = [
    plural(view.adults, 'adult', 'adults'),
    ...(view.children ? [plural(view.children, 'child', 'children')] : []),
  ].join(', ');
  return [
    ['Confirmation number', view.confirmationNumber],
    ['Hotel', hotel?.hotelName ?? view.room.roomTypeCode],
    ...(addressOf(view) ? [['Address', addressOf(view) as string] as [string, string]] : []),
    ...(hotel?.phone ? [['Hotel phone', hotel.phone] as [string, string]] : []),
    [
      'Check-in',
      `${formatUsDate(view.checkIn)}${hotel ? `, from ${formatTime12(hotel.checkInTime)}` : ''}`,
    ],
    [
      'Check-out',
      `${formatUsDate(view.checkOut)}${hotel ? `, by ${formatTime12(hotel.checkOutTime)}` : ''}`,
    ],
    ['Nights', String(view.nights)],
    ['Guests', party],
    // Issue 14: several rooms are one reservation; the total is for all of them.
    ...(view.rooms > 1
      ? [
          ['Rooms', `${view.rooms} × ${view.room.name}`] as [string, string],
          ['Each room', `${money(view.roomTotal)}, taxes included`] as [string, string],
        ]
      : [['Room', view.room.name] as [string, string]]),
    ['Rate', view.ratePlan.name],
    [view.rooms > 1 ? 'Rooms subtotal' : 'Room subtotal', money(view.subtotal)],
    // The long-stay exemptions applied, in words (tax-rules.ts), beside the amount they explain.
    [
      'Taxes',
      view.taxNotes.length
        ? `${money(view.taxes)} (${view.taxNotes.join('; ')})`
        : money(view.taxes),
    ],
    ['Total, taxes included', money(view.total)],
    ['Guaranteed by', `${brandName(view.card.brand)} ending in ${view.card.last4}`],
  ];
}

/** The mail of one reservation event: subject, plain text and HTML with the same content. */
export function reservationMail(
  view: ReservationView,
  kind: ReservationMailKind,
  siteUrl: string,
): Omit<Mail, 'to'> {
  const name = `${view.guest.givenName} ${view.guest.surname}`;
  const link = `${siteUrl}/reservation/?${new URLSearchParams({ confirmation: view.confirmationNumber, lastname: view.guest.surname }).toString()}`;
  const booking = kind === 'booking';
  const intro = booking
    ? `Dear ${name}, your reservation is confirmed.`
    : `Dear ${name}, your reservation has been cancelled. Nothing is due for this stay.`;
  // The policy while it still applies; once cancelled, or past the deadline, what holds instead.
  const policy = !booking
    ? null
    : view.cancellable
      ? messages.cancellationPolicy
      : cancellationClosedMessage(view.hotel?.phone);
  const action =
    booking && view.cancellable ? 'View or cancel your reservation' : 'View your reservation';
  const rows = facts(view);
  const subject = booking
    ? `Your reservation ${view.confirmationNumber} is confirmed`
    : `Your reservation ${view.confirmationNumber} is cancelled`;

  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(policy ? [policy, ''] : []),
    `${action}: ${link}`,
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1c2630;">',
    `<p style="font-size:16px;">${escapeHtml(intro)}</p>`,
    '<table role="presentation" style="border-collapse:collapse;font-size:14px;">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell}text-align:left;color:#4d5a66;font-weight:normal;">${escapeHtml(label)}</th>` +
        `<td style="${cell}font-weight:bold;${!booking && /^(Room subtotal|Taxes|Total)/.test(label) ? 'text-decoration:line-through;' : ''}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(policy ? [`<p style="font-size:14px;">${escapeHtml(policy)}</p>`] : []),
    `<p style="font-size:14px;"><a href="${escapeHtml(link)}" style="color:#136f9e;">${escapeHtml(action)}</a></p>`,
    '</body></html>',
  ].join('');

  return { subject, text, html, kind };
}

export async function sendReservationMail(
  platform: PlatformContext,
  view: ReservationView,
  kind: ReservationMailKind,
): Promise<void> {
  try {
    await platform.mailer.send({
      to: view.guest.email,
      ...reservationMail(view, kind, platform.config.siteUrl),
    });
  } catch (error) {
    platform.log.warn(
      // The confirmation number is a lookup secret: only its last digits go to the log.
      { err: error, confirmationEnding: view.confirmationNumber.slice(-4), kind },
      'reservation mail could not be sent',
    );
  }
}
