// Long-stay tax rules on the site's pages, against a real seeded platform:
// a 30-night stay at a Texas hotel shows "No hotel tax: stays of 30+ nights in Texas" in the
// plan's price block (not "Includes $0.00 in taxes"), in its nightly breakdown, on /guest-data and on the confirmation, with $0.00 of
// taxes; a 29-night stay is taxed and says nothing of it.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import { buildTestClient, removeDir, startRenderSite, type RenderSite } from '../render/support.ts';
import { formatMessages, htmlErrors } from '#test/e2e/support/html.ts';

const SITE = 'http://localhost:3000';
const HOTEL_ID = 'TX917';
const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const WORDS = 'No hotel tax: stays of 30+ nights in Texas';
const WORDS_RE = WORDS.replace('+', '\\+');
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stayOf = (nights: number) => ({
  checkIn: day(40),
  checkOut: day(40 + nights),
  adults: '1',
  children: '0',
});
const plan = { hotelId: HOTEL_ID, roomTypeCode: 'SQ', ratePlanCode: 'STANDARD' };
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('long-stay tax rules on the pages', () => {
  let clientDir: string;
  let site: RenderSite;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir, {}, { seed: true });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  const page = async (path: string) => {
    const res = await request(site.app).get(path);
    expect(res.status).toBe(200);
    const errors = await htmlErrors(res.text);
    expect(errors, `${path}\n${formatMessages(errors)}`).toEqual([]);
    return text(res.text);
  };

  it('hotel page: 30 nights say there is no hotel tax, beside each plan and in its breakdown', async () => {
    const month = await page(`${HOTEL}?${new URLSearchParams(stayOf(30)).toString()}`);
    // Said once beside the plan, in its price block (no "Includes $0.00 in taxes").
    expect(month).toMatch(
      new RegExp(`<p class="price-block__nightly price-block__no-tax">${WORDS_RE}</p>`),
    );
    expect(month).not.toMatch(new RegExp(`<p class="rate-plan__tax-note">${WORDS_RE}</p>`));
    expect(month).toMatch(
      new RegExp(`<td colSpan="2" class="rate-plan__tax-note">${WORDS_RE}</td>`, 'i'),
    );
    expect(month).toContain(
      '<th scope="row">Taxes</th><td><span class="price"><span class="price__dollars">$0</span><span class="price__cents">.00</span></span></td>',
    );
    expect(month).toContain('avg. per night, before taxes');
    expect(month).not.toContain('in taxes</p>');
    const short = await page(`${HOTEL}?${new URLSearchParams(stayOf(29)).toString()}`);
    expect(short).not.toContain(WORDS);
  });

  it('guest-data: $0.00 of taxes and the words for 30 nights; taxed at 29', async () => {
    const month = await page(`/guest-data?${new URLSearchParams({ ...stayOf(30), ...plan })}`);
    expect(month).toMatch(
      new RegExp(
        `<dt>Taxes</dt><dd><span class="price"><span class="price__dollars">\\$0</span><span class="price__cents">\\.00</span></span></dd><dd class="stay-summary__tax-note">${WORDS_RE}</dd>`,
      ),
    );
    const short = await page(`/guest-data?${new URLSearchParams({ ...stayOf(29), ...plan })}`);
    expect(short).not.toContain(WORDS);
  });

  it('confirmation: a booked 30-night stay keeps the words', async () => {
    const booked = await request(site.app)
      .post('/api/v1/reservation/reservations')
      .set('Origin', SITE)
      .set('Idempotency-Key', 'it-long-stay-tax-0001')
      .send({
        ...plan,
        ...stayOf(30),
        adults: 1,
        children: 0,
        givenName: 'Ana',
        surname: 'Rivera',
        email: 'ana.tax@example.com',
        phone: '512-555-0100',
        card: { number: '4111111111111111', expiry: '12/30', holder: 'Ana Rivera' },
      });
    expect(booked.status).toBe(201);
    expect(booked.body.reservation).toMatchObject({ taxes: 0, taxNotes: [WORDS] });
    const number = booked.body.reservation.confirmationNumber as string;
    const confirmation = await page(`/confirmation?confirmation=${number}&lastname=Rivera`);
    expect(confirmation).toContain(`<dd class="stay-summary__tax-note">${WORDS}</dd>`);
  });
});
