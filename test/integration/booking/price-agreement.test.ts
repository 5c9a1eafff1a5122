// Prices tell the truth: one plan for one stay shows the same total, cent for cent, on
// every surface. A signed-in guest searches Dallas for 30 nights starting 10 days ahead; the
// printed all-in total is read from the result card, the hotel page's rate plan, guest data (the
// summary and the total above "Complete Reservation"), and, after booking through the site's
// proxy, the confirmation, the reservation page, the confirmation e-mail and My Account. Every
// figure must equal the platform's headline quote for that stay. The headline is the lowest rate
// open to every guest: never the AAA/CAA or senior plan, which are cheaper but restricted.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import { buildTestClient, removeDir, startRenderSite, type RenderSite } from '../render/support.ts';
import { splitPrice } from '#shared/format/price.ts';
import { currentSearchCookieName } from '#shared/storage/current-search.ts';

const ORIGIN = 'http://localhost:3000';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const RESULTS = '/extended-stay-hotels/locations/texas/dallas/hotels';
const checkIn = addDays(new Date(), 10);
const checkOut = addDays(checkIn, 30);
const stay = {
  checkIn: format(checkIn, 'yyyy-MM-dd'),
  checkOut: format(checkOut, 'yyyy-MM-dd'),
  adults: '1',
  children: '0',
};
// The current search as the widget stores it: noon timestamps of the two days.
const noon = (date: Date) => new Date(format(date, "yyyy-MM-dd'T'12:00:00")).getTime();
const searchCookie = `${currentSearchCookieName}=${encodeURIComponent(
  JSON.stringify({
    checkInDate: noon(checkIn),
    checkOutDate: noon(checkOut),
    searchPlace: null,
    searchAddress: null,
  }),
)}`;

/** The text of a price as the page prints it: "$2,404.83". */
const printed = (html: string, pattern: string): string[] =>
  [
    ...html.matchAll(
      new RegExp(
        `${pattern}<span class="price__dollars">(\\$[\\d,]+)</span><span class="price__cents">(\\.\\d\\d)</span>`,
        'g',
      ),
    ),
  ].map((m) => `${m[1]}${m[2]}`);
const totals = (html: string) => printed(html, '<span class="price price--total">');

/** The part of a page between a marker and the next occurrence of `end`. */
function section(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  expect(from, `${start} not found`).toBeGreaterThanOrEqual(0);
  const to = html.indexOf(end, from + start.length);
  return html.slice(from, to < 0 ? undefined : to);
}

interface Headline {
  roomTypeCode: string;
  ratePlanCode: string;
  audience: string;
  total: number;
}

