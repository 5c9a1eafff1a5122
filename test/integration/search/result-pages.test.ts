// Search result pages as a crawler and a browser without JavaScript get them: every
// target pattern answers with its hotels and their prices in the HTML;
// unknown places are 404s; /locations lists the hotel cities by state.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import { useRenderSite } from '../render/support.ts';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// The all-in total for the stay, and a per-night figure that says what it is.
const PRICE = /\$\d+\.\d\d avg\. per night, before taxes/;
const TOTAL = /\$[\d,]+\.\d\d total for \d+ nights, taxes included/;
/** The text a reader gets: tags and React's text separators dropped. */
const plain = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('search result pages (server-rendered)', () => {
  const running = useRenderSite({}, { seed: true });

  const get = (path: string, agent = BROWSER) =>
    request(running.site.app).get(path).set('User-Agent', agent);

  it('a city page fetched without JavaScript holds the hotel names, nightly prices and all-in totals', async () => {
    const res = await get('/extended-stay-hotels/locations/texas/dallas/hotels');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Extended Stay Hotels in Dallas, Texas</h1>');
    expect(res.text).toContain('Longstay Suites Dallas Downtown');
    expect(plain(res.text)).toMatch(PRICE);
    expect(plain(res.text)).toMatch(TOTAL);
    // The total split into dollars and cents, with the length-of-stay label (7 nights: weekly).
    expect(res.text).toMatch(
      /price price--total"><span class="price__dollars">\$[\d,]+<\/span><span class="price__cents">\.\d\d</,
    );
    expect(res.text).toContain('Weekly rate');
  });

  it('a crawler gets the complete document: names in the page, the streamed prices with it', async () => {
    const res = await get('/extended-stay-hotels/locations/texas/dallas/hotels', CRAWLER);
    expect(res.status).toBe(200);
    const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
    expect(main).toContain('Longstay Suites Dallas Love Field');
    expect(plain(res.text)).toMatch(PRICE);
    expect(plain(res.text)).toMatch(TOTAL);
  });

  it.each([
    ['a state', '/extended-stay-hotels/locations/texas/hotels', 'Extended Stay Hotels in Texas'],
    [
      'a city, DC lower-cased',
      '/extended-stay-hotels/locations/district-of-columbia/washington/hotels',
      'Extended Stay Hotels in Washington, District of Columbia',
    ],
    [
      'a township point of interest',
      '/extended-stay-hotels/locations/pennsylvania/bensalem-township/hotels',
      'Extended Stay Hotels near Bensalem Township, Bensalem, Pennsylvania',
    ],
    [
      'a point of interest with a city',
      '/extended-stay-hotels/locations/points-of-interest/texas/dallas/dallas-arboretum/hotels',
      'Extended Stay Hotels near Dallas Arboretum, Dallas, Texas',
    ],
    [
      'a postal code',
      '/extended-stay-hotels/locations/points-of-interest/texas/dallas/75201/hotels',
      'Extended Stay Hotels near 75201, Dallas, Texas',
    ],
    [
      'an airport',
      '/extended-stay-hotels/locations/airports/dallas-love-field/hotels',
      'Extended Stay Hotels near Dallas Love Field (DAL)',
    ],
    [
      'coordinates',
      '/extended-stay-hotels/near/me?latitude=32.78&longitude=-96.8',
      'Extended Stay Hotels Near You',
    ],
  ])('%s lists its hotels with prices', async (_name, path, heading) => {
    const res = await get(path, CRAWLER);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${heading}</h1>`);
    expect(res.text).toMatch(/class="result-card/);
    expect(plain(res.text)).toMatch(PRICE);
  });

  it('a large state is paged, and the page is chosen by the query (no JavaScript needed)', async () => {
    const first = await get('/extended-stay-hotels/locations/texas/hotels', CRAWLER);
    expect(first.text).toContain('>Result pages</h2>');
    const second = await get('/extended-stay-hotels/locations/texas/hotels?page=2', CRAWLER);
    expect(second.text).toMatch(
      /aria-current="page"[^>]*><span class="visually-hidden">Page <\/span>2</,
    );
    // A crawler gets the list once, each card's rate and details in place.
    const names = (html: string) => [
      ...new Set([...html.matchAll(/result-card__name"><a [^>]*>([^<]+)</g)].map((m) => m[1])),
    ];
    expect(names(first.text)).toHaveLength(12);
    expect(names(second.text).some((name) => names(first.text).includes(name))).toBe(false);
  });

  it('sorts by price and filters by price from the query', async () => {
    const res = await get(
      '/extended-stay-hotels/locations/texas/dallas/hotels?sort=price&maxPrice=60',
      CRAWLER,
    );
    // A list sorted by price waits for the rates and is sent once.
    const last = res.text.slice(res.text.lastIndexOf('class="result-cards"'));
    const prices = [...plain(last).matchAll(/\$(\d+\.\d\d) avg\. per night/g)].map((m) =>
      Number(m[1]),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price <= 60)).toBe(true);
  });

  it('answers 404 for a place that does not exist', async () => {
    expect((await get('/extended-stay-hotels/locations/atlantis/hotels')).status).toBe(404);
    expect((await get('/extended-stay-hotels/locations/texas/zzzzqx/hotels')).status).toBe(404);
    expect(
      (await get('/extended-stay-hotels/locations/airports/no-such-airport-zz/hotels')).status,
    ).toBe(404);
  });

  it('near/me without coordinates asks for the location, not an error nor "nothing near you"', async () => {
    const res = await get('/extended-stay-hotels/near/me?latitude=abc');
    expect(res.status).toBe(200);
    expect(res.text).toContain('We need your location');
    expect(res.text).toContain('Use my current location');
    expect(res.text).not.toContain('within 50 miles of your location');
  });

  it('/locations lists the hotel cities by state, linked to their result pages', async () => {
    const res = await get('/locations', CRAWLER);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2 id="state-TX-title">Texas</h2>');
    expect(res.text).toContain('href="/extended-stay-hotels/locations/texas/dallas/hotels"');
    expect(res.text).toContain('href="/extended-stay-hotels/locations/wyoming/');
    // DC is named apart, not counted as a 51st state.
    expect(res.text).toMatch(/\d+ extended stay hotels in 50 states and DC\./);
    const corporate = await get('/travel-planning/corporate-travel-locations', CRAWLER);
    expect(corporate.status).toBe(200);
    expect(corporate.text).toContain('href="/extended-stay-hotels/locations/texas/dallas/hotels"');
  });

  it('/extended-stay-hotels lists every state it promises, with its hotels, linked to its result page', async () => {
    const res = await get('/extended-stay-hotels', CRAWLER);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Pick a state to see every hotel');
    const html = res.text.replace(/<!-- -->/g, '');
    const states = [
      ...html.matchAll(
        /<li><a href="\/extended-stay-hotels\/locations\/([a-z-]+)\/hotels"[^>]*>([^<]+)<\/a> <span class="locations-state__count">\((\d+) hotels?\)/g,
      ),
    ];
    expect(states).toHaveLength(51);
    expect(states.map((m) => m[2])).toContain('District of Columbia');
    expect(states.find((m) => m[2] === 'New York')?.[1]).toBe('new-york');
    const total = states.reduce((sum, m) => sum + Number(m[3]), 0);
    expect(html).toContain(`${total} extended stay hotels in 50 states and DC.`);
    // Each link leads to a page of that state's hotels.
    const texas = await get('/extended-stay-hotels/locations/texas/hotels', CRAWLER);
    expect(texas.status).toBe(200);
  });

  describe('the stay travels in the URL', () => {
    const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
    const us = (iso: string) => iso.replace(/^(\d{4})-(\d\d)-(\d\d)$/, '$2/$3/$1');
    const DALLAS = '/extended-stay-hotels/locations/texas/dallas/hotels';
    const stay = { checkIn: day(12), checkOut: day(42), adults: '2', children: '0', rooms: '1' };
    const query = new URLSearchParams(stay).toString();
    const html = (text: string) => text.replace(/<!-- -->/g, '').replace(/&amp;/g, '&');

    it('a result page is priced for the stay in its URL, and every way to a hotel carries it', async () => {
      const res = await get(`${DALLAS}?${query}&clientid=summit`, CRAWLER);
      expect(res.status).toBe(200);
      const page = html(res.text);
      expect(page).toContain(`30 nights from ${us(stay.checkIn)}`);
      expect(page).toContain('Monthly rate');
      // Name link, View Rooms and the crawlers' index: the stay and the corporate id, uppercased.
      const hotel = '/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown';
      const links = page.split(`href="${hotel}?${query}&clientid=SUMMIT"`).length - 1;
      expect(links).toBeGreaterThanOrEqual(3);
      // The canonical link still names the page without its query.
      expect(page).toContain(`<link rel="canonical" href="http://localhost:3000${DALLAS}"/>`);
      // Footer destinations carry the stay too.
      expect(page).toMatch(
        /href="\/extended-stay-hotels\/locations\/[a-z-]+\/[a-z-]+\/hotels\?checkIn=/,
      );
    });

    it('without a stay in the URL: the current-search cookie, else today + 7', async () => {
      const cookie = encodeURIComponent(
        JSON.stringify({
          checkInDate: new Date(`${stay.checkIn}T00:00:00`).getTime(),
          checkOutDate: new Date(`${stay.checkOut}T00:00:00`).getTime(),
          searchPlace: null,
          searchAddress: null,
        }),
      );
      const saved = await get(DALLAS, CRAWLER).set('Cookie', `current-search=${cookie}`);
      expect(html(saved.text)).toContain(`30 nights from ${us(stay.checkIn)}`);
      const fresh = await get(DALLAS, CRAWLER);
      expect(html(fresh.text)).toContain(`7 nights from ${us(day(0))}`);
      // Nothing searched: today + 7 is not written into links (a crawler's links do not change daily).
      expect(fresh.text).toContain(
        'href="/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown"',
      );
      expect(fresh.text).not.toContain('?checkIn=');
    });

    it.each([
      ['dates in the past', `checkIn=${day(-3)}&checkOut=${day(4)}`],
      ['check-out before check-in', `checkIn=${day(9)}&checkOut=${day(2)}`],
      ['more than 365 nights', `checkIn=${day(1)}&checkOut=${day(380)}`],
      ['no such day', 'checkIn=2027-02-30&checkOut=2027-03-09'],
      ['garbage', 'checkIn=%E0%A4%A&checkOut[]=x&adults=-4&children=lots&clientid=%3Cscript%3E'],
    ])(
      'a URL with %s falls back cleanly to today + 7 (result page and hotel page)',
      async (_name, bad) => {
        const results = await get(`${DALLAS}?${bad}`, CRAWLER);
        expect(results.status).toBe(200);
        expect(html(results.text)).toContain(`7 nights from ${us(day(0))}`);
        const hotel = await get(
          `/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown?${bad}`,
          CRAWLER,
        );
        expect(hotel.status).toBe(200);
        expect(html(hotel.text)).toContain('7 nights');
        expect(hotel.text).not.toContain('&lt;script');
      },
    );
  });
});
