// The page speed beacon: a well-formed beacon from the site's own pages lands in the histograms by
// route type and device class; anything else is refused with a 4xx and counted, never a 500.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACONS_PER_MINUTE } from '#server/ops/web-vitals.ts';
import { SITE_URL, buildApp, testConfig, type TestApp } from './support/harness.ts';

const NO_UPSTREAM = 'http://127.0.0.1:9';
let site: TestApp;
let address = 0;

beforeAll(() => {
  site = buildApp(testConfig(NO_UPSTREAM, { TRUST_PROXY: '1' }));
});
afterAll(async () => {
  await site.close();
});

/** Each test its own address, so that the throttle of one does not refuse another's beacons. */
const send = (body: unknown, from = `203.0.113.${++address}`) =>
  request(site.app)
    .post('/vitals')
    .set('Origin', SITE_URL)
    .set('X-Forwarded-For', from)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

const metrics = async () => (await request(site.app).get('/metrics')).text;

describe('POST /vitals', () => {
  it('records each vital by route type and device class, timings in seconds', async () => {
    const res = await send({
      route: 'hotel',
      device: 'mobile',
      vitals: { LCP: 1800, FCP: 900, TTFB: 120, CLS: 0.02, INP: 80 },
    });
    expect(res.status).toBe(204);
    const text = await metrics();
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2",route="hotel",device="mobile"} 1');
    expect(text).toContain(
      'web_vitals_lcp_seconds_bucket{le="1.5",route="hotel",device="mobile"} 0',
    );
    expect(text).toContain('web_vitals_cls_bucket{le="0.05",route="hotel",device="mobile"} 1');
    expect(text).toContain('web_vitals_inp_seconds_sum{route="hotel",device="mobile"} 0.08');
    expect(text).toContain('web_vitals_ttfb_seconds_count{route="hotel",device="mobile"} 1');
    expect(text).toMatch(/web_vitals_beacons_total\{outcome="accepted"\} [1-9]/);
  });

  it.each([
    ['not JSON', '{"route":', /not JSON/],
    [
      'an unknown route type (a URL)',
      { route: '/hotels/TX123', device: 'mobile', vitals: { LCP: 1 } },
      /route type/,
    ],
    ['an unknown device class', { route: 'home', device: 'watch', vitals: { LCP: 1 } }, /device/],
    ['an unknown vital', { route: 'home', device: 'desktop', vitals: { FID: 1 } }, /Unknown vital/],
    [
      'a value out of range',
      { route: 'home', device: 'desktop', vitals: { LCP: -5 } },
      /out of range/,
    ],
    ['a text value', { route: 'home', device: 'desktop', vitals: { CLS: '0.1' } }, /number/],
    ['no vitals', { route: 'home', device: 'desktop', vitals: {} }, /no vitals/],
    [
      'an extra field (an e-mail)',
      { route: 'home', device: 'desktop', vitals: { LCP: 1 }, email: 'a@b.c' },
      /Unknown field/,
    ],
    ['an array', [1, 2], /object/],
  ])('refuses %s with 400', async (_what, body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
    expect(res.body.errors[0].message).toMatch(message);
  });

  it('refuses a beacon over 1 KB with 413', async () => {
    const res = await send({
      route: 'home',
      device: 'desktop',
      vitals: { LCP: 1 },
      pad: 'x'.repeat(2000),
    });
    expect(res.status).toBe(413);
  });

  it('refuses a beacon from another origin with 403', async () => {
    const res = await request(site.app)
      .post('/vitals')
      .set('Origin', 'https://elsewhere.example')
      .send(JSON.stringify({ route: 'home', device: 'desktop', vitals: { LCP: 1 } }));
    expect(res.status).toBe(403);
  });

  it(`throttles one address after ${BEACONS_PER_MINUTE} beacons a minute; another still sends`, async () => {
    const beacon = { route: 'home', device: 'desktop', vitals: { FCP: 500 } };
    for (let i = 0; i < BEACONS_PER_MINUTE; i++)
      expect((await send(beacon, '198.51.100.7')).status).toBe(204);
    const refused = await send(beacon, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await send(beacon, '198.51.100.8')).status).toBe(204);
    expect(await metrics()).toMatch(/web_vitals_beacons_total\{outcome="throttled"\} [1-9]/);
  });

  it('counts an IPv6 address by its /64: a fresh address of one /64 per beacon is still one sender', async () => {
    const beacon = { route: 'home', device: 'mobile', vitals: { FCP: 700 } };
    for (let i = 0; i < BEACONS_PER_MINUTE; i++)
      expect((await send(beacon, `2001:db8:77:1:${(i + 1).toString(16)}::1`)).status).toBe(204);
    expect((await send(beacon, '2001:db8:77:1:ffff::9')).status).toBe(429);
    // Another /64 is another sender.
    expect((await send(beacon, '2001:db8:77:2::1')).status).toBe(204);
  });
});
