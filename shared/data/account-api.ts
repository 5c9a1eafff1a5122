// The browser's account calls (account rows Account) through the one API client. Sign-in
// (sign-in.ts) goes to the site's own /api/session, which keeps the platform token in the httpOnly
// cookie: no answer read here ever carries it. The other calls go through the /api proxy, which
// adds the bearer token from that cookie. A CallResult is the ApiError's reading of a failure, for
// the forms that show an answer either way.
import {
  createAccountCall,
  passwordResetCall,
  resendVerificationCall,
  updateAccountCall,
  verifyEmailCall,
} from '#shared/contract/calls.ts';
import type { ApiCall } from '#shared/contract/platform-api.ts';
import {
  ApiError,
  type ApiClient,
  type ApiRequestOptions,
  type ParameterError,
} from './api-client.ts';

export type { ParameterError } from './api-client.ts';

export interface CallResult<T = unknown> {
  ok: boolean;
  status: number;
  body: T | null;
  /** The platform's per-parameter errors (400), empty otherwise. */
  errors: ParameterError[];
  /** No answer within the call's timeout (status is then 0). */
  timedOut?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Send<M extends Method, T, B> = (
  call: ApiCall<M, T, B>,
  options: ApiRequestOptions<B>,
) => Promise<T | null>;

export async function call<M extends Method, T, B>(
  api: ApiClient,
  method: M,
  path: ApiCall<M, T, B>,
  body: Pick<ApiRequestOptions<B>, 'form' | 'json'> = {},
  timeoutMs?: number,
): Promise<CallResult<T>> {
  // The client's four methods differ only in their verb and in how each is typed.
  const send = api[method] as unknown as Send<M, T, B>;
  try {
    const answer = await send.call(api, path, {
      ...body,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    return { ok: true, status: 200, body: answer ?? null, errors: [] };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      status: error.status,
      body: error.body as T | null,
      errors: error.errors,
      timedOut: error.timedOut,
    };
  }
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
// Account create and update (form-encoded; empty values dropped)

export type AccountWireForm = Record<string, string>;

export const createAccount = (api: ApiClient, form: AccountWireForm) =>
  call(api, 'post', createAccountCall(), { form });

export const updateAccount = (api: ApiClient, loginId: string, form: AccountWireForm) =>
  call(api, 'put', updateAccountCall(loginId), { form });

// ---------------------------------------------------------------------------------------------
// Recovery and verification (neither tells whether an account exists)

export const requestPasswordReset = (api: ApiClient, email: string) =>
  call(api, 'post', passwordResetCall(), { form: { email: email.trim() } });

export const resetPassword = (api: ApiClient, loginId: string, token: string, password: string) =>
  call(api, 'put', updateAccountCall(loginId), { form: { password, token } });

export const resendVerification = (api: ApiClient, email: string) =>
  call(api, 'post', resendVerificationCall(email.trim().toLowerCase()));

export const verifyEmail = (api: ApiClient, loginId: string, token: string) =>
  call(api, 'put', verifyEmailCall(loginId, token));
