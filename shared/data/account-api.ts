// The browser's account calls (spec §7 account rows, §4 Login, §8 Sign-in failure and Account).
// Sign-in and sign-out go to the site's own /api/session, which keeps the platform token in the
// httpOnly cookie: no answer read here ever carries it. The other calls go through the /api proxy,
// which adds the bearer token from that cookie.
import { messages } from '../validation/messages.ts';

export interface ParameterError {
  parameterName?: string;
  code?: string;
  message?: string;
}

export interface CallResult<T = unknown> {
  ok: boolean;
  status: number;
  body: T | null;
  /** The platform's per-parameter errors (400), empty otherwise. */
  errors: ParameterError[];
}

async function call<T>(
  method: string,
  path: string,
  body?: { form?: Record<string, string>; json?: unknown },
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body?.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form);
  } else if (body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      ...(payload ? { body: payload } : {}),
    });
  } catch {
    return { ok: false, status: 0, body: null, errors: [] };
  }
  let parsed: unknown = null;
  try {
    const text = await response.text();
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = null;
  }
  const list = (parsed as { errors?: unknown } | null)?.errors;
  return {
    ok: response.ok,
    status: response.status,
    body: parsed as T | null,
    errors: Array.isArray(list) ? (list as ParameterError[]) : [],
  };
}

/** Field name → message from the platform's 400 errors (wire `password` is the form's newPassword). */
export function fieldErrorsFrom(errors: ParameterError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    if (!error.parameterName || !error.message) continue;
    const field = error.parameterName === 'password' ? 'newPassword' : error.parameterName;
    result[field] ??= error.message;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Sign-in and sign-out (spec §4 Login)

export type SignInOutcome =
  | { ok: true; givenName: string }
  | { ok: false; message: string; throttled: boolean };

/** spec §8 "Sign-in failure": what analytics records (the component default). */
export const SIGN_IN_ANALYTICS_MESSAGE = 'Email or password is invalid';

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const result = await call<{ account?: { name?: { givenName?: unknown } } }>(
    'POST',
    '/api/session',
    { json: { email: email.trim(), password } },
  );
  if (result.ok) {
    const givenName = result.body?.account?.name?.givenName;
    return { ok: true, givenName: typeof givenName === 'string' ? givenName : '' };
  }
  if (result.status === 429) {
    return {
      ok: false,
      throttled: true,
      message: result.errors[0]?.message ?? 'Too many attempts. Please wait and try again.',
    };
  }
  return { ok: false, throttled: false, message: messages.signInFailed };
}

// ---------------------------------------------------------------------------------------------
// Account create and update (spec §7: form-encoded; empty values dropped)

export type AccountWireForm = Record<string, string>;

export const createAccount = (form: AccountWireForm) =>
  call('POST', '/api/v1/account/accounts', { form });

export const updateAccount = (loginId: string, form: AccountWireForm) =>
  call<{ message?: string }>('PUT', `/api/v1/account/accounts/${encodeURIComponent(loginId)}`, {
    form,
  });

// ---------------------------------------------------------------------------------------------
// Recovery and verification (spec §7; neither tells whether an account exists)

export const requestPasswordReset = (email: string) =>
  call<{ message?: string }>('POST', '/api/v1/account/password-reset', {
    form: { email: email.trim() },
  });

export const resetPassword = (loginId: string, token: string, password: string) =>
  call('PUT', `/api/v1/account/accounts/${encodeURIComponent(loginId)}`, {
    form: { password, token },
  });

export const resendVerification = (email: string) =>
  call('POST', `/api/v1/account/verification/${encodeURIComponent(email.trim().toLowerCase())}`);

export const verifyEmail = (loginId: string, token: string) =>
  call<{ statuses?: { message?: string }[] }>(
    'PUT',
    `/api/v1/account/verification/${encodeURIComponent(loginId)}?${new URLSearchParams({ token })}`,
  );
