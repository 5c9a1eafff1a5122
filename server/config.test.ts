import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abuseSettings } from '#shared/security/abuse-limits.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('derives every upstream from API_URL unless set on its own', () => {
    const config = loadConfig({
      API_URL: 'http://127.0.0.1:4000/',
      MEDIA_URL: 'https://cdn.example/media',
    });
    expect(config.apiUrl).toBe('http://127.0.0.1:4000');
    expect(config.siteApiUrl).toBe('http://127.0.0.1:4000/site-api');
    expect(config.apiV2Url).toBe('http://127.0.0.1:4000/api-v2');
    expect(config.reviewsUrl).toBe('http://127.0.0.1:4000/reviews/api/v1');
    expect(config.newsletterUrl).toBeNull();
    expect(config.mediaUrl).toBe('https://cdn.example/media');
    expect(config.embeddedPlatform).toBe(false);
  });

  it('has working defaults for a fresh checkout', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.https).toBe(false);
    expect(config.embeddedPlatform).toBe(true);
    expect(config.upstreamTimeoutMs).toBe(2500);
    expect(config.renderTimeoutMs).toBe(10_000);
    expect(config.sqliteFile).toMatch(/data\/longstay\.db$/);
    expect(config.publicConfig.captcha).toEqual({ provider: 'altcha' });
    expect(config.platformTrustedProxies).toEqual(['loopback']);
  });

  it("reads the platform's trusted proxies as a list, and refuses an entry that is no address", () => {
    expect(
      loadConfig({ PLATFORM_TRUSTED_PROXIES: 'loopback, 10.0.1.0/24, fd00::/8, 192.0.2.7' })
        .platformTrustedProxies,
    ).toEqual(['loopback', '10.0.1.0/24', 'fd00::/8', '192.0.2.7']);
    for (const entry of ['nginx', '10.0.0.0/33', '10.0.0.300', '10.0.0.0/8/1'])
      expect(() => loadConfig({ PLATFORM_TRUSTED_PROXIES: entry })).toThrow(ConfigError);
  });

  it('reads the abuse limits, their defaults unless set, and refuses a value out of bounds', () => {
    expect(loadConfig({}).abuseLimits).toMatchObject({
      bookingCaptchaAfter: 3,
      bookingsPerHour: 10,
      mailPerHour: 10,
      signInGuessesPerHour: 10,
    });
    const raised = loadConfig({ BOOKING_MAX_PER_HOUR: '5000', MAIL_MAX_PER_DAY: '100' });
    expect(raised.abuseLimits).toMatchObject({ bookingsPerHour: 5000, mailPerDay: 100 });
    for (const [name, value] of [
      ['BOOKING_MAX_PER_HOUR', '0'],
      ['MAIL_KIND_MAX_PER_HOUR', 'many'],
      ['SIGN_IN_ACCOUNT_MAX_PER_HOUR', '-1'],
    ])
      expect(() => loadConfig({ [name!]: value! })).toThrow(name);
  });

  it('accepts the loopback spellings of a local site URL outside production only', () => {
    const local = { SITE_URL: 'http://localhost:3030' };
    expect(loadConfig(local).allowedOrigins).toEqual([
      'http://127.0.0.1:3030',
      'http://[::1]:3030',
    ]);
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:4000' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://[::1]:4000',
    ]);
    expect(loadConfig({ SITE_URL: 'http://site.test' }).allowedOrigins).toEqual([]);
    const production = loadConfig({
      ...local,
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: 'k',
      REVIEW_API_KEY: 'k',
    });
    expect(production.allowedOrigins).toEqual([]);
  });

  it('serves over HTTPS when the site URL says so', () => {
    const config = loadConfig({ SITE_URL: 'https://www.longstay.example' });
    expect(config.https).toBe(true);
    expect(config.publicOrigin).toBe('https://www.longstay.example');
  });

  it('keeps secrets out of the public subset', () => {
    const config = loadConfig({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'very-secret',
      REVIEW_API_KEY: 'review-secret',
      GOOGLE_MAPS_KEY: 'maps',
    });
    const text = JSON.stringify(config.publicConfig);
    expect(config.publicConfig.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(text).not.toContain('very-secret');
    expect(text).not.toContain('review-secret');
    expect(text).not.toContain('development-altcha');
  });

  it('refuses bad settings with every problem listed', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        API_URL: 'ftp://x',
        UPSTREAM_TIMEOUT_MS: '9000',
        NODE_ENV: 'staging',
        RECAPTCHA_SITE_KEY: 'only-one',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/API_URL/);
      expect(problems).toMatch(/UPSTREAM_TIMEOUT_MS/);
      expect(problems).toMatch(/NODE_ENV/);
      expect(problems).toMatch(/RECAPTCHA/);
    }
  });

  it('asserts production settings: no development secrets, a real site URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SITE_URL is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://x.example' })).toThrow(
      /ALTCHA_HMAC_KEY/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SITE_URL: 'https://x.example',
      ALTCHA_HMAC_KEY: 'k',
    });
    expect(config.production).toBe(true);
  });
});

// The operator's page of limits names every abuse setting with the default the code has: a default
// changed without the page, or a setting added without a line there, fails here.
describe('the abuse settings in docs/operations.md', () => {
  const operations = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
  it.each(Object.values(abuseSettings).map((s) => [s.env, s.value] as const))(
    '%s is listed with its default, %i',
    (env, value) => {
      // A table row (| `NAME` | value |) or a sentence (`NAME` (value)).
      const listed = new RegExp(`\`${env}\`\\s*(\\|\\s*${value}\\s*\\||\\(${value}\\))`);
      expect(operations).toMatch(listed);
    },
  );
});
