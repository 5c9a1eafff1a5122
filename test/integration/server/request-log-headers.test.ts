// The completion line of a request names the headers it carries (server/ops/request-log.ts): the
// browser and the page it came from, scrubbed; never cookies, credentials or a proxy's client
// address.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildApp, capturedLogger, testConfig, withRecordingUpstream } from './support/harness.ts';

const upstream = withRecordingUpstream();

describe('the request completion line', () => {
  it('carries the chosen headers, scrubbed, and no other', async () => {
    const { log, lines } = capturedLogger();
    const { app, close } = buildApp(testConfig(upstream.url), log);
    try {
      await request(app)
        .get('/api/v1/place/suggest/log?country=us')
        .set('X-Request-Id', 'headers-1')
        .set('User-Agent', 'Mozilla/5.0 (reporter private.person@example.com)')
        .set('Referer', 'https://longstay.test/find-reservation?email=private.person@example.com')
        .set('X-Forwarded-For', '203.0.113.9')
        .set('X-Tracking', 'visitor-42')
        .set('Cookie', 'session=a|tok_abcdefgh12345678');
      const completed = lines()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg?: string; req?: { id?: string } })
        .find((entry) => entry.msg === 'request completed' && entry.req?.id === 'headers-1');
      expect(completed).toBeDefined();
      const { headers } = completed!.req as { headers: Record<string, string> };
      expect(Object.keys(headers).sort()).toEqual(['referer', 'user-agent']);
      expect(headers['user-agent']).toBe('Mozilla/5.0 (reporter [Redacted])');
      expect(headers.referer).toBe('https://longstay.test/find-reservation?email=[Redacted]');
    } finally {
      await close();
    }
  });
});
