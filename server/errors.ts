// The web tier's one error catalogue: every error answer the site builds itself
// (not one it forwards from the platform) has its code (the platform's own, from ERROR, where it
// means the same; else the web tier's), HTTP status and message here, and goes
// out in the platform's wire shape plus the request id:
//   { status: 'ERROR', statusCode, errors: [{ code, parameterName?, message }], requestId }
// The upstream failure mapping (timeout → 504, unreachable → 502) is written here once, for the
// /api proxy, the sign-in routes and the loaders' API client alike.
import type { Response } from 'express';
import { UpstreamFailure } from '#server/upstream/call.ts';
import { ERROR } from '#shared/contract/error-codes.ts';

export interface WebError {
  code: string;
  status: number;
  message: string;
}

const entry = (code: string, status: number, message: string): WebError => ({
  code,
  status,
  message,
});

export const webErrors = {
  badRequest: entry('BAD_REQUEST', 400, 'The request could not be read.'),
  required: entry(ERROR.REQUIRED, 400, 'This field is required'),
  incompleteBody: entry('INCOMPLETE_BODY', 400, 'The request body ended before it was complete.'),
  forbiddenOrigin: entry('FORBIDDEN_ORIGIN', 403, 'This request must come from the site itself.'),
  noApiEndpoint: entry(ERROR.NOT_FOUND, 404, 'No such API endpoint.'),
  payloadTooLarge: entry('PAYLOAD_TOO_LARGE', 413, 'The request is too large (at most 100 KB).'),
  beaconTooLarge: entry('PAYLOAD_TOO_LARGE', 413, 'The beacon is too large (at most 1 KB).'),
  tooManyRequests: entry(ERROR.TOO_MANY_REQUESTS, 429, 'Too many requests. Try again later.'),
  internal: entry(ERROR.INTERNAL, 500, 'Something went wrong.'),
  upstreamUnavailable: entry('UPSTREAM_UNAVAILABLE', 502, 'The service is unavailable.'),
  upstreamInvalid: entry('UPSTREAM_INVALID', 502, 'The sign-in service answered unexpectedly.'),
  upstreamTimeout: entry('UPSTREAM_TIMEOUT', 504, 'The service did not answer in time.'),
} as const;

/** What a client error the framework raised (body parsers, a bad path) says, by status. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'This content type is not accepted.',
};

/** The catalogue's answer to a client error status the framework raised: BAD_REQUEST. */
export function clientErrorFor(status: number): WebError {
  const message = CLIENT_ERROR_MESSAGES[status] ?? 'The request could not be accepted.';
  return entry('BAD_REQUEST', status, message);
}

export interface ErrorDetails {
  /** A message more precise than the catalogue's (which upstream, which body problem). */
  message?: string;
  /** Per-parameter errors, each with the entry's code. */
  parameters?: readonly string[];
  requestId?: string | undefined;
}

/** The wire body of an error answer. */
export function errorBody(error: WebError, details: ErrorDetails = {}) {
  const message = details.message ?? error.message;
  const errors = details.parameters?.length
    ? details.parameters.map((parameterName) => ({ code: error.code, parameterName, message }))
    : [{ code: error.code, message }];
  return {
    status: 'ERROR',
    statusCode: error.status,
    errors,
    ...(details.requestId !== undefined ? { requestId: details.requestId } : {}),
  };
}

/** Answers with the error, its status and the request's id. */
export function sendError(res: Response, error: WebError, details: ErrorDetails = {}): void {
  const requestId = String(res.locals.requestId ?? '');
  res.status(error.status).json(errorBody(error, { requestId, ...details }));
}

/**
 * An upstream call that failed, in the catalogue: 504 UPSTREAM_TIMEOUT when it was too slow, 502
 * UPSTREAM_UNAVAILABLE otherwise, with the failure's own message; null when the client left (no
 * one to answer).
 */
export function upstreamError(error: unknown): (WebError & { message: string }) | null {
  if (!(error instanceof UpstreamFailure)) return webErrors.upstreamUnavailable;
  if (error.kind === 'aborted') return null;
  const base = error.kind === 'timeout' ? webErrors.upstreamTimeout : webErrors.upstreamUnavailable;
  return { ...base, message: error.message };
}
