// The ApiClient server-side loaders use (shared/data/api-client.ts over undici): the upstream of
// each path, the bearer token, form and JSON bodies, the review key, errors as ApiError, aborts.
import { rawCall } from '#test/support/raw-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#shared/data/api-client.ts';
import { createLogger } from '#server/log.ts';
import { createUpstreamApiClient } from '#server/upstream/api-client.ts';
import { createUpstreams } from '#server/upstream/upstreams.ts';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import {
  closedPort,
  startRecordingUpstream,
  testConfig,
  type RecordingUpstream,
} from './support/harness.ts';
import { waitFor } from '#test/support/wait-for.ts';

const log = createLogger({ level: 'silent' });
let platform: RunningPlatform;
let upstream: RecordingUpstream;
beforeAll(async () => {
  [platform, upstream] = await Promise.all([
    startTestPlatform('sqlite', { seed: false }),
    startRecordingUpstream((req, res, body) => {
      if (req.url?.startsWith('/v1/slow')) return void setTimeout(() => res.end('{}'), 2000);
      const status = req.url?.startsWith('/v1/missing') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          url: req.url,
          body,
          authorization: { accessToken: 'tok_never_returned', expiresIn: 60 },
          errors: status === 404 ? [{ code: 'NOT_FOUND' }] : undefined,
        }),
      );
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([platform?.close(), upstream?.close()]);
});

describe('createUpstreamApiClient', () => {
  it('calls the upstream of the path with the bearer token, request id and body, and strips tokens', async () => {
    const config = testConfig(upstream.url);
    const upstreams = createUpstreams(config);
    try {
      const api = createUpstreamApiClient({
        config,
        log,
        token: 'tok_session_12345678',
        requestId: 'rid-1',
        upstreams,
      });
      const got = await api.get<{ url: string; authorization?: unknown }>(
        rawCall<'get'>('/reviews/location/42'),
      );
      expect(got.url).toBe('/reviews/api/v1/location/42?key=test-review-key');
      expect(got.authorization).toEqual({ expiresIn: 60 });
      // A review is public catalog, shared by every guest: it never carries a guest's token.
      expect(upstream.requests.at(-1)!.headers.authorization).toBeUndefined();
      const before = upstream.requests.length;
      expect(await api.get(rawCall<'get'>('/reviews/location/42'))).toEqual(got);
      expect(upstream.requests.length, 'kept in memory').toBe(before);

      await api.get(rawCall<'get'>('/v1/reservation/reservations'));
      const seen = upstream.requests.at(-1)!;
      expect(seen.headers.authorization).toBe('Bearer tok_session_12345678');
      expect(seen.headers['x-request-id']).toBe('rid-1');

      const posted = await api.post<{ body: string }>(
        rawCall<'post'>('/v1/emailer/forms/feedback'),
        {
          form: { firstName: 'Ann', empty: undefined, rooms: 3 },
        },
      );
      expect(posted.body).toBe('firstName=Ann&rooms=3');
      expect(upstream.requests.at(-1)?.headers['content-type']).toBe(
        'application/x-www-form-urlencoded',
      );
      await api.post(rawCall<'post'>('/v1/reservation/reservations'), {
        json: {},
        idempotencyKey: 'key-of-one-booking',
      });
      expect(upstream.requests.at(-1)?.headers['idempotency-key']).toBe('key-of-one-booking');
      const put = await api.put<{ body: string }>(rawCall<'put'>('/site-api/x'), {
        json: { a: 1 },
      });
      expect(put.body).toBe('{"a":1}');
    } finally {
      await upstreams.close();
    }
  });

  it('throws ApiError with the status and body for non-2xx answers and unknown paths', async () => {
    const config = testConfig(upstream.url);
    const api = createUpstreamApiClient({ config, log });
    const missing = await api.get(rawCall<'get'>('/v1/missing')).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(404);
    expect(JSON.stringify((missing as ApiError).body)).not.toContain('tok_never_returned');
    const unknown = await api.get(rawCall<'get'>('/nowhere')).catch((error: unknown) => error);
    expect((unknown as ApiError).status).toBe(404);
  });

  it('reports an unreachable platform as 502 and a real platform answer as is', async () => {
    const down = createUpstreamApiClient({
      config: testConfig(`http://127.0.0.1:${await closedPort()}`),
      log,
    });
    const error = await down.get(rawCall<'get'>('/v1/anything')).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).body).toMatchObject({ errors: [{ code: 'UPSTREAM_UNAVAILABLE' }] });

    const real = createUpstreamApiClient({ config: testConfig(platform.url), log });
    const refused = await real
      .get(rawCall<'get'>('/v1/account/accounts/nobody%40longstay.test'))
      .catch((caught: unknown) => caught);
    expect((refused as ApiError).status).toBe(401);
  });

  it('stops the upstream call when the signal aborts', async () => {
    const config = testConfig(upstream.url);
    const controller = new AbortController();
    const api = createUpstreamApiClient({ config, log, signal: controller.signal });
    const started = Date.now();
    const pending = api.get(rawCall<'get'>('/v1/slow')).catch((caught: unknown) => caught);
    await waitFor(
      () => upstream.requests.some((request) => request.url.startsWith('/v1/slow')),
      'the call to reach the platform',
    );
    controller.abort();
    const error = await pending;
    expect((error as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
