import { describe, expect, it } from 'vitest';
import { reservationMail } from './reservations-mail.ts';
import type { ReservationView } from './reservations-view.ts';

const view = (over: Partial<ReservationView> = {}): ReservationView => ({
  confirmationNumber: '4821937750',
  status: 'confirmed',
  hotel: {
    hotelId: 'TX123',
    hotelName: 'Longstay Suites Dallas <Downtown>',
    hotelUri: '/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown',
    address: {
      street1: '1200 Main St',
      street2: null,
      cityName: 'Dallas',
      subdivisionCode: 'TX',
      postalCode: '75201',
      countryCode: 'US',
    },
    phone: '(214) 555-0142',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    timeZone: 'America/Chicago',
  },
  room: {
    roomTypeCode: 'SQ',
    name: 'Studio Queen',
    bedType: 'Queen',
    capacity: 2,
    accessible: false,
    accessibleFeatures: null,
  },
  ratePlan: { ratePlanCode: 'STANDARD', name: 'Best Available Rate', kind: 'standard' },
  checkIn: '2026-04-01',
  checkOut: '2026-05-01',
  nights: 30,
  losTier: 'monthly',
  adults: 2,
  children: 1,
  rooms: 1,
  nightly: [],
  averageNightly: 72.15,
  subtotal: 2164.5,
  taxes: 243.17,
  taxNotes: [],
  total: 2407.67,
  roomTotal: 2407.67,
  currency: 'USD',
  guest: { givenName: 'Ada', surname: "O'Brien", email: 'ada@example.com', phone: '555' },
  arrivalTime: null,
  card: { brand: 'american express', last4: '0005', expiry: '12/29' },
  createdAt: '2026-03-02T15:00:00.000Z',
  cancelledAt: null,
  cancellationDeadline: '2026-04-01T23:00:00.000Z',
  cancellable: true,
  upcoming: true,
  changes: [],
  changeOptions: null,
  priceDrop: null,
  ...over,
});

describe('reservationMail (issue 12: the site’s formats, the hotel, the policy, HTML + text)', () => {
  it('booking: $2,407.67, MM/dd/yyyy, 12-hour times, the hotel address and phone, the policy', () => {
    const mail = reservationMail(view(), 'booking', 'https://longstay.test');
    expect(mail.subject).toBe('Your reservation 4821937750 is confirmed');
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('$2,407.67');
      expect(part).toContain('$2,164.50');
      expect(part).toContain('04/01/2026, from 3:00 PM');
      expect(part).toContain('05/01/2026, by 11:00 AM');
      expect(part).toContain('1200 Main St, Dallas, TX 75201');
      expect(part).toContain('(214) 555-0142');
      expect(part).toContain('Free cancellation until 6:00 PM hotel time on the day of arrival.');
      expect(part).toContain('American Express ending in 0005');
      expect(part).not.toMatch(/2026-04-01|15:00|2407\.67(?!\d)/);
    }
    expect(mail.text).toContain('Guests: 2 adults, 1 child');
    expect(mail.text).toContain(
      'View or cancel your reservation: https://longstay.test/reservation/?confirmation=4821937750&lastname=O%27Brien',
    );
    expect(mail.html).toMatch(/^<!doctype html>/);
    // Every value is escaped in the HTML part.
    expect(mail.html).toContain('Longstay Suites Dallas &lt;Downtown&gt;');
    expect(mail.html).not.toContain('<Downtown>');
  });

  it('booking of a 30-night Texas stay: $0.00 of taxes and the exemption in words', () => {
    const words = 'No hotel tax: stays of 30+ nights in Texas';
    const mail = reservationMail(
      view({ taxes: 0, total: 2164.5, taxNotes: [words] }),
      'booking',
      'https://longstay.test',
    );
    expect(mail.text).toContain(`Taxes: $0.00 (${words})`);
    expect(mail.html).toContain(`$0.00 (${words})`);
    expect(reservationMail(view(), 'booking', 'https://longstay.test').text).toContain(
      'Taxes: $243.17\n',
    );
  });

  it('booking past the deadline (a same-evening stay): why it cannot be cancelled online', () => {
    const mail = reservationMail(view({ cancellable: false }), 'booking', 'https://longstay.test');
    expect(mail.text).toContain('please call the hotel at (214) 555-0142.');
    expect(mail.text).not.toContain('Free cancellation until');
    expect(mail.text).toContain('View your reservation: https://longstay.test/reservation/');
  });

  it('cancellation: says so, nothing due, prices struck in HTML, no policy', () => {
    const mail = reservationMail(
      view({ status: 'cancelled', cancellable: false }),
      'cancellation',
      'https://longstay.test',
    );
    expect(mail.subject).toBe('Your reservation 4821937750 is cancelled');
    expect(mail.text).toContain(
      'your reservation has been cancelled. Nothing is due for this stay.',
    );
    expect(mail.text).toContain('(214) 555-0142');
    expect(mail.text).not.toContain('Free cancellation');
    expect(mail.html).toContain('text-decoration:line-through;">$2,407.67');
  });
});

describe('the change mail (issue 14: the stay now, the stay before, the difference)', () => {
  const changed = view({
    checkIn: '2026-04-01',
    checkOut: '2026-05-06',
    nights: 35,
    taxes: 0,
    taxNotes: ['No hotel tax: stays of 30+ nights in Texas'],
    total: 2525.25,
    changes: [
      {
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
      },
    ],
  });

  it('names the change, keeps the number, says the new stay, the old one and the difference', () => {
    const mail = reservationMail(changed, 'change', 'https://longstay.test');
    expect(mail.kind).toBe('change');
    expect(mail.subject).toBe('Your reservation 4821937750 has been changed');
    expect(mail.text).toContain('Your confirmation number stays the same.');
    expect(mail.text).toContain('Check-out: 05/06/2026');
    expect(mail.text).toContain('Nights: 35');
    expect(mail.text).toContain('Taxes: $0.00 (No hotel tax: stays of 30+ nights in Texas)');
    expect(mail.text).toContain('Total, taxes included: $2,525.25');
    expect(mail.text).toContain(
      'Before the change: 04/01/2026 – 04/26/2026, 25 nights, Studio Queen, $2,310.10 taxes included',
    );
    expect(mail.text).toContain('Difference: +$215.15');
    expect(mail.html).toContain('Difference');
    expect(mail.html).not.toContain('line-through');
  });

  it('a shorter stay is a negative difference', () => {
    const last = changed.changes[0]!;
    const back = view({
      changes: [{ ...last, from: last.to, to: last.from, difference: -215.15 }],
    });
    expect(reservationMail(back, 'change', 'https://longstay.test').text).toContain(
      'Difference: −$215.15',
    );
  });
});
