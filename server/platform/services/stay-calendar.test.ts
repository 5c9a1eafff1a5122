import { describe, expect, it } from 'vitest';
import { parseCalendar, texasStay } from '../mail/mail-fixtures.ts';
import { stayCalendar } from './stay-calendar.ts';

describe('stayCalendar', () => {
  it('is the stay from check-in to check-out at the hotel’s times, across a clock change', () => {
    const view = texasStay({
      hotel: { ...texasStay().hotel!, hotelName: 'Longstay Suites Austin Downtown' },
      checkIn: '2027-02-20',
      checkOut: '2027-03-22',
      rooms: 2,
      createdAt: '2026-11-26T18:00:00.000Z',
    });
    const text = stayCalendar(view, 'https://longstay.test')!;
    // Lines end in CRLF and none passes 75 octets (RFC 5545 §3.1).
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { event, zoneId } = parseCalendar(text);
    expect(zoneId).toBe('America/Chicago');
    // 3 PM CST on 20 February is 21:00 UTC; 11 AM CDT on 22 March (after 14 March) is 16:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-20T21:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-22T16:00:00.000Z');
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-11-26T18:00:00Z',
    );
    expect(event.uid).toBe('4821937750@longstay');
    expect(event.location).toBe('Longstay Suites Austin Downtown, 1200 Main St, Dallas, TX 75201');
    expect(event.description).toContain('Confirmation number: 4821937750');
    expect(event.description).toContain('2 × Studio Queen, 30 nights');
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://longstay.test/reservation/?confirmation=4821937750&lastname=O%27Brien',
    );
  });

  it('is none without the hotel’s time zone: no entry at the wrong hour', () => {
    const view = texasStay();
    const hotel = { ...view.hotel!, timeZone: '' };
    expect(stayCalendar({ ...view, hotel }, 'https://longstay.test')).toBeNull();
  });
});
