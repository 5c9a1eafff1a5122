// The booking, change and cancellation mails. Sent after the transaction commits; a mail failure is
// logged and never undoes or fails the booking (the reservation is already the guest's). The
// confirmation (and a change, which is the stay confirmed anew) carries the stay as an .ics.
import { createElement } from 'react';
import type { Mail, PlatformContext } from '../context.ts';
import { hotelExtras, type HotelExtras } from '../mail/hotel-extras.ts';
import { renderMail } from '../mail/mail-render.ts';
import {
  reservationFacts,
  reservationText,
  type ReservationMailKind,
} from '../mail/reservation-facts.ts';
import { ReservationTemplate } from '../mail/reservation-template.tsx';
import type { ReservationView } from './reservations-view.ts';
import { calendarFileName, stayCalendar } from './stay-calendar.ts';

export type { ReservationMailKind };

export interface ReservationMailUrls {
  siteUrl: string;
  /** Absolute: where the hotel's picture loads from. */
  mediaUrl: string;
}

/** The mail of one reservation event: subject, plain text, HTML and, for a stay, its calendar. */
export async function reservationMail(
  view: ReservationView,
  kind: ReservationMailKind,
  urls: ReservationMailUrls,
  extras: HotelExtras = { image: null, coordinates: null },
): Promise<Omit<Mail, 'to'>> {
  const facts = reservationFacts(view, kind, urls, extras);
  const calendar =
    kind === 'cancellation' ? null : stayCalendar(view, urls.siteUrl, extras.coordinates);
  return renderMail({
    kind,
    subject: facts.subject,
    element: createElement(ReservationTemplate, { facts, siteUrl: urls.siteUrl }),
    text: reservationText(facts),
    ...(calendar
      ? {
          attachments: [
            {
              filename: calendarFileName(view.confirmationNumber),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: calendar,
            },
          ],
        }
      : {}),
  });
}

export const mailUrls = (platform: Pick<PlatformContext, 'config'>): ReservationMailUrls => ({
  siteUrl: platform.config.siteUrl,
  mediaUrl: platform.config.mailMediaUrl ?? `${platform.config.siteUrl}/media`,
});

export async function sendReservationMail(
  platform: PlatformContext,
  view: ReservationView,
  kind: ReservationMailKind,
): Promise<void> {
  try {
    const extras = view.hotel
      ? await hotelExtras(platform.db, view.hotel.hotelId)
      : { image: null, coordinates: null };
    await platform.mailer.send({
      to: view.guest.email,
      ...(await reservationMail(view, kind, mailUrls(platform), extras)),
    });
  } catch (error) {
    platform.log.warn(
      // The confirmation number is a lookup secret: only its last digits go to the log.
      { err: error, confirmationEnding: view.confirmationNumber.slice(-4), kind },
      'reservation mail could not be sent',
    );
  }
}
