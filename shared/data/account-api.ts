// The browser's account calls (spec §7 account rows, §8 Account). Sign-in (sign-in.ts) goes to the
// site's own /api/session, which keeps the platform token in the httpOnly cookie: no answer read
// here ever carries it. The other calls go through the /api proxy, which adds the bearer token
// from that cookie.

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
  /** No answer within the call's timeout (status is then 0). */
  timedOut?: boolean;
}

export async function call<T>(
  method: string,
  path: string,
  body?: { form?: Record<string, string>; json?: unknown },
  timeoutMs?: number,
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
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, status: 0, body: null, errors: [], timedOut };
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
