// A booking and a stay change are writes the platform may complete after the site stopped
// waiting: a platform paused or slow past the deadline still commits the attempt it had begun. An
// error answer would then tell the guest "failed" about a booking that exists. So these calls get
// a deadline of their own (BOOKING_TIMEOUT_MS), and when it passes, or the platform fails in a way
// that leaves the outcome open, the site answers 202 CONFIRMING: the page sends the same request
// with the same Idempotency-Key until the platform answers it (shared/data/submit-booking.ts).
// Only a call that surely never reached the platform (the connection was refused) or that the
// platform refused before starting it (503 BOOKING_BUSY) stays an error.
import type { Request, Response } from 'express';
import { CONFIRMING_MESSAGE, type ConfirmingAnswer } from '#shared/data/booking-contract.ts';
import { UpstreamFailure } from '#server/upstream/call.ts';

const CONFIRMABLE_PATHS = [
  /^\/v1\/reservation\/reservations\/?$/,
  /^\/v1\/reservation\/reservations\/[^/]+\/change\/?$/,
];
/** Seconds the page waits before it asks again. */
export const CONFIRM_RETRY_SECONDS = 2;

/** A booking or a stay change with an Idempotency-Key (the proxy's path, without /api). */
export function isConfirmableWrite(req: Request): boolean {
  return (
    req.method === 'POST' &&
    Boolean(req.get('Idempotency-Key')) &&
    CONFIRMABLE_PATHS.some((pattern) => pattern.test(req.path))
  );
}

// Failures of the connection itself, before any byte of the request left: nothing was made.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let at = error, depth = 0; at && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    at = (at as { cause?: unknown }).cause;
  }
  return codes;
}

/** Whether the request may have reached the platform before the call failed. */
export function mayHaveReached(error: unknown): boolean {
  if (error instanceof UpstreamFailure && error.kind === 'aborted') return false;
  return !codesOf(error).some((code) => NOT_SENT.has(code));
}

/**
 * A platform answer that leaves the outcome open: a failure, not a refusal before the attempt,
 * or 499 CLIENT_LEFT (the platform's clock put the site's deadline behind it: nothing was made,
 * and the next try books it).
 */
export function isOpenOutcome(status: number): boolean {
  return (status >= 500 && status !== 503) || status === 499;
}

export function sendConfirming(res: Response): void {
  const answer: ConfirmingAnswer = {
    status: 'CONFIRMING',
    message: CONFIRMING_MESSAGE,
    retryAfterSeconds: CONFIRM_RETRY_SECONDS,
  };
  res
    .status(202)
    .set({ 'Retry-After': String(CONFIRM_RETRY_SECONDS), 'Cache-Control': 'no-store' })
    .json(answer);
}
