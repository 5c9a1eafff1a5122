// One AbortSignal per response, aborted when the client leaves before the response has finished:
// the loaders' API client and the /api proxy stop their upstream calls (or their wait) with it.
import type { Response } from 'express';

export function clientSignal(res: Response): AbortSignal {
  const existing = res.locals.clientSignal as AbortSignal | undefined;
  if (existing) return existing;
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  res.locals.clientSignal = controller.signal;
  return controller.signal;
}
