// With the platform stopped, /api answers 502 (504 when it hangs) within 3 s
// carrying the request id, the site stays up, and it recovers when the platform returns.
import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startPlatform } from '#platform/start.ts';
import { testLog, testPlatformConfig } from '#test/support/platform.ts';
import { buildApp, closedPort, startRecordingUpstream, testConfig } from './support/harness.ts';
import { waitFor } from '#test/support/wait-for.ts';

describe('when the platform fails', () => {
  it('answers 502 with the request id at once when nothing listens, and keeps serving', async () => {
    const port = await closedPort();
    const { app, close } = buildApp(testConfig(`http://127.0.0.1:${port}`));
    try {
      const started = Date.now();
      const res = await request(app)
        .get('/api/v1/place/suggest/dallas')
        .set('X-Request-Id', 'down-1');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        status: 'ERROR',
        statusCode: 502,
        errors: [{ code: 'UPSTREAM_UNAVAILABLE', message: expect.any(String) }],
        requestId: 'down-1',
      });
      expect((await request(app).get('/healthz')).status).toBe(200);
      expect((await request(app).get('/readyz')).status).toBe(503);
    } finally {
      await close();
    }
  });

  it('answers 504 within 3 s when the platform accepts but never answers', async () => {
    const hanging = await startRecordingUpstream(() => undefined);
    const { app, close } = buildApp(testConfig(hanging.url));
    try {
      const started = Date.now();
      const res = await request(app).get('/api/v2/hotel/hotels?lat=1&lng=2');
      const elapsed = Date.now() - started;
      expect(res.status).toBe(504);
      expect(res.body.errors[0].code).toBe('UPSTREAM_TIMEOUT');
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
      expect(elapsed).toBeGreaterThanOrEqual(2000);
      expect(elapsed).toBeLessThan(3000);
    } finally {
      await close();
      await hanging.close();
    }
  });

  it('recovers when a platform comes back on the same port', async () => {
    const options = { file: ':memory:', config: testPlatformConfig, log: testLog, seed: false };
    let platform = await startPlatform(options);
    const port = Number(new URL(platform.url).port);
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      // 401: the platform itself answered (no session).
      expect(
        (await request(app).get('/api/v1/account/accounts/someone%40longstay.test')).status,
      ).toBe(401);
      expect((await request(app).get('/readyz')).status).toBe(200);

      await platform.close();
      const down = await request(app).get('/api/v1/account/accounts/someone%40longstay.test');
      expect(down.status).toBe(502);
      expect((await request(app).get('/readyz')).status).toBe(503);

      platform = await startPlatform({ ...options, port });
      expect(
        (await request(app).get('/api/v1/account/accounts/someone%40longstay.test')).status,
      ).toBe(401);
      expect((await request(app).get('/readyz')).body).toEqual({ status: 'ok', platform: 'up' });
    } finally {
      await close();
      await platform.close();
    }
  });

  it('cancels the upstream call when the browser leaves', async () => {
    let upstreamRequest: IncomingMessage | undefined;
    let resolveCancelled: () => void = () => undefined;
    const cancelled = new Promise<void>((resolve) => (resolveCancelled = resolve));
    const slow = await startRecordingUpstream((req) => {
      upstreamRequest = req;
      req.socket.once('close', () => resolveCancelled());
    });
    const { app, close } = buildApp(testConfig(slow.url));
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as { port: number };
      const controller = new AbortController();
      const browser = fetch(`http://127.0.0.1:${port}/api/v1/slow`, {
        signal: controller.signal,
      }).catch(() => 'aborted');
      await waitFor(() => Boolean(upstreamRequest), 'the call to reach the platform');
      const started = Date.now();
      controller.abort();
      expect(await browser).toBe('aborted');
      await cancelled;
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      server.closeAllConnections();
      server.close();
      await close();
      await slow.close();
    }
  });
});
