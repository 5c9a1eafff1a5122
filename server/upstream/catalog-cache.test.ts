import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogCache, isCatalogCall, type CatalogAnswer } from './catalog-cache.ts';
import type { ResolvedUpstream } from './upstream-map.ts';

const target = (path: string): ResolvedUpstream => ({
  upstream: 'api',
  url: new URL(`http://platform.test${path}`),
});
const answer = (text: string, status = 200): CatalogAnswer => ({
  status,
  contentType: 'application/json',
  text,
});
const HOTEL = target('/v2/hotel/hotels/TX917');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isCatalogCall', () => {
  it.each([
    '/site-api/documents/page-module/footer',
    '/site-api/documents?uri=%2Foffers',
    '/site/rest/documents/web-page/who-we-are',
    '/v2/hotel/hotel-by-uri?uri=%2Fextended-stay-hotels%2Ftexas%2Faustin%2Fx',
    '/v2/hotel/subdivisions/TX/hotels',
    '/v1/place/suggest/dal?country=us',
    '/reviews/location/123/reviews',
    '/site-api/rates/corporate/SUMMIT',
    '/api-v2/roomavailability/corporateAccountInfo?corporateid=SUMMIT&isProd=true',
  ])('keeps the public catalog call GET %s', (path) => {
    expect(isCatalogCall('GET', path)).toBe(true);
    expect(isCatalogCall('POST', path)).toBe(false);
  });

  it.each([
    '/v2/rate/hotel-rates?hotelIds=TX917',
    '/v2/rate/hotels/TX917/rooms?checkIn=2026-12-01',
    '/v1/reservation/reservations',
    '/v1/account/accounts/guest%40longstay.test',
    '/v1/account/sessions/current',
    '/v1/dev/outbox?to=x',
    '/site-api/rates/corporate/SUMMIT/check',
    '/newsletter/subscribe',
  ])('never keeps the guest- or stay-specific call %s', (path) => {
    expect(isCatalogCall('GET', path)).toBe(false);
  });
});

describe('createCatalogCache', () => {
  it('serves a fresh answer without calling again, and shares one call among waiting guests', async () => {
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    const call = deferred<CatalogAnswer>();
    const load = vi.fn(() => call.promise);
    const first = cache.answer(HOTEL, load);
    const second = cache.answer(HOTEL, load);
    call.resolve(answer('{"v":1}'));
    expect(await first).toEqual(answer('{"v":1}'));
    expect(await second).toEqual(answer('{"v":1}'));
    expect(await cache.answer(HOTEL, load)).toEqual(answer('{"v":1}'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once and refreshes it once in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    await cache.answer(HOTEL, () => Promise.resolve(answer('old')));
    vi.setSystemTime(Date.now() + 61_000);
    const refresh = deferred<CatalogAnswer>();
    const load = vi.fn(() => refresh.promise);
    expect((await cache.answer(HOTEL, load)).text).toBe('old');
    expect((await cache.answer(HOTEL, load)).text).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve(answer('new'));
    await refresh.promise;
    await Promise.resolve();
    expect((await cache.answer(HOTEL, load)).text).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps only 200 answers: a 4xx is passed on and forgets what was kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    const missing = vi.fn(() => Promise.resolve(answer('{"error":"gone"}', 404)));
    expect((await cache.answer(HOTEL, missing)).status).toBe(404);
    expect((await cache.answer(HOTEL, missing)).status).toBe(404);
    expect(missing).toHaveBeenCalledTimes(2);

    await cache.answer(HOTEL, () => Promise.resolve(answer('kept')));
    vi.setSystemTime(Date.now() + 61_000);
    await cache.answer(HOTEL, missing); // stale: served, and the refresh finds it gone
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.answer(HOTEL, missing)).status).toBe(404);
  });

  it('lets a stale answer stand in while the platform fails, and fails when nothing is kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    const down = () => Promise.reject(new Error('platform down'));
    await expect(cache.answer(HOTEL, down)).rejects.toThrow('platform down');

    await cache.answer(HOTEL, () => Promise.resolve(answer('kept')));
    vi.setSystemTime(Date.now() + 61_000);
    expect((await cache.answer(HOTEL, down)).text).toBe('kept');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.answer(HOTEL, () => Promise.resolve(answer('x', 503)))).text).toBe('kept');
  });

  it('stops one guest waiting when its signal aborts, while the shared call still lands', async () => {
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    const call = deferred<CatalogAnswer>();
    const gone = new AbortController();
    const waiting = cache.answer(HOTEL, () => call.promise, gone.signal);
    const other = cache.answer(HOTEL, () => call.promise);
    gone.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    call.resolve(answer('landed'));
    expect((await other).text).toBe('landed');
    const never = vi.fn(() => Promise.resolve(answer('again')));
    expect((await cache.answer(HOTEL, never)).text).toBe('landed');
    expect(never).not.toHaveBeenCalled();
  });

  it('keeps answers apart by upstream and full address', async () => {
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    await cache.answer(target('/v1/place/suggest/dal'), () => Promise.resolve(answer('dal')));
    const other = await cache.answer(target('/v1/place/suggest/dal?max=3'), () =>
      Promise.resolve(answer('dal max 3')),
    );
    expect(other.text).toBe('dal max 3');
  });
});

describe('what a kept answer carries', () => {
  it('a JSON answer loses its access tokens before it is shared', async () => {
    const cache = createCatalogCache({ freshMs: 60_000, staleMs: 3_600_000 });
    const got = await cache.answer(HOTEL, () =>
      Promise.resolve(
        answer('{"hotel":{"name":"A","accessToken":"tok_never"},"refreshToken":"r"}'),
      ),
    );
    expect(JSON.parse(got.text)).toEqual({ hotel: { name: 'A' } });
  });
});
