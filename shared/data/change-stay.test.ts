// The site's calls for changing a stay: the change carries its Idempotency-Key (the API client
// retries with it), a quote carries none, and every refusal is the platform's own words with the
// field it names; anything else is one calm message, never a thrown error.
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient, type ApiRequestOptions } from './api-client.ts';
import { CHANGE_FAILED, confirmChange, quoteChange } from './change-stay.ts';

const request = { checkIn: '2026-04-01', checkOut: '2026-05-06', roomTypeCode: 'SQ' };

function fakeApi(answer: unknown | Error) {
  const calls: { path: string; options: ApiRequestOptions | undefined }[] = [];
  const post = async (path: string, options?: ApiRequestOptions) => {
    calls.push({ path, options });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const unused = async () => {
    throw new Error('not used');
  };
  const api = { post, get: unused, put: unused, delete: unused } as unknown as ApiClient;
  return { api, calls };
}

describe('confirmChange', () => {
  it('posts the change with its idempotency key and returns the reservation', async () => {
    const reservation = { confirmationNumber: '4821937750', total: 2111.76 };
    const { api, calls } = fakeApi({ changed: true, reservation });
    const outcome = await confirmChange(api, '4821937750', "O'Brien", request, 'key-123456');
    expect(outcome).toEqual({ ok: true, value: reservation });
    expect(calls).toEqual([
      {
        path: '/v1/reservation/reservations/4821937750/change',
        options: { json: { lastName: "O'Brien", ...request }, idempotencyKey: 'key-123456' },
      },
    ]);
  });

  it('a 409 is the platform’s sentence', async () => {
    const message = 'Sorry, no Studio Suite is left for the night of 05/01/2026.';
    const { api } = fakeApi(new ApiError(409, { errors: [{ code: 'SOLD_OUT', message }] }));
    expect(await confirmChange(api, '4821937750', 'Lee', request, 'key-123456')).toEqual({
      ok: false,
      message,
      field: undefined,
    });
  });

  it('an unavailable platform or an answer without the reservation is one message', async () => {
    for (const answer of [new ApiError(503, null), new ApiError(0, null), { changed: true }]) {
      const { api } = fakeApi(answer);
      expect(await confirmChange(api, '4821937750', 'Lee', request, 'key-123456')).toEqual({
        ok: false,
        message: CHANGE_FAILED,
      });
    }
  });
});

describe('quoteChange', () => {
  it('a 400 names its field', async () => {
    const { api } = fakeApi(
      new ApiError(400, {
        errors: [
          {
            code: 'INVALID_VALUE',
            parameterName: 'checkOut',
            message: 'Check-out must be after check-in.',
          },
        ],
      }),
    );
    expect(await quoteChange(api, '4821937750', 'Lee', request)).toEqual({
      ok: false,
      message: 'Check-out must be after check-in.',
      field: 'checkOut',
    });
  });

  it('returns the quote, sending no idempotency key', async () => {
    const change = { current: {}, proposed: {}, difference: 12.5 };
    const { api, calls } = fakeApi({ change });
    expect(await quoteChange(api, '4821937750', 'Lee', request)).toEqual({
      ok: true,
      value: change,
    });
    expect(calls[0]!.path).toBe('/v1/reservation/reservations/4821937750/change-quote');
    expect(calls[0]!.options?.idempotencyKey).toBeUndefined();
  });
});
