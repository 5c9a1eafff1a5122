// A call carries its answer's type: the API client gives it, and a caller cannot name another
// (the type checker refuses the lines marked @ts-expect-error; npm run typecheck runs it).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiClient } from '#shared/data/api-client.ts';
import { hotelCall, outboxCall, reviewLocationCall } from './calls.ts';
import type { AnswerOf } from './platform-api.ts';

describe('typed platform calls', () => {
  const asked: string[] = [];
  const api = {
    get: (path: string) => {
      asked.push(path);
      return Promise.resolve({});
    },
  } as unknown as ApiClient;

  it('answer with the type of their call, and refuse a type named by the caller', async () => {
    const hotel = api.get(hotelCall('AUS01'));
    expectTypeOf(hotel).resolves.toEqualTypeOf<AnswerOf<'/v2/hotel/hotels/{hotelId}', 'get'>>();
    // @ts-expect-error a typed answer cannot be read as anything else
    await api.get<unknown>(hotelCall('AUS01'));
    // @ts-expect-error not even as a part of it
    await api.get<{ rating: string }>(reviewLocationCall('1001'));
    // An answer the document does not describe is still named by its caller.
    await api.get<{ data?: unknown[] }>(outboxCall({ limit: 1 }));
    await hotel;
    expect(asked).toEqual([
      '/v2/hotel/hotels/AUS01',
      '/v2/hotel/hotels/AUS01',
      '/reviews/location/1001',
      '/v1/dev/outbox?limit=1',
    ]);
  });
});