describe('one plan for one stay: the same total on every surface', () => {
  let clientDir: string;
  let site: RenderSite;
  let session = '';
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir, {}, { seed: true });
    const signIn = await request(site.app)
      .post('/api/session')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: 'guest@longstay.test', password: 'Longstay2026' });
    expect(signIn.status).toBe(200);
    session = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('session='))!
      .split(';')[0]!;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  const page = async (path: string, agent?: string) => {
    const req = request(site.app).get(path).set('Cookie', `${session}; ${searchCookie}`);
    const res = await (agent ? req.set('User-Agent', agent) : req);
    expect(res.status, path).toBe(200);
    return res.text.replace(/<!-- -->/g, '');
  };

  it('results, hotel page, guest data, confirmation, reservation page, e-mail and My Account agree', async () => {
    // The result card of the first priced hotel (the crawler gets the complete streamed list).
    const results = await page(RESULTS, CRAWLER);
    const list = results.slice(results.lastIndexOf('class="result-cards"'));
    const hotelId = /data-hotel-id="([A-Z0-9]+)"/.exec(list)?.[1];
    expect(hotelId).toBeTruthy();
    const card = section(list, `data-hotel-id="${hotelId}"`, 'result-card__cta');
    expect(card).toContain('total for 30 nights, taxes included');
    const [cardTotal] = totals(card);
    const hotelUri = /result-card__name"><a href="([^"?"]+)/.exec(card)?.[1];
    expect(hotelUri).toBeTruthy();

    // The platform's answer for the same stay: its headline plan is open to every guest.
    const rates = (await (
      await fetch(
        `${site.platform.url}/v2/rate/hotel-rates?${new URLSearchParams({ hotelIds: hotelId!, checkIn: stay.checkIn, checkOut: stay.checkOut }).toString()}`,
      )
    ).json()) as { nights: number; hotelRates: Record<string, { headline: Headline }> };
    expect(rates.nights).toBe(30);
    const headline = rates.hotelRates[hotelId!]!.headline;
    expect(headline.audience).toBe('everyone');
    const expected = splitPrice(headline.total).full;
    expect(cardTotal).toBe(expected);

    // The hotel page lists that plan for that room at the same total; AAA/CAA and senior plans
    // are cheaper there, labelled, and not what the card led with.
    const hotel = await page(`${hotelUri}?${new URLSearchParams(stay).toString()}`);
    const room = section(hotel, `data-room-type="${headline.roomTypeCode}"`, 'room-offer__left');
    const plan = section(room, `data-rate-plan="${headline.ratePlanCode}"`, '</li>');
    expect(totals(plan)).toEqual([expected]);
    const aaa = section(room, 'data-rate-plan="AAA"', '</li>');
    expect(aaa).toContain('AAA/CAA member rate');
    expect(Number(totals(aaa)[0]!.replace(/[$,]/g, ''))).toBeLessThan(headline.total);

    // Guest data: the stay summary and the total above "Complete Reservation".
    const selection = new URLSearchParams({
      ...stay,
      hotelId: hotelId!,
      roomTypeCode: headline.roomTypeCode,
      ratePlanCode: headline.ratePlanCode,
    });
    const guestData = await page(`/guest-data?${selection.toString()}`);
    expect(totals(section(guestData, 'class="guest-form__total"', '</p>'))).toEqual([expected]);
    expect(totals(section(guestData, 'class="stay-summary__total"', '</div>'))).toEqual([expected]);

    // Book it through the site's proxy, signed in; the expiry typed as "1129".
    const booked = await request(site.app)
      .post('/api/v1/reservation/reservations')
      .set('Origin', ORIGIN)
      .set('Cookie', session)
      .set('Idempotency-Key', 'price-agreement-0001')
      .send({
        hotelId,
        roomTypeCode: headline.roomTypeCode,
        ratePlanCode: headline.ratePlanCode,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: 1,
        children: 0,
        givenName: 'Grace',
        surname: 'Hopper',
        email: 'price.agreement@example.com',
        phone: '214-555-0100',
        arrivalTime: '16:00',
        card: { number: '4111 1111 1111 1111', expiry: '1129', holder: 'Grace Hopper' },
      });
    expect(booked.status).toBe(201);
    expect(booked.body.reservation.card.expiry).toBe('11/29');
    const number = booked.body.reservation.confirmationNumber as string;
    const lookup = `confirmation=${number}&lastname=Hopper`;

    const confirmation = await page(`/confirmation?${lookup}`);
    expect(totals(section(confirmation, 'class="stay-summary__total"', '</div>'))).toEqual([
      expected,
    ]);
    const reservation = await page(`/reservation/?${lookup}`);
    expect(totals(section(reservation, 'class="stay-summary__total"', '</div>'))).toEqual([
      expected,
    ]);

    const outbox = (await (
      await fetch(`${site.platform.url}/v1/dev/outbox?to=price.agreement%40example.com`)
    ).json()) as { data: { subject: string; text: string }[] };
    const mail = outbox.data.find((m) => m.subject.includes(number));
    expect(mail?.text).toContain(`Total, taxes included: ${expected}`);

    const account = await page('/my-account');
    const entry = section(account, number, '</li>');
    const before = account.slice(0, account.indexOf(number));
    const item = before.slice(before.lastIndexOf('<li')) + entry;
    expect(printed(item, '<span class="price">')).toEqual([expected]);
  });

  it('a party of three: the card leads with a room that sleeps three, at the hotel page total', async () => {
    const party = { ...stay, adults: '3' };
    const results = await page(`${RESULTS}?${new URLSearchParams(party).toString()}`, CRAWLER);
    const list = results.slice(results.lastIndexOf('class="result-cards"'));
    // The first hotel with a room for three (a hotel of studios only is sold out for them).
    const hotelId = [...list.matchAll(/data-hotel-id="([A-Z0-9]+)"/g)]
      .map((m) => m[1]!)
      .find((id) =>
        section(list, `data-hotel-id="${id}"`, 'result-card__cta').includes('price--total'),
      )!;
    const card = section(list, `data-hotel-id="${hotelId}"`, 'result-card__cta');
    const rates = (await (
      await fetch(
        `${site.platform.url}/v2/rate/hotel-rates?${new URLSearchParams({ hotelIds: hotelId, ...party }).toString()}`,
      )
    ).json()) as { hotelRates: Record<string, { headline: Headline }> };
    const headline = rates.hotelRates[hotelId]!.headline;
    const alone = (await (
      await fetch(
        `${site.platform.url}/v2/rate/hotel-rates?${new URLSearchParams({ hotelIds: hotelId, ...stay }).toString()}`,
      )
    ).json()) as { hotelRates: Record<string, { headline: Headline }> };
    // The cheapest room sleeps fewer than three: the party's headline is another room, dearer.
    expect(headline.total).toBeGreaterThan(alone.hotelRates[hotelId]!.headline.total);
    expect(totals(card)).toEqual([splitPrice(headline.total).full]);
    const hotelUri = /result-card__name"><a href="([^"?]+)/.exec(card)![1]!;
    const hotel = await page(`${hotelUri}?${new URLSearchParams(party).toString()}`);
    const room = section(hotel, `data-room-type="${headline.roomTypeCode}"`, 'room-offer__left');
    const plan = section(room, `data-rate-plan="${headline.ratePlanCode}"`, '</li>');
    expect(totals(plan)).toEqual([splitPrice(headline.total).full]);
  });
});
