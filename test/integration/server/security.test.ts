// Every response carries the CSP of ASVS L2 with a fresh nonce; security
// headers; HSTS only behind HTTPS; state-changing requests only from the site's own origin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { loadConfig } from '#server/config.ts';
import { SITE_URL, buildApp, testConfig } from './support/harness.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite', { seed: false });
});
afterAll(async () => {
  await platform?.close();
});

function nonceOf(csp: string | undefined): string {
  const match = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '');
  expect(match, `no script nonce in ${csp}`).not.toBeNull();
  return match![1]!;
}

describe('content security policy', () => {
  it('gives every response, pages included, a policy with a fresh nonce', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const first = await request(app).get('/').set('Accept', 'text/html');
      const second = await request(app).get('/').set('Accept', 'text/html');
      const api = await request(app).get('/healthz');
      const [a, b, c] = [first, second, api].map((res) =>
        nonceOf(res.headers['content-security-policy']),
      );
      expect(new Set([a, b, c]).size).toBe(3);
      // Every script of the page carries this response's nonce (no script runs without it).
      for (const res of [first, second]) {
        expect(res.headers['content-type']).toMatch(/text\/html/);
        const nonce = nonceOf(res.headers['content-security-policy']);
        const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      }
    } finally {
      await close();
    }
  });

  it("gives a hashed build file and an API answer a subresource's headers, not a page's", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'longstay-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'chunk-ABC123.js'), 'console.log(1)');
    const { app, close } = buildApp(testConfig(platform.url, { CLIENT_DIR: clientDir }));
    try {
      const asset = await request(app).get('/assets/chunk-ABC123.js');
      expect(asset.status).toBe(200);
      // The API's answers are JSON, never documents: no nonce to make for them.
      const apiAnswer = await request(app).get('/api/v1/no-such-call');
      expect(apiAnswer.status).toBe(404);
      expect(apiAnswer.headers['content-type']).toMatch(/json/);
      for (const subresource of [asset, apiAnswer]) {
        expect(subresource.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(subresource.headers['x-content-type-options']).toBe('nosniff');
        expect(subresource.headers['cross-origin-resource-policy']).toBe('same-origin');
        for (const pageOnly of [
          'permissions-policy',
          'cross-origin-opener-policy',
          'x-frame-options',
        ])
          expect(subresource.headers[pageOnly], pageOnly).toBeUndefined();
      }
      // A page keeps them all.
      const page = await request(app).get('/healthz');
      nonceOf(page.headers['content-security-policy']);
      expect(page.headers['permissions-policy']).toContain('camera=()');
      expect(page.headers['x-frame-options']).toBe('DENY');
    } finally {
      await close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('meets ASVS L2: no inline script, no plugins, no base, no framing, forms post here', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const res = await request(app).get('/healthz');
      const csp = res.headers['content-security-policy'] as string;
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name!, values] as const;
        }),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toContain("'strict-dynamic'");
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual(["'self'"]);
      expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
      expect(directives.get('style-src')?.[0]).toBe("'self'");
      expect(directives.get('style-src')?.[1]).toMatch(/^'nonce-/);
      expect(csp).not.toContain('google');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      // Features the site never uses are off; geolocation only for the site itself
      const permissions = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()'])
        expect(permissions).toContain(feature);
      expect(permissions).toContain('geolocation=(self)');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('sends HSTS and upgrades requests only when the site is served over HTTPS', async () => {
    const { app, close } = buildApp(
      testConfig(platform.url, { SITE_URL: 'https://www.longstay.example' }),
    );
    try {
      const res = await request(app).get('/healthz');
      expect(res.headers['strict-transport-security']).toMatch(
        /max-age=31536000; includeSubDomains/,
      );
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await close();
    }
  });

  it('allows the Google Maps and reCAPTCHA hosts only when they are configured', async () => {
    const { app, close } = buildApp(
      testConfig(platform.url, {
        GOOGLE_MAPS_KEY: 'maps-key',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET: 'secret',
      }),
    );
    try {
      const csp = (await request(app).get('/healthz')).headers['content-security-policy'] as string;
      expect(csp).toContain('https://*.googleapis.com');
      expect(csp).toContain('https://www.google.com/recaptcha/');
      expect(csp).not.toContain("'unsafe-inline'");
    } finally {
      await close();
    }
  });
});

describe('origin check', () => {
  it('refuses a cross-origin POST with 403 and lets the same origin through', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const cross = await request(app)
        .post('/api/v1/account/sign-in')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send('email=a');
      expect(cross.status).toBe(403);
      expect(cross.body.errors[0].code).toBe('FORBIDDEN_ORIGIN');
      expect(cross.body.requestId).toBe(cross.headers['x-request-id']);

      const none = await request(app).delete('/api/session');
      expect(none.status).toBe(403);
      const crossSite = await request(app)
        .put('/api/v1/account/accounts/x')
        .set('Sec-Fetch-Site', 'cross-site');
      expect(crossSite.status).toBe(403);
      const badReferer = await request(app)
        .post('/api/session')
        .set('Referer', 'https://evil.example/page');
      expect(badReferer.status).toBe(403);

      const same = await request(app).post('/api/session').set('Origin', SITE_URL).send({});
      expect(same.status).toBe(400); // reached the handler: the fields are missing
      const fetchSite = await request(app)
        .post('/api/session')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({});
      expect(fetchSite.status).toBe(400);
      const referer = await request(app)
        .post('/api/session')
        .set('Referer', `${SITE_URL}/login`)
        .send({});
      expect(referer.status).toBe(400);
      // Reading is never blocked.
      expect(
        (await request(app).get('/healthz').set('Origin', 'https://evil.example')).status,
      ).toBe(200);
    } finally {
      await close();
    }
  });

  it('in development takes localhost, 127.0.0.1 and [::1] as one site (not other ports or hosts)', async () => {
    const env = { API_URL: platform.url, SITE_URL: 'http://localhost:3030', LOG_LEVEL: 'silent' };
    const development = buildApp(loadConfig({ ...env, NODE_ENV: 'development' }));
    try {
      for (const origin of [
        'http://localhost:3030',
        'http://127.0.0.1:3030',
        'http://[::1]:3030',
      ]) {
        const signIn = await request(development.app)
          .post('/api/session')
          .set('Origin', origin)
          .send({});
        expect(signIn.status, origin).toBe(400); // reached the handler: the fields are missing
      }
      for (const origin of ['http://127.0.0.1:3031', 'http://127.0.0.2:3030']) {
        const other = await request(development.app).post('/api/session').set('Origin', origin);
        expect(other.status, origin).toBe(403);
      }
    } finally {
      await development.close();
    }
  });
});
