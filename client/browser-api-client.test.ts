import { describe, expect, it } from 'vitest';
import { rawCall } from '#test/support/raw-call.ts';
import { ApiError } from '#shared/data/api-client.ts';
import { RequestCache } from '#shared/data/request-cache.ts';
import { backOffMs, createBrowserApiClient, type RetryPolicy } from './browser-api-client.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** Records each back-off instead of waiting for it. */
function policy(waits: number[]): RetryPolicy {
  return {
    retries: 3,
    baseDelayMs: 1_000,
    random: () => 0.5,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

interface Sent {
  url: string;
  method: string;
  key: string | undefined;
}

function scripted(answers: Array<() => Promise<Response>>, sent: Sent[]): typeof fetch {
  return ((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ url, method: init.method ?? 'GET', key: headers['Idempotency-Key'] });
    const next = answers[sent.length - 1];
    if (!next) throw new Error(`unexpected request ${sent.length}`);
    return next();
  }) as typeof fetch;
}

describe('browser API client', () => {
  it('retries a request with an idempotency key after a back-off, with the same key', async () => {
    const sent: Sent[] = [];
    const waits: number[] = [];
    const api = createBrowserApiClient(
      new RequestCache(),
      scripted(
        [
          () => Promise.reject(new TypeError('network down')),
          () => Promise.resolve(json(504, { errors: [{ code: 'UPSTREAM_TIMEOUT' }] })),
          () => Promise.resolve(json(201, { reservation: { confirmationNumber: '1' } })),
        ],
        sent,
      ),
      policy(waits),
    );
    const answer = await api.post(rawCall<'post'>('/v1/reservation/reservations'), {
      json: {},
      idempotencyKey: 'key-1',
    });
    expect(answer).toEqual({ reservation: { confirmationNumber: '1' } });
    expect(sent.map((entry) => entry.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(sent[0]?.url).toBe('/api/v1/reservation/reservations');
    // Exponential: 1 s then 2 s ceilings, each jittered to between half and all of it.
    expect(waits).toEqual([750, 1_500]);
  });

  it('gives up after its retries with the last answer as an ApiError', async () => {
    const sent: Sent[] = [];
    const waits: number[] = [];
    const api = createBrowserApiClient(
      new RequestCache(),
      scripted(
        Array(4).fill(() => Promise.resolve(json(502, {}))),
        sent,
      ),
      policy(waits),
    );
    const failure = await api
      .post(rawCall<'post'>('/v1/reservation/reservations'), { idempotencyKey: 'key-2' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isUnavailable).toBe(true);
    expect(sent).toHaveLength(4);
    expect(waits).toHaveLength(3);
  });

  it('never retries a write without an idempotency key, nor a 4xx', async () => {
    const sent: Sent[] = [];
    const api = createBrowserApiClient(
      new RequestCache(),
      scripted(
        [
          () => Promise.resolve(json(503, {})),
          () => Promise.resolve(json(409, { errors: [{ code: 'SOLD_OUT', message: 'Gone' }] })),
        ],
        sent,
      ),
      policy([]),
    );
    const unavailable = await api
      .post(rawCall<'post'>('/v1/emailer/forms/feedback'), {})
      .catch((e: unknown) => e);
    expect((unavailable as ApiError).status).toBe(503);
    const soldOut = await api
      .post(rawCall<'post'>('/v1/reservation/reservations'), { idempotencyKey: 'key-3' })
      .catch((e: unknown) => e);
    expect(soldOut).toBeInstanceOf(ApiError);
    expect((soldOut as ApiError).isSoldOut).toBe(true);
    expect((soldOut as ApiError).firstMessage).toBe('Gone');
    expect(sent).toHaveLength(2);
  });

  it('reads the error shape once: field errors, request id, network failures', async () => {
    const sent: Sent[] = [];
    const api = createBrowserApiClient(
      new RequestCache(),
      scripted(
        [
          () =>
            Promise.resolve(
              json(
                400,
                {
                  errors: [
                    { code: 'INVALID_VALUE', parameterName: 'email', message: 'Bad e-mail' },
                    { code: 'REQUIRED', parameterName: 'email', message: 'Second' },
                  ],
                },
                { 'x-request-id': 'req-7' },
              ),
            ),
          () => Promise.reject(new TypeError('offline')),
        ],
        sent,
      ),
      policy([]),
    );
    const invalid = (await api
      .put(rawCall<'put'>('/v1/account/accounts/x'), {})
      .catch((e: unknown) => e)) as ApiError;
    expect(invalid.isValidation).toBe(true);
    expect(invalid.fieldErrors).toEqual({ email: 'Bad e-mail' });
    expect(invalid.requestId).toBe('req-7');
    const offline = (await api
      .delete(rawCall<'delete'>('/session'))
      .catch((e: unknown) => e)) as ApiError;
    expect(offline).toMatchObject({ status: 0, network: true });
    expect(offline.isUnavailable).toBe(true);
  });

  it('jitters each back-off between half and all of its exponential ceiling', () => {
    expect(backOffMs({ baseDelayMs: 1_000, random: () => 0 }, 0)).toBe(500);
    expect(backOffMs({ baseDelayMs: 1_000, random: () => 1 }, 0)).toBe(1_000);
    expect(backOffMs({ baseDelayMs: 1_000, random: () => 0 }, 2)).toBe(2_000);
    expect(backOffMs({ baseDelayMs: 1_000, random: () => 1 }, 2)).toBe(4_000);
  });
});
