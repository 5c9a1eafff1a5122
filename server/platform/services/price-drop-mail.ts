// The price-drop mail of price protection (price-watch.ts): the stay as booked, what it cost, what
// it costs now, the saving, and the one link that opens the reservation page, where the guest
// applies the lower price. Same style as the reservation mails (reservations-mail.ts): the site's
// formats, a plain text part and an HTML part with the same content.
import { formatUsDate } from '#shared/format/booking-format.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { splitPrice } from '#shared/format/price.ts';
import type { Mail, PlatformContext } from '../context.ts';
import { dollars } from './rates-engine.ts';
import type { ReservationView } from './reservations-view.ts';

const money = (amount: number) => splitPrice(amount).full;

export function priceDropMail(
  view: ReservationView,
  newTotalCents: number,
  siteUrl: string,
): Omit<Mail, 'to'> {
  const newTotal = dollars(newTotalCents);
  const saving = dollars(Math.round(view.total * 100) - newTotalCents);
  const link = `${siteUrl}/reservation/?${new URLSearchParams({ confirmation: view.confirmationNumber, lastname: view.guest.surname }).toString()}`;
  const subject = `Your stay ${view.confirmationNumber} now costs ${money(saving)} less`;
  const intro = `Dear ${view.guest.givenName} ${view.guest.surname}, the price of your stay has dropped. Apply the lower price to your reservation, with nothing else changed.`;
  const rows: Array<[string, string]> = [
    ['Confirmation number', view.confirmationNumber],
    ['Hotel', view.hotel?.hotelName ?? view.room.roomTypeCode],
    ['Stay', `${formatUsDate(view.checkIn)} – ${formatUsDate(view.checkOut)}, ${view.room.name}`],
    ['You booked it for', `${money(view.total)}, taxes included`],
    ['It costs now', `${money(newTotal)}, taxes included`],
    ['You save', money(saving)],
  ];
  const action = 'Apply the lower price';
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
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
        `<td style="${cell}font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="font-size:14px;"><a href="${escapeHtml(link)}" style="color:#136f9e;">${escapeHtml(action)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html, kind: 'price-drop' };
}

export async function sendPriceDropMail(
  platform: PlatformContext,
  view: ReservationView,
  newTotalCents: number,
): Promise<void> {
  await platform.mailer.send({
    to: view.guest.email,
    ...priceDropMail(view, newTotalCents, platform.config.siteUrl),
  });
}
