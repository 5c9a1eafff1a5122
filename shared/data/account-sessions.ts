// The guest's signed-in devices on My Account, through the ApiClient: the
// platform's GET/DELETE /v1/account/sessions behind the /api proxy, which adds the bearer token
// from the httpOnly cookie. Sessions are named by opaque ids; no token ever reaches the browser.
import { endSessionCall, endSessionsCall, sessionsCall } from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { ApiError, type ApiClient } from './api-client.ts';

/**
 * The platform's list (GET /v1/account/sessions): `total` counts all live sessions, more than are
 * listed when a script signed in many times; `via` is 'sign-in' or 'basic'; `current` marks the
 * session of the request that asked.
 */
export type SessionList = AnswerOf<'/v1/account/sessions', 'get'>;
/** One signed-in device, as My Account shows it. */
export type SessionSummary = SessionList['sessions'][number];

export const SESSIONS_UNAVAILABLE = 'Your signed-in devices are unavailable right now.';
export const END_SESSION_FAILED = 'We could not sign out that device. Please try again.';
export const SIGN_OUT_EVERYWHERE_FAILED = 'We could not sign you out everywhere. Please try again.';

/** The list, or null when the platform could not give it (the page says so). */
export async function loadSessions(
  api: ApiClient,
  signal: AbortSignal,
): Promise<SessionList | null> {
  try {
    return await api.get(sessionsCall(), { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

export type SessionOutcome = { ok: true; list: SessionList } | { ok: false; message: string };

/** Ends one other device's session; the answer is the remaining list. */
export async function endSession(api: ApiClient, id: string): Promise<SessionOutcome> {
  try {
    return { ok: true, list: await api.delete(endSessionCall(id)) };
  } catch (error) {
    // 404: that device had signed out or timed out already; the list is out of date.
    if (error instanceof ApiError && error.status === 404)
      return { ok: false, message: 'That device was signed out already. Reload to see the list.' };
    return { ok: false, message: END_SESSION_FAILED };
  }
}

/** Ends every session of the account, this one included. */
export async function signOutEverywhere(api: ApiClient): Promise<boolean> {
  try {
    await api.delete(endSessionsCall());
    return true;
  } catch {
    // Even a 401 (this session had ended already) leaves the others unknown: a failure.
    return false;
  }
}
