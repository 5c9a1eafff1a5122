// The query parameters and the saved session read on load: what the
// request context middleware hands the renderer, against the real platform.
import express from 'express';
import cookieParser from 'cookie-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import type { Config } from '#server/config.ts';
import { createLogger, type Logger } from '#server/log.ts';
import { createRequestContext } from '#server/context/request-context.ts';
import { createUpstreams } from '#server/upstream/upstreams.ts';
import { capturedLogger, closedPort, testConfig } from './support/harness.ts';

let platform: RunningPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite');
  const res = await fetch(`${platform.url}/v1/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'guest@longstay.test',
      password: Buffer.from('Longstay2026').toString('base64'),
    }),
  });
  token = ((await res.json()) as { authorization: { accessToken: string } }).authorization
    .accessToken;
});
afterAll(async () => {
  await platform?.close();
});

function contextApp(config: Config, log: Logger = createLogger({ level: 'silent' })) {
  const upstreams = createUpstreams(config);
  const app = express();
  app.use(cookieParser());
  app.use((req, _res, next) => {
    req.log = log;
    next();
  });
  app.use(createRequestContext(config, upstreams));
  app.get('/{*path}', (_req, res) => void res.json(res.locals.context));
  return { app, close: () => upstreams.close() };
}

describe('the request context', () => {
  it('reads clientid (upper-cased), template, the township and current-search cookies, and crawlers', async () => {
    const { app, close } = contextApp(testConfig(platform.url));
    try {
      const search = {
        checkInDate: 1_790_000_000_000,
        checkOutDate: 1_790_604_800_000,
        searchPlace: { placeName: 'Dallas' },
        searchAddress: null,
      };
      const res = await request(app)
        .get('/?clientid=abc123&template=corporate-page')
        .set('Cookie', [
          `township=plano-tx`,
          `current-search=${encodeURIComponent(JSON.stringify(search))}`,
        ])
        .set(
          'User-Agent',
          'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        );
      expect(res.body).toEqual({
        corporateId: 'ABC123',
        corporateBannerCollapsed: false,
        template: 'corporate-page',
        township: 'plano-tx',
        currentSearch: search,
        account: null,
        sessionUnavailable: false,
        isBot: true,
      });

      const plain = await request(app)
        .get('/')
        .set('Cookie', 'current-search=%7Bbroken')
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0');
      expect(plain.body).toEqual({
        corporateId: null,
        corporateBannerCollapsed: false,
        template: null,
        township: null,
        currentSearch: null,
        account: null,
        sessionUnavailable: false,
        isBot: false,
      });
      const repeated = await request(app).get('/?clientid=a&clientid=b');
      expect(repeated.status).toBe(200);
      expect(repeated.body.corporateId).toBeNull();

      // The visit's corporate rate, chosen in another tab, comes with its session cookie; the
      // address's own id wins, and a collapsed banner stays collapsed.
      const visit = await request(app)
        .get('/')
        .set('Cookie', 'corporate-rate=SUMMIT; corporate-banner=collapsed');
      expect(visit.body).toMatchObject({ corporateId: 'SUMMIT', corporateBannerCollapsed: true });
      const named = await request(app)
        .get('/?clientid=acme')
        .set('Cookie', 'corporate-rate=SUMMIT');
      expect(named.body.corporateId).toBe('ACME');
      const forged = await request(app).get('/').set('Cookie', 'corporate-rate=%3Cscript%3E');
      expect(forged.body.corporateId).toBeNull();
    } finally {
      await close();
    }
  });

  it('re-fetches the signed-in account with the bearer token', async () => {
    const { app, close } = contextApp(testConfig(platform.url));
    try {
      const res = await request(app)
        .get('/')
        .set('Cookie', `session=${encodeURIComponent(`guest@longstay.test|${token}`)}`);
      expect(res.body.account).toEqual({ loginId: 'guest@longstay.test', givenName: 'Jordan' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain(token);
    } finally {
      await close();
    }
  });

  it('removes a saved session the platform refuses and logs the error (Saved session on load)', async () => {
    const { log, lines } = capturedLogger();
    const { app, close } = contextApp(testConfig(platform.url), log);
    try {
      const res = await request(app)
        .get('/')
        .set(
          'Cookie',
          `session=${encodeURIComponent('guest@longstay.test|tok_revoked_or_forged_123')}`,
        );
      expect(res.body.account).toBeNull();
      expect(String(res.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
      const errors = lines()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; status?: number })
        .filter((entry) => entry.level >= 50);
      expect(errors).toEqual([
        expect.objectContaining({
          msg: 'saved session refused by the platform; session removed',
          status: 401,
        }),
      ]);
      expect(lines()).not.toContain('tok_revoked_or_forged_123');
      expect(lines()).not.toContain('guest@longstay.test');
    } finally {
      await close();
    }
  });

  it('keeps the session but renders signed out when the platform cannot be reached', async () => {
    const { app, close } = contextApp(testConfig(`http://127.0.0.1:${await closedPort()}`));
    try {
      const res = await request(app)
        .get('/')
        .set('Cookie', `session=${encodeURIComponent(`guest@longstay.test|${token}`)}`);
      expect(res.status).toBe(200);
      expect(res.body.account).toBeNull();
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await close();
    }
  });
});
