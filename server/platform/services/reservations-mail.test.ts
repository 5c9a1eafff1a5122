import { describe, expect, it } from 'vitest';
import { HTML_LIMIT_BYTES } from '../mail/mail-brand.ts';
import {
  extras,
  parseCalendar,
  TEXAS_WORDS,
  texasStay,
  twoRoomStay,
  urls,
} from '../mail/mail-fixtures.ts';
import { reservationMail } from './reservations-mail.ts';
import type { ReservationView } from './reservations-view.ts';

const MANAGE = 'https://longstay.test/reservation/?confirmation=4821937750&lastname=O%27Brien';
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ,/g, ',');

/** What every reservation mail must get right, checked against the reservation it is about. */
function expectFacts(mail: Awaited<ReturnType<typeof reservationMail>>, view: ReservationView) {
  const html = mail.html!;
  expect(Buffer.byteLength(html)).toBeLessThan(HTML_LIMIT_BYTES);
  for (const part of [mail.text, visible(html)]) {
    expect(part).toContain(view.confirmationNumber);
    expect(part).toContain(view.hotel!.phone!);
    expect(part).toContain(`${view.hotel!.address.street1}, ${view.hotel!.address.cityName}`);
    expect(part).toMatch(/\d\d\/\d\d\/\d{4}/);
    expect(part).not.toMatch(/\d{4}-\d\d-\d\d|15:00/);
  }
  // Every link is absolute: the site, the map, the phone.
  for (const href of hrefs(html)) expect(href).toMatch(/^(https:\/\/|tel:)/);
  expect(hrefs(html)).toContain(`tel:${view.hotel!.phone!.replace(/[^\d+]/g, '')}`);
  expect(hrefs(html)).toContain(
    'https://www.google.com/maps/dir/?api=1&destination=32.7801%2C-96.8005',
  );
  // The picture is absolute, a raster rendition, with words for a client that blocks it.
  expect(html).toContain(
    'src="https://media.longstay.test/images/hotels/TX123/1-exterior.jpg?w=1280&amp;fm=jpg"',
  );
  expect(html).toContain('alt="Longstay Suites Dallas seen from Main St"');
  // Personal and hotel values are escaped.
  expect(html).not.toMatch(/<(?!\/?[a-z!])/i);
  if (view.hotel!.hotelName.includes('<')) {
    expect(html).toContain('Longstay Suites Dallas &lt;Downtown&gt;');
    expect(html).not.toContain('<Downtown>');
  }
  expect(html).toContain('O&#x27;Brien');
}

describe('the booking mail of a 30-night Texas stay', () => {
  it('leads with the hotel, the dates with times, the total and taxes to the cent, one button', async () => {
    const view = texasStay();
    const mail = await reservationMail(view, 'booking', urls, extras);
    expect(mail.subject).toBe('Your reservation 4821937750 is confirmed');
    expectFacts(mail, view);
    expect(mail.text).toContain('Check-in: 04/01/2026, from 3:00 PM');
    expect(mail.text).toContain('Check-out: 05/01/2026, by 11:00 AM');
    expect(mail.text).toContain('Nights: 30\n');
    expect(mail.text).toContain('Guests: 2 adults, 1 child');
    expect(mail.text).toContain(`Taxes: $0.00 (${TEXAS_WORDS})`);
    expect(mail.text).toContain('Total, taxes included: $2,164.50');
    expect(mail.text).toContain(
      'Free cancellation until 6:00 PM hotel time on the day of arrival.',
    );
    expect(mail.text).toContain(`Manage reservation: ${MANAGE}`);
    const page = visible(mail.html!);
    expect(page).toContain('04/01/2026 Wednesday, from 3:00 PM');
    expect(page).toContain('05/01/2026 Friday, by 11:00 AM');
    expect(page).toContain('30 nights · 2 adults, 1 child · Studio Queen');
    expect(page).toContain('Total, taxes included $2,164.50');
    expect(page).toContain(TEXAS_WORDS);
    // The button opens the reservation page; it never signs anybody in.
    expect(mail.html).toContain(`href="${MANAGE.replace(/&/g, '&amp;')}"`);
    expect(hrefs(mail.html!).filter((h) => /token|login|session/i.test(h))).toEqual([]);
  });

  it('attaches the stay as an .ics in the hotel’s time zone, with its address and position', async () => {
    const mail = await reservationMail(texasStay(), 'booking', urls, extras);
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments![0]!;
    expect(file.filename).toBe('longstay-4821937750.ics');
    expect(file.contentType).toMatch(/^text\/calendar/);
    const { event, zoneId } = parseCalendar(file.content);
    expect(zoneId).toBe('America/Chicago');
    expect(event.startDate.zone.tzid).toBe('America/Chicago');
    expect(event.startDate.toString()).toBe('2026-04-01T15:00:00');
    expect(event.endDate.toString()).toBe('2026-05-01T11:00:00');
    // 3 PM CDT is 20:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-04-01T20:00:00.000Z');
    expect(event.location).toBe(
      'Longstay Suites Dallas <Downtown>, 1200 Main St, Dallas, TX 75201',
    );
    expect(event.summary).toBe('Stay at Longstay Suites Dallas <Downtown>');
    expect(event.uid).toBe('4821937750@longstay');
    expect(event.description).toContain(`Manage your reservation: ${MANAGE}`);
    expect(event.component.getFirstPropertyValue('geo')).toEqual([32.7801, -96.8005]);
  });

  it('past the deadline: the rule that holds instead, and a button to view it', async () => {
    const mail = await reservationMail(texasStay({ cancellable: false }), 'booking', urls, extras);
    expect(mail.text).toContain('please call the hotel at (214) 555-0142.');
    expect(mail.text).not.toContain('Free cancellation until');
    expect(mail.text).toContain(`View reservation: ${MANAGE}`);
  });
});

