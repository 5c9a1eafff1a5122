import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/api-client.ts';
import { checkCorporateRate, INVALID_CORPORATE_RATE_ID } from './corporate-rate.ts';

const api = (answer: (path: string) => unknown) => {
  const calls: string[] = [];
  return {
    calls,
    get: async <T>(path: string): Promise<T> => {
      calls.push(path);
      const value = answer(path);
      if (value instanceof Error) throw value;
      return value as T;
    },
  };
};

describe('corporate rate check', () => {
  it('uppercases the id and accepts it when rate plan codes return', async () => {
    const client = api(() => ({ ratePlanCodes: ['SUMMIT1'] }));
    expect(await checkCorporateRate(client, ' summit ')).toEqual({ ok: true, id: 'SUMMIT' });
    expect(client.calls).toEqual(['/v1/rate/corporate/SUMMIT/check']);
  });
  it('"Invalid corporate rate id" when no rate plan codes return, or the call is refused', async () => {
    expect(
      await checkCorporateRate(
        api(() => ({ ratePlanCodes: [] })),
        'nope',
      ),
    ).toEqual({ ok: false, message: INVALID_CORPORATE_RATE_ID });
    expect(
      await checkCorporateRate(
        api(() => ({})),
        'nope',
      ),
    ).toEqual({ ok: false, message: 'Invalid corporate rate id' });
    expect(
      await checkCorporateRate(
        api(() => new ApiError(400, null)),
        'a b',
      ),
    ).toEqual({ ok: false, message: INVALID_CORPORATE_RATE_ID });
  });
  it('an empty id needs no call', async () => {
    const client = api(() => ({}));
    expect(await checkCorporateRate(client, '  ')).toEqual({ ok: true, id: '' });
    expect(client.calls).toEqual([]);
  });
});
