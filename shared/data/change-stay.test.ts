// The site's calls for changing a stay: one Idempotency-Key on every retry of a change, retries
// only on network failures and 5xx, and the platform's own words for every refusal.
import { describe, expect, it } from 'vitest';
import { CHANGE_FAILED, confirmChange, quoteChange } from './change-stay.ts';

const request = { checkIn: '2026-04-01', checkOut: '2026-05-06', roomTypeCode: 'SQ' };

function fakeFetch(answers: Array<Response | Error>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('confirmChange', () => {
  it('retries a network failure and a 503 with the same key, then returns the reservation', async () => {
    const reservation = { confirmationNumber: '4821937750', total: 2111.76 };
    const { impl, calls } = fakeFetch([
      new TypeError('network'),
      json(503, {}),
      json(200, { changed: true, reservation }),
    ]);
    const outcome = await confirmChange('4821937750', "O'Brien", request, 'key-123456', impl);
    expect(outcome).toEqual({ ok: true, value: reservation });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.url).toBe('/api/v1/reservation/reservations/4821937750/change');
      expect((call.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-123456');
      expect(JSON.parse(call.init.body as string)).toEqual({ lastName: "O'Brien", ...request });
    }
  });

  it('a 409 is the platform’s sentence, never retried', async () => {
    const message = 'Sorry, no Studio Suite is left for the night of 05/01/2026.';
    const { impl, calls } = fakeFetch([json(409, { errors: [{ code: 'SOLD_OUT', message }] })]);
    expect(await confirmChange('4821937750', 'Lee', request, 'key-123456', impl)).toEqual({
      ok: false,
      message,
      field: undefined,
    });
    expect(calls).toHaveLength(1);
  });

  it('gives up after the retries with a message, not a thrown error', async () => {
    const { impl } = fakeFetch([json(502, {}), json(502, {}), json(502, {})]);
    expect(await confirmChange('4821937750', 'Lee', request, 'key-123456', impl)).toEqual({
      ok: false,
      message: CHANGE_FAILED,
    });
  });
});

describe('quoteChange', () => {
  it('a 400 names its field', async () => {
    const { impl } = fakeFetch([
      json(400, {
        errors: [
          { code: 'INVALID_VALUE', parameterName: 'checkOut', message: 'Check-out must be after check-in.' },
        ],
      }),
    ]);
    expect(await quoteChange('4821937750', 'Lee', request, impl)).toEqual({
      ok: false,
      message: 'Check-out must be after check-in.',
      field: 'checkOut',
    });
  });

  it('returns the quote, sending no idempotency key', async () => {
    const change = { current: {}, proposed: {}, difference: 12.5 };
    const { impl, calls } = fakeFetch([json(200, { change })]);
    expect(await quoteChange('4821937750', 'Lee', request, impl)).toEqual({ ok: true, value: change });
    expect(calls[0]!.url).toBe('/api/v1/reservation/reservations/4821937750/change-quote');
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });
});