describe('a 2-room stay', () => {
  it('says both rooms, each room’s total and the taxes of the whole, to the cent', async () => {
    const view = twoRoomStay();
    const mail = await reservationMail(view, 'booking', urls, extras);
    expectFacts(mail, view);
    expect(mail.text).toContain('Rooms: 2 × Studio Suite, 1 Queen Bed');
    expect(mail.text).toContain('Each room: $817.37, taxes included');
    expect(mail.text).toContain('Rooms subtotal: $1,423.36');
    expect(mail.text).toContain('Taxes: $211.37\n');
    expect(mail.text).toContain('Total, taxes included: $1,634.73');
    expect(mail.text).toContain('Nights: 8\n');
    const page = visible(mail.html!);
    expect(page).toContain('8 nights · 4 adults · 2 × Studio Suite, 1 Queen Bed');
    expect(page).toContain('Each room: $817.37, taxes included.');
    expect(page).toContain('Total, taxes included $1,634.73');
    const { event, zoneId } = parseCalendar(mail.attachments![0]!.content);
    expect(zoneId).toBe('America/Denver');
    // 3 PM MDT is 21:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-10T21:00:00.000Z');
  });
});

describe('the cancellation mail', () => {
  it('carries the cancellation reference, says nothing is due, strikes the prices, no .ics', async () => {
    const view = texasStay({
      status: 'cancelled',
      cancellable: false,
      cancellationReference: 'CX04417782',
    });
    const mail = await reservationMail(view, 'cancellation', urls, extras);
    expect(mail.subject).toBe('Your reservation 4821937750 is cancelled');
    expectFacts(mail, view);
    expect(mail.text).toContain('Cancellation reference: CX04417782');
    expect(visible(mail.html!)).toContain('Cancellation reference CX04417782');
    expect(mail.text).toContain(
      'your reservation has been cancelled. Nothing is due for this stay.',
    );
    expect(mail.text).not.toContain('Free cancellation');
    expect(mail.html).toMatch(/text-decoration:line-through[^>]*>\$2,164\.50/);
    expect(mail.attachments).toBeUndefined();
  });
});

describe('the change mail', () => {
  const last = {
    changedAt: '2026-03-03T10:00:00.000Z',
    from: {
      checkIn: '2026-04-01',
      checkOut: '2026-04-26',
      nights: 25,
      roomTypeCode: 'SQ',
      roomName: 'Studio Queen',
      losTier: 'weekly',
      taxes: 265.1,
      total: 2310.1,
    },
    to: {
      checkIn: '2026-04-01',
      checkOut: '2026-05-06',
      nights: 35,
      roomTypeCode: 'SQ',
      roomName: 'Studio Queen',
      losTier: 'monthly',
      taxes: 0,
      total: 2525.25,
    },
    difference: 215.15,
  };
  const changed = texasStay({
    checkOut: '2026-05-06',
    nights: 35,
    total: 2525.25,
    changes: [last],
  });

  it('shows the stay now, the stay before and the difference, and a new .ics', async () => {
    const mail = await reservationMail(changed, 'change', urls, extras);
    expect(mail.subject).toBe('Your reservation 4821937750 has been changed');
    expectFacts(mail, changed);
    expect(mail.text).toContain('Your confirmation number stays the same.');
    expect(mail.text).toContain('Check-out: 05/06/2026, by 11:00 AM');
    expect(mail.text).toContain('Nights: 35');
    expect(mail.text).toContain(
      'Before the change: 04/01/2026 – 04/26/2026, 25 nights, Studio Queen, $2,310.10 taxes included',
    );
    expect(mail.text).toContain('Difference: +$215.15, more than before');
    expect(visible(mail.html!)).toContain('Difference in total +$215.15, more than before');
    expect(parseCalendar(mail.attachments![0]!.content).event.endDate.toString()).toBe(
      '2026-05-06T11:00:00',
    );
  });

  it('a shorter stay is a negative difference', async () => {
    const back = texasStay({
      changes: [{ ...last, from: last.to, to: last.from, difference: -215.15 }],
    });
    expect((await reservationMail(back, 'change', urls, extras)).text).toContain(
      'Difference: −$215.15, less than before',
    );
  });
});
