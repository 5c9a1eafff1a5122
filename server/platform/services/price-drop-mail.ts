// The price-drop mail of price protection (price-watch.ts): the stay as booked, what it cost, what
// it costs now, the saving, and one button that opens the reservation page, where the guest
// applies the lower price (never a link that changes the stay by itself). The notice template of
// the other short mails writes its HTML; the plain-text part has the same facts.
import { createElement } from 'react';
import { formatUsDate } from '#shared/format/booking-format.ts';
import type { PlatformContext } from '../context.ts';
import { renderMail } from '../mail/mail-render.ts';
import { money } from '../mail/reservation-facts.ts';
import { NoticeTemplate } from '../mail/notice-template.tsx';
import { dollars } from './rates-engine.ts';
import type { ReservationView } from './reservations-view.ts';

export function priceDropMail(view: ReservationView, newTotalCents: number, siteUrl: string) {
  const newTotal = dollars(newTotalCents);
  const saving = dollars(Math.round(view.total * 100) - newTotalCents);
  const query = new URLSearchParams({
    confirmation: view.confirmationNumber,
    lastname: view.guest.surname,
  });
  const link = `${siteUrl}/reservation/?${query.toString()}`;
  const subject = `Your stay ${view.confirmationNumber} now costs ${money(saving)} less`;
  const greeting = `Dear ${view.guest.givenName} ${view.guest.surname},`;
  const intro =
    'The price of your stay has dropped. Apply the lower price to your reservation, with nothing else changed.';
  const facts: Array<[string, string]> = [
    ['Confirmation number', view.confirmationNumber],
    ['Hotel', view.hotel?.hotelName ?? view.room.roomTypeCode],
    ['Stay', `${formatUsDate(view.checkIn)} – ${formatUsDate(view.checkOut)}, ${view.room.name}`],
    ['You booked it for', `${money(view.total)}, taxes included`],
    ['It costs now', `${money(newTotal)}, taxes included`],
    ['You save', money(saving)],
  ];
  const action = 'Apply the lower price';
  return renderMail({
    kind: 'price-drop',
    subject,
    text: [
      greeting,
      '',
      intro,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      `${action}: ${link}`,
    ].join('\n'),
    element: createElement(NoticeTemplate, {
      siteUrl,
      title: subject,
      preview: `Your stay now costs ${money(newTotal)}: you save ${money(saving)}.`,
      heading: 'Your stay now costs less',
      greeting,
      paragraphs: [intro],
      facts,
      action: { href: link, label: action },
      signOff: 'Longstay Guest Services',
    }),
  });
}

export async function sendPriceDropMail(
  platform: PlatformContext,
  view: ReservationView,
  newTotalCents: number,
): Promise<void> {
  await platform.mailer.send({
    to: view.guest.email,
    ...(await priceDropMail(view, newTotalCents, platform.config.siteUrl)),
  });
}
