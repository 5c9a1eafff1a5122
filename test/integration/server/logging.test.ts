// Server: pino with a request id, one log line per upstream call, and redaction of
// authorization, cookies, passwords, tokens, card numbers and e-mails at any depth.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  SITE_URL,
  buildApp,
  capturedLogger,
  testConfig,
  withRecordingUpstream,
} from './support/harness.ts';

const upstream = withRecordingUpstream();

const SECRETS = {
  bearer: 'tok_SECRETbearer123456',
  cookieToken: 'tok_SECRETcookie987654',
  password: 'Hunter2Secret!',
  card: '4111111111111111',
  cardSpaced: '4111 1111 1111 1111',
  email: 'private.person@example.com',
};

describe('logs', () => {
  it('carry the request id and one line per upstream call, and none of the secrets', async () => {
    const { log, lines } = capturedLogger();
    const { app, close } = buildApp(testConfig(upstream.url), log);
    try {
      await request(app)
        .post(`/api/v1/reservation/reservations?email=${encodeURIComponent(SECRETS.email)}`)
        .set('Origin', SITE_URL)
        .set('X-Request-Id', 'log-test-1')
        .set('Authorization', `Bearer ${SECRETS.bearer}`)
        .set('Cookie', `session=${SECRETS.email}|${SECRETS.cookieToken}; other=1`)
        .send({
          password: SECRETS.password,
          card: { cardNumber: SECRETS.card },
          guest: { contact: { email: SECRETS.email } },
        });
      await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .send({
          email: SECRETS.email,
          password: SECRETS.password,
          note: `card ${SECRETS.cardSpaced}`,
        });
      await request(app).get(
        `/api/v1/account/accounts/${encodeURIComponent(SECRETS.email)}?loginId=${SECRETS.email}`,
      );

      // Application code logging user data at any depth is scrubbed as well.
      log.info(
        {
          deep: {
            a: { b: { password: SECRETS.password, token: SECRETS.bearer, email: SECRETS.email } },
          },
        },
        `pay ${SECRETS.card}`,
      );
      log.info(
        { nested: [{ accessToken: SECRETS.cookieToken, note: `mail ${SECRETS.email}` }] },
        'array',
      );

      const output = lines();
      if (process.env.SHOW_LOGS) process.stdout.write(output);
      for (const [name, secret] of Object.entries(SECRETS)) {
        expect(output, name).not.toContain(secret);
        expect(output, `${name} URL-encoded`).not.toContain(encodeURIComponent(secret));
      }
      expect(output).toContain('[Redacted]');

      const entries = output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const upstreamLines = entries.filter(
        (entry) => entry.msg === 'upstream call' || entry.msg === 'upstream call failed',
      );
      expect(upstreamLines.length).toBe(3);
      expect(upstreamLines[0]).toMatchObject({
        upstream: 'api',
        method: 'POST',
        path: '/v1/reservation/reservations',
        status: 200,
        reqId: 'log-test-1',
      });
      expect(typeof upstreamLines[0]!.ms).toBe('number');
      const completed = entries.find(
        (entry) =>
          entry.msg === 'request completed' && (entry.req as { id?: string })?.id === 'log-test-1',
      );
      expect(completed).toBeDefined();
    } finally {
      await close();
    }
  });

  it('never show the password or e-mail of a sign-in body that is not valid JSON', async () => {
    const { log, lines } = capturedLogger();
    const { app, close } = buildApp(testConfig(upstream.url), log);
    try {
      const response = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .type('json')
        .send(`{"email":"${SECRETS.email}","password":"${SECRETS.password}"`);
      expect(response.status).toBe(400);
      const output = lines();
      expect(output).toContain('bad request');
      expect(output).toContain('SyntaxError');
      expect(output).not.toContain(SECRETS.password);
      expect(output).not.toContain(SECRETS.email);
    } finally {
      await close();
    }
  });
});
