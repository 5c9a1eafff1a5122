// Result pages and hotel pages render real platform data:
// hotel names stream in behind Suspense (a crawler gets them in the document), a hotel page has
// its name as title, the training property is never indexed, and an unknown hotel gets
// the site's 404 page.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useRenderSite } from './support.ts';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('hotel and result pages', () => {
  const running = useRenderSite({}, { seed: true });

  const platformJson = async (path: string) =>
    (await fetch(running.site.platform.url + path)).json() as Promise<Record<string, unknown>>;

  it('lists the hotels of a city, linked to their pages', async () => {
    const res = await request(running.site.app)
      .get('/extended-stay-hotels/locations/texas/austin/hotels')
      .set('User-Agent', CRAWLER);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Extended Stay Hotels in Austin, Texas</h1>');
    expect(res.text).toMatch(
      /<li><a href="\/extended-stay-hotels\/texas\/austin\/[a-z0-9-]+"[^>]*>Longstay [^<]+<\/a><\/li>/,
    );
  });

  it('lists the hotels of a state', async () => {
    const res = await request(running.site.app)
      .get('/extended-stay-hotels/locations/texas/hotels')
      .set('User-Agent', CRAWLER);
    expect(res.status).toBe(200);
    expect(
      (res.text.match(/<li>[^<]*Longstay[^<]*<\/li>|<li><a [^>]*>Longstay/g) ?? []).length,
    ).toBeGreaterThan(1);
  });

  it('renders a hotel page with the hotel’s name and address', async () => {
    const nearby = (await platformJson('/v2/hotel/hotels?lat=30.27&lng=-97.74&max=1')) as {
      hotels: Array<{ hotelInfo: { hotelSummary: { hotelName: string; hotelUri: string } } }>;
    };
    const { hotelName, hotelUri } = nearby.hotels[0]!.hotelInfo.hotelSummary;
    const res = await request(running.site.app)
      .get(`${hotelUri}?checkin=1`)
      .set('User-Agent', CRAWLER);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${hotelName} | Longstay</title>`);
    expect(res.text).toContain(`<h1>${hotelName}</h1>`);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${hotelUri}"/>`);
    expect(res.text).toContain('<meta name="robots" content="index, follow"/>');
    // The traveler rating streams in (compact, with the count).
    expect(res.text).toContain('TripAdvisor Traveler Rating');
    expect(res.text).toMatch(/\(<!-- -->\d+<!-- --> Reviews\)|\(\d+ Reviews\)/);
  });

  it('never indexes the training property TR727', async () => {
    const hotel = (await platformJson('/v2/hotel/hotels/TR727')) as {
      hotelSummary: { hotelUri: string };
    };
    const res = await request(running.site.app).get(hotel.hotelSummary.hotelUri);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex,nofollow"/>');
  });

  it('answers a hotel address that names no hotel with 404 and the site’s page', async () => {
    const res = await request(running.site.app).get(
      '/extended-stay-hotels/texas/austin/no-such-hotel',
    );
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Page Not Found | Longstay</title>');
    expect(res.text).toContain('We could not find the page you were looking for.');
  });
});
