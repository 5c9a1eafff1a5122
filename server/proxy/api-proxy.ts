// /api/* and /media/*: the browser's only way to the platform (docs/decisions/0002).
import { sendError, webErrors } from '#server/errors.ts';
import express, { type Router } from 'express';
import type { Config } from '#server/config.ts';
import { resolveApiPath, resolveMediaPath } from '#server/upstream/upstream-map.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';
import { isCatalogCall } from '#server/upstream/catalog-cache.ts';
import { forward, forwardCatalog } from './forward.ts';
import {
  MAILED_TOKEN_PATHS,
  carriesMailedToken,
  readMailedTokenBody,
} from './mailed-token-calls.ts';
import { createSessionRoutes } from './session-routes.ts';
import { followAccountMove } from './account-move.ts';
import { isConfirmableWrite } from './confirmable-writes.ts';

export function createApiProxy(config: Config, upstreams: Upstreams): Router {
  const router = express.Router();
  router.use('/session', createSessionRoutes(config, upstreams));
  router.put(MAILED_TOKEN_PATHS, readMailedTokenBody, (req, res, next) => {
    res.locals.withoutSession = carriesMailedToken(req);
    next();
  });
  router.use(async (req, res) => {
    const target = resolveApiPath(config, req.url);
    if (!target) {
      sendError(res, webErrors.noApiEndpoint);
      return;
    }
    if (upstreams.catalog && isCatalogCall(req.method, req.url))
      await forwardCatalog(req, res, { config, upstreams, target }, upstreams.catalog);
    else {
      const withoutSession = res.locals.withoutSession === true;
      const onJsonAnswer = withoutSession ? undefined : followAccountMove(req, res, config);
      await forward(req, res, {
        config,
        upstreams,
        target,
        withoutSession,
        confirmable: isConfirmableWrite(req),
        ...(onJsonAnswer ? { onJsonAnswer } : {}),
      });
    }
  });
  return router;
}

export function createMediaProxy(config: Config, upstreams: Upstreams): Router {
  const router = express.Router();
  router.get('/{*path}', async (req, res) => {
    const target = resolveMediaPath(config, req.url);
    if (!target) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // Pictures are public and mails show them from the mail client's own origin (webmail, a
    // desktop client): a same-origin resource policy would block them there.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    await forward(req, res, { config, upstreams, target });
  });
  return router;
}
