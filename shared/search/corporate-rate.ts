// The corporate rate id is uppercased and checked by a call; when no
// ratePlanCodes return, "Invalid corporate rate id". The call is GET /v1/rate/corporate/{id}/check.
import { corporateCheckCall } from '#shared/contract/calls.ts';
import type { ApiClient } from '../data/api-client.ts';

export const INVALID_CORPORATE_RATE_ID = 'Invalid corporate rate id';

export type CorporateRateCheck = { ok: true; id: string } | { ok: false; message: string };

export type JsonGetter = Pick<ApiClient, 'get'>;

export const normalizeCorporateRateId = (id: string): string => id.trim().toUpperCase();

/** An empty id passes (the field is optional); any other id must return rate plan codes. */
export async function checkCorporateRate(
  api: JsonGetter,
  rawId: string,
  signal?: AbortSignal,
): Promise<CorporateRateCheck> {
  const id = normalizeCorporateRateId(rawId);
  if (!id) return { ok: true, id: '' };
  try {
    const answer = await api.get(corporateCheckCall(id), signal ? { signal } : {});
    return answer.ratePlanCodes.length
      ? { ok: true, id }
      : { ok: false, message: INVALID_CORPORATE_RATE_ID };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A refused id (400/404) or a failed call returns no rate plan codes either.
    return { ok: false, message: INVALID_CORPORATE_RATE_ID };
  }
}
