// The booking funnel and reservation pages against a real platform: the hotel page
// quotes an 8-night stay at the weekly tier with the all-in total, /guest-data re-quotes the
// chosen rate, a booking through the site's proxy is idempotent, /confirmation and /reservation/
// read it back, a wrong pair reveals nothing, and cancelling returns the room to inventory.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import { buildTestClient, removeDir, startRenderSite, type RenderSite } from '../render/support.ts';
import { formatMessages, htmlErrors } from '#test/e2e/support/html.ts';

const SITE = 'http://localhost:3000';
const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stay = { checkIn: day(30), checkOut: day(38), adults: '1', children: '0' };

const text = (html: string) => html.replace(/<!-- -->/g, '');

const POLICY = 'Free cancellation until 6:00 PM hotel time on the day of arrival.';

describe('booking pages', () => {
  let clientDir: string;
  let site: RenderSite;
  // The platform's clock: real time, unless a test moves it (the cancellation deadline).
  let clock: Date | null = null;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir, {}, { seed: true, now: () => clock ?? new Date() });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  const book = (key: string, surname = 'Rivera') =>
    request(site.app)
      .post('/api/v1/reservation/reservations')
      .set('Origin', SITE)
      .set('Idempotency-Key', key)
      .send({
        hotelId: 'TX917',
        roomTypeCode: 'SQ',
        ratePlanCode: 'STANDARD',
        ...stay,
        adults: 1,
        children: 0,
        givenName: 'Ana',
        surname,
        email: 'ana@example.com',
        phone: '512-555-0100',
        arrivalTime: '16:00',
        card: { number: '4111111111111111', expiry: '12/30', holder: 'Ana Rivera' },
      });

  const available = async () => {
    const res = await fetch(
      `${site.platform.url}/v2/rate/hotels/TX917/rooms?${new URLSearchParams(stay).toString()}`,
    );
    const body = (await res.json()) as { rooms: { roomTypeCode: string; available: number }[] };
    return body.rooms.find((r) => r.roomTypeCode === 'SQ')!.available;
  };

  it('hotel page: rooms for an 8-night stay at the weekly tier, all-in total, JSON-LD Hotel', async () => {
    const res = await request(site.app).get(`${HOTEL}?${new URLSearchParams(stay).toString()}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const html = text(res.text);
    expect(html).toContain('8 nights · Weekly rate applies');
    expect(html).toMatch(/class="price price--total"/);
    expect(html).toContain('total for 8 nights, taxes included');
    expect(html).toMatch(/"@type":"Hotel","name":"Longstay Suites Austin Downtown"/);
    expect(html).toContain(`/guest-data?checkIn=${stay.checkIn}&amp;checkOut=${stay.checkOut}`);
    expect(html).toContain('Accessible room.');
    // The one cancellation sentence beside every rate plan and in the policies.
    expect(html.split(POLICY).length - 1).toBeGreaterThan(2);
  });

  it('guest-data re-quotes the chosen rate; a bad selection gets a clear message', async () => {
    const query = new URLSearchParams({
      ...stay,
      hotelId: 'TX917',
      roomTypeCode: 'SQ',
      ratePlanCode: 'STANDARD',
    });
    const res = await request(site.app).get(`/guest-data?${query.toString()}`);
    expect(res.status).toBe(200);
    const html = text(res.text);
    expect(html).toContain('Studio Suite, 1 Queen Bed');
    expect(html).toContain('Best Available Rate (Weekly rate)');
    expect(html).toContain('Complete Reservation');
    expect(html).toContain(POLICY);
    const bad = await request(site.app).get('/guest-data?hotelId=%3Cx%3E');
    expect(bad.status).toBe(200);
    expect(text(bad.text)).toContain('Choose a hotel, a room and a rate first');
  });

  it('one reservation per idempotency key; look-up, wrong pair and cancel', async () => {
    const before = await available();
    const first = await book('it-booking-key-0001');
    expect(first.status).toBe(201);
    const again = await book('it-booking-key-0001');
    expect(again.status).toBe(200);
    const number = first.body.reservation.confirmationNumber as string;
    expect(number).toMatch(/^[1-9]\d{9}$/);
    expect(again.body.reservation.confirmationNumber).toBe(number);
    expect(await available()).toBe(before - 1);

    const confirmation = await request(site.app).get(
      `/confirmation?confirmation=${number}&lastname=Rivera`,
    );
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers['cache-control']).toContain('no-store');
    expect(text(confirmation.text)).toContain(number);
    expect(text(confirmation.text)).toContain('Your reservation is confirmed');
    expect(text(confirmation.text)).toContain(POLICY);

    const wrong = await request(site.app).get(
      `/reservation/?confirmation=${number}&lastname=Smith`,
    );
    expect(text(wrong.text)).toContain(
      'We could not find a reservation with that last name and confirmation number.',
    );
    expect(text(wrong.text)).not.toContain('Rivera');
    // The form keeps what the guest typed, so one field can be corrected.
    expect(text(wrong.text)).toMatch(/name="lastname"[^>]*value="Smith"/);
    expect(text(wrong.text)).toMatch(new RegExp(`name="confirmation"[^>]*value="${number}"`));

    const page = await request(site.app).get(
      `/reservation/?confirmation=${number}&lastname=rivera`,
    );
    expect(text(page.text)).toContain('Cancel Reservation');
    expect(text(page.text)).toContain(POLICY);
    expect(text(page.text)).toContain('status-badge--confirmed');

    // html-validate on every page of the funnel
    for (const path of [
      `${HOTEL}?${new URLSearchParams(stay).toString()}`,
      `/guest-data?${new URLSearchParams({ ...stay, hotelId: 'TX917', roomTypeCode: 'SQ', ratePlanCode: 'STANDARD' }).toString()}`,
      `/confirmation?confirmation=${number}&lastname=Rivera`,
      `/reservation/?confirmation=${number}&lastname=Rivera`,
      `/reservation/?confirmation=${number}&lastname=Smith`,
      '/find-reservation',
    ]) {
      const res = await request(site.app).get(path);
      const errors = await htmlErrors(res.text);
      expect(errors, `${path}\n${formatMessages(errors)}`).toEqual([]);
    }

    const cancel = await request(site.app)
      .post(`/api/v1/reservation/reservations/${number}/cancel`)
      .set('Origin', SITE)
      .send({ lastName: 'Rivera' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.reservation.status).toBe('cancelled');
    expect(await available()).toBe(before);
    // A cancelled reservation looks cancelled: badge, struck total, no cancel button.
    const cancelled = text(
      (await request(site.app).get(`/reservation/?confirmation=${number}&lastname=Rivera`)).text,
    );
    expect(cancelled).toMatch(/status-badge--cancelled"[^>]*>Cancelled</);
    expect(cancelled).toMatch(/<del><span class="price price--total">/);
    expect(cancelled).toContain('Cancelled: nothing is due for this stay.');
    expect(cancelled).not.toContain('Cancel Reservation');
    expect(cancelled).not.toContain(POLICY);
    // The booking and the cancellation each sent a mail (the development outbox).
    const outbox = (await (
      await fetch(`${site.platform.url}/v1/dev/outbox?to=ana@example.com`)
    ).json()) as {
      data: { subject: string }[];
    };
    const subjects = outbox.data.map((mail) => mail.subject);
    expect(subjects).toContain(`Your reservation ${number} is confirmed`);
    expect(subjects).toContain(`Your reservation ${number} is cancelled`);
  });

  it('after 6:00 PM hotel time on the day of arrival, the page explains why and gives the hotel phone', async () => {
    const booked = await book('it-booking-key-late', 'Late');
    expect(booked.status).toBe(201);
    const number = booked.body.reservation.confirmationNumber as string;
    const phone = booked.body.reservation.hotel.phone as string;
    // Austin is on Central time: noon UTC the day after arrival is well past 6:00 PM there.
    clock = new Date(`${day(31)}T12:00:00Z`);
    try {
      const page = text(
        (await request(site.app).get(`/reservation/?confirmation=${number}&lastname=Late`)).text,
      );
      expect(page).toContain(
        `Free cancellation ended at 6:00 PM hotel time on the day of arrival, so this reservation can no longer be cancelled online. To cancel or change it, please call the hotel at ${phone}.`,
      );
      expect(page).not.toContain('Cancel Reservation');
      const refused = await request(site.app)
        .post(`/api/v1/reservation/reservations/${number}/cancel`)
        .set('Origin', SITE)
        .send({ lastName: 'Late' });
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].code).toBe('CANCELLATION_DEADLINE_PASSED');
    } finally {
      clock = null;
    }
  });

  it("'See all N reviews' opens the review provider's page of every review through the site", async () => {
    const location = await site.platform.store.db
      .selectFrom('review_locations')
      .select(['location_id', 'num_reviews', 'web_url'])
      .where('num_reviews', '>', 10)
      .orderBy('location_id')
      .executeTakeFirstOrThrow();
    const page = await request(site.app).get(`${location.web_url}?page=2`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    expect(page.text).toContain(`Page 2 of ${Math.ceil(Number(location.num_reviews) / 10)}`);
    const css = await request(site.app).get('/api/reviews/web/reviews.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('/terms-of-use states the same cancellation sentence', async () => {
    const res = await request(site.app).get('/terms-of-use');
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain(POLICY);
    expect(text(res.text)).not.toMatch(/6 PM local time/);
  });

  it('a coming-soon hotel says so and offers no booking; an award hotel shows its badge', async () => {
    const db = site.platform.store.db;
    const soon = await db
      .selectFrom('hotels')
      .select(['hotel_uri', 'presell_date'])
      .where('coming_soon', '=', 1)
      .executeTakeFirstOrThrow();
    // Both hotels asked for the same stay: the open one offers Book buttons that lead to guest
    // data, so their absence on the coming-soon hotel is the page refusing bookings, not a page
    // that priced nothing.
    const query = new URLSearchParams(stay).toString();
    const open = text((await request(site.app).get(`${HOTEL}?${query}`)).text);
    expect(open).toContain('rate-plan__book');
    expect(open).toMatch(/href="\/guest-data\?/);
    expect(open).not.toContain('<strong>Coming Soon.</strong>');
    const res = await request(site.app).get(`${soon.hotel_uri}?${query}`);
    const html = text(res.text);
    expect(res.status).toBe(200);
    expect(html).toContain('<strong>Coming Soon.</strong>');
    expect(html).toContain('property-carousel__ribbon');
    expect(html).not.toContain('rate-plan__book');
    expect(html).not.toMatch(/href="\/guest-data\?/);

    const awarded = await db
      .selectFrom('hotels')
      .select(['hotel_uri'])
      .where('choice_award', '=', 'jdpower')
      .where('is_new', '=', 0)
      .executeTakeFirstOrThrow();
    const award = text((await request(site.app).get(awarded.hotel_uri)).text);
    expect(award).toContain('J.D. Power Guest Satisfaction');
    expect(award).toContain('economy extended-stay hotel brands');
    expect(award).toContain('property-carousel__ribbon--award');
  });

  it('a known corporate rate id adds the corporate plan, and Book carries it to guest data', async () => {
    const res = await request(site.app).get(
      `${HOTEL}?${new URLSearchParams({ ...stay, clientid: 'SUMMIT' }).toString()}`,
    );
    const html = text(res.text);
    expect(html).toContain('Corporate rate');
    expect(html).toMatch(/guest-data\?[^"]*clientid=SUMMIT/);
    const plain = text(
      (await request(site.app).get(`${HOTEL}?${new URLSearchParams(stay).toString()}`)).text,
    );
    expect(plain).not.toContain('Corporate rate');
  });
});
