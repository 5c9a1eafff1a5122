// /healthz: the process answers (always 200). /readyz: the platform answers a cheap call within
// a second (200), else 503, so a load balancer stops sending traffic to an instance that cannot
// serve pages. From SIGTERM on /readyz answers 503 without asking the platform (server/ops/
// shutdown.ts drains: the balancer takes the instance out while it still serves).
import type { RequestHandler } from 'express';
import type { Config } from '#server/config.ts';
import { openUpstream } from '#server/upstream/call.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';

export const healthz: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
};

export function readyz(config: Config, upstreams: Upstreams): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (res.locals.shuttingDown === true) {
      res.status(503).json({ status: 'unavailable', shuttingDown: true });
      return;
    }
    try {
      const response = await openUpstream({
        upstreams,
        upstream: 'api',
        url: new URL(config.apiUrl + config.readyPath),
        method: 'HEAD',
        timeoutMs: 1000,
        log: req.log,
      });
      response.body.resume();
      response.finish();
      if (response.status < 500) {
        res.json({ status: 'ok', platform: 'up' });
        return;
      }
      res.status(503).json({ status: 'unavailable', platform: `answered ${response.status}` });
    } catch {
      res.status(503).json({ status: 'unavailable', platform: 'unreachable' });
    }
  };
}
