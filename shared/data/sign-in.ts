// Sign-in through the site's own /api/session (Login), and what a failure tells the guest
// "Invalid email or
// password" only when the platform refused the credentials (401). Throttling, a request the site
// refused for its origin, an outage or a slow answer, and a network failure each say what happened,
// so a guest with the right password is never told it is wrong.
import { signInCall, signOutCall } from '#shared/contract/calls.ts';
import { ERROR } from '#shared/contract/error-codes.ts';
import { pushAnalyticsEvent } from '../analytics.ts';
import { messages } from '../validation/messages.ts';
import type { ApiClient, ParameterError } from './api-client.ts';
import { call } from './account-api.ts';

export type SignInFailure =
  'credentials' | 'captcha' | 'throttled' | 'origin' | 'input' | 'outage' | 'network';

export type SignInOutcome =
  { ok: true; givenName: string } | { ok: false; reason: SignInFailure; message: string };

/** What analytics records (the component default). */
export const SIGN_IN_ANALYTICS_MESSAGE = 'Email or password is invalid';

export const signInMessages: Record<SignInFailure, string> = {
  credentials: messages.signInFailed,
  // After a few failures of an account the platform asks for the captcha (401 CAPTCHA_REQUIRED):
  // the password may well be right.
  captcha: 'Please complete the captcha, then sign in again.',
  throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  origin:
    'This sign-in did not come from a page of this site, so it was refused for your safety. Please reload the page and try again.',
  input: 'Please check your email and password and try again.',
  outage: 'Signing in is not available right now. Please try again in a few minutes.',
  network: 'We could not reach the site. Please check your internet connection and try again.',
};

/** A guest who waits this long without an answer is told the service is not available. */
const SIGN_IN_TIMEOUT_MS = 15_000;

/** Which party a failed sign-in answer blames: the status decides, the platform's text may add. */
export function signInFailure(
  status: number,
  errors: ParameterError[],
  timedOut = false,
): { reason: SignInFailure; message: string } {
  const reason: SignInFailure =
    status === 401
      ? errors.some((error) => error.code === ERROR.CAPTCHA_REQUIRED)
        ? 'captcha'
        : 'credentials'
      : status === 429
        ? 'throttled'
        : status === 403
          ? 'origin'
          : status === 0
            ? timedOut
              ? 'outage'
              : 'network'
            : status >= 400 && status < 500
              ? 'input'
              : 'outage';
  // The platform's throttle message says how long to wait; an input refusal names its problem.
  const told =
    reason === 'throttled' || reason === 'input' || reason === 'captcha'
      ? errors[0]?.message
      : undefined;
  return { reason, message: told || signInMessages[reason] };
}

/** `captcha`: the solved captcha, sent once the platform asked for it (reason 'captcha'). */
export async function signIn(
  api: ApiClient,
  email: string,
  password: string,
  captcha?: string | null,
): Promise<SignInOutcome> {
  const result = await call(
    api,
    'post',
    signInCall(),
    { json: { email: email.trim(), password, ...(captcha ? { captcha } : {}) } },
    SIGN_IN_TIMEOUT_MS,
  );
  if (result.ok) {
    const givenName = result.body?.account?.name?.givenName;
    return { ok: true, givenName: typeof givenName === 'string' ? givenName : '' };
  }
  return { ok: false, ...signInFailure(result.status, result.errors, result.timedOut) };
}

/** Login: logout clears the session and goes to /. A full load re-renders the chrome signed out. */
export async function signOut(api: ApiClient): Promise<void> {
  pushAnalyticsEvent({ event: 'sign_out' });
  try {
    await api.delete(signOutCall());
  } catch {
    // Signed out or not, the guest leaves for the home page; the next load shows which.
  } finally {
    window.location.assign('/');
  }
}
