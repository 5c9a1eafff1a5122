// The guest's signed-in devices on My Account, through the ApiClient: the
// platform's GET/DELETE /v1/account/sessions behind the /api proxy, which adds the bearer token
// from the httpOnly cookie. Sessions are named by opaque ids; no token ever reaches the browser.
import { ApiError, type ApiClient } from './api-client.ts';

/** One signed-in device, as the platform lists it (GET /v1/account/sessions) and My Account shows it. */
export interface SessionSummary {
  id: string;
  device: string;
  /** 'sign-in' (the site or the sign-in call) or 'basic' (Authorization: Basic). */
  via: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface SessionList {
  sessions: SessionSummary[];
  /** All live sessions; more than are listed when a script signed in many times. */
  total: number;
}

export const SESSIONS_UNAVAILABLE = 'Your signed-in devices are unavailable right now.';
export const END_SESSION_FAILED = 'We could not sign out that device. Please try again.';
export const SIGN_OUT_EVERYWHERE_FAILED = 'We could not sign you out everywhere. Please try again.';

/** The list, or null when the platform could not give it (the page says so). */
export async function loadSessions(api: ApiClient, signal: AbortSignal): Promise<SessionList | null> {
  try {
    const answer = await api.get<Partial<SessionList>>('/v1/account/sessions', { signal });
    const sessions = Array.isArray(answer.sessions) ? answer.sessions : [];
    return { sessions, total: typeof answer.total === 'number' ? answer.total : sessions.length };
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

export type SessionOutcome = { ok: true; list: SessionList } | { ok: false; message: string };

/** Ends one other device's session; the answer is the remaining list. */
export async function endSession(api: ApiClient, id: string): Promise<SessionOutcome> {
  try {
    const answer = await api.delete<SessionList>(`/v1/account/sessions/${encodeURIComponent(id)}`);
    return { ok: true, list: answer };
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
    await api.delete('/v1/account/sessions');
    return true;
  } catch {
    // Even a 401 (this session had ended already) leaves the others unknown: a failure.
    return false;
  }
}
