// The body of a proxied /api call is read here, whole, before the platform is called.
// A client's mistake then gets a client answer and never looks like a platform failure in
// the upstream metrics: 413 over the limit (at once when Content-Length says so), 400 when the
// body ends short of its Content-Length or does not arrive in time. `Expect: 100-continue` is
// answered by Node before the body comes, and never forwarded.
import type { Request } from 'express';
import { webErrors, type WebError } from '#server/errors.ts';

/** The platform's own limit (express.json / urlencoded at 100kb). */
export const API_BODY_LIMIT_BYTES = 100 * 1024;
/** How long a client gets to send a body of at most 100 KB. */
export const BODY_DEADLINE_MS = 5_000;

/** A body the client did not send right: the catalogue's entry, with what went wrong. */
export class BodyError extends Error {
  constructor(
    readonly error: WebError,
    message = error.message,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

const tooLarge = () => new BodyError(webErrors.payloadTooLarge);
const incomplete = (why: string) => new BodyError(webErrors.incompleteBody, why);

export function readBody(
  req: Request,
  limit = API_BODY_LIMIT_BYTES,
  deadlineMs = BODY_DEADLINE_MS,
): Promise<Buffer> {
  const declared = req.headers['content-length'];
  const length = declared === undefined ? undefined : Number(declared);
  if (length !== undefined && length > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const done = (error?: BodyError) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onAborted);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, received));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () =>
      length !== undefined && received < length
        ? done(incomplete('The request body is shorter than its Content-Length.'))
        : done();
    const onAborted = () => done(incomplete('The request body ended before it was complete.'));
    const timer = setTimeout(
      () => done(incomplete('The request body did not arrive in time.')),
      deadlineMs,
    );
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('aborted', onAborted);
    req.once('error', onAborted);
  });
}
