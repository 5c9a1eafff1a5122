import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPageView } from './analytics.ts';
import { matchRoute } from './app/route-state.ts';
import { routes } from './routes.ts';

// "Routes" and "Search result targets", plus the hotel page and our account pages.
const SPEC_PATHS = [
  '/',
  '/home',
  '/login',
  '/register',
  '/register-confirmation',
  '/edit-account',
  '/my-account',
  '/guest-data',
  '/confirmation',
  '/find-reservation',
  '/reservation/',
  '/locations',
  '/offers',
  '/who-we-are',
  '/company/contact',
  '/majoraccounts',
  '/travel-planning/corporate-travel-locations',
  '/extended-stay-hotels',
  '/forgot-password',
  '/resend-email-verification',
  '/terms-of-use',
  '/reset-password',
  '/verify-email',
];

describe('the route table', () => {
  it('holds every route once', () => {
    for (const pathname of SPEC_PATHS)
      expect(matchRoute(routes, pathname)?.route.path, pathname).toBe(pathname);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('matches the search result targets and the hotel page to the right entries', () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['/extended-stay-hotels/locations/texas/hotels', 'results-state', { state: 'texas' }],
      [
        '/extended-stay-hotels/locations/texas/austin/hotels',
        'results-city',
        { state: 'texas', city: 'austin' },
      ],
      [
        '/extended-stay-hotels/locations/points-of-interest/texas/austin/state-capitol/hotels',
        'results-point-of-interest',
        { place: 'state-capitol' },
      ],
      [
        '/extended-stay-hotels/locations/points-of-interest/texas/austin/78701/hotels',
        'results-point-of-interest',
        { place: '78701' },
      ],
      [
        '/extended-stay-hotels/locations/airports/austin-bergstrom/hotels',
        'results-airport',
        { airport: 'austin-bergstrom' },
      ],
      ['/extended-stay-hotels/near/me', 'results-near-me', {}],
      [
        '/extended-stay-hotels/tx/austin/downtown',
        'hotel',
        { state: 'tx', city: 'austin', slug: 'downtown' },
      ],
    ];
    for (const [pathname, id, params] of cases) {
      const match = matchRoute(routes, pathname);
      expect(match?.route.id, pathname).toBe(id);
      expect(match?.params).toMatchObject(params);
    }
    // Any other path goes to the CMS catch-all, which answers 404 when no document declares it.
    expect(matchRoute(routes, '/no/such/page')?.route.id).toBe('document');
  });

  it('imports each page lazily from shared/pages/<page>.tsx, which the build maps to its chunk', async () => {
    for (const route of routes) {
      const module = await route.lazy();
      expect(module).toBe(await import(`./pages/${route.page}.tsx`));
      expect(typeof module.Page).toBe('function');
      expect(route.analyticsPage).toMatch(/^\//);
    }
  });
});

describe('conversion events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fire on the views of /, offers, extended-stay-hotels and locations, and on no other page', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    const conversions = (path: string) => {
      fakeWindow.dataLayer = [];
      const found = matchRoute(routes, path);
      trackPageView(found!.route.analyticsPage, path, false);
      return fakeWindow.dataLayer.filter(
        (event) => (event as { event?: string }).event === 'conversion',
      );
    };
    expect(conversions('/')).toEqual([{ event: 'conversion', step: 'home', pagePath: '/' }]);
    expect(conversions('/home')).toEqual([
      { event: 'conversion', step: 'home', pagePath: '/home' },
    ]);
    expect(conversions('/offers')).toEqual([
      { event: 'conversion', step: 'offers', pagePath: '/offers' },
    ]);
    expect(conversions('/extended-stay-hotels')).toEqual([
      { event: 'conversion', step: 'extended-stay-hotels', pagePath: '/extended-stay-hotels' },
    ]);
    expect(conversions('/locations')).toEqual([
      { event: 'conversion', step: 'locations', pagePath: '/locations' },
    ]);
    // guest-data and confirmation push theirs from the page, with the stay's value.
    for (const path of [
      '/who-we-are',
      '/login',
      '/guest-data',
      '/confirmation',
      '/extended-stay-hotels/locations/texas/dallas/hotels',
    ]) {
      expect(conversions(path), path).toEqual([]);
    }
  });
});
