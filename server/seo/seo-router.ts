// GET /sitemap.xml and GET /robots.txt. The sitemap walks the platform's hotel catalogue (a few
// hundred calls), so it is built once and kept for SITEMAP_TTL_MS; concurrent requests share one
// build, and a failed build answers 503 (never a 500), keeping the last good sitemap if any.
import express, { type Request, type Response } from 'express';
import type { Config } from '#server/config.ts';
import { createUpstreamApiClient } from '#server/upstream/api-client.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';
import { robotsTxt } from './robots.ts';
import { collectSitemapPaths, sitemapXml } from './sitemap.ts';

export const SITEMAP_TTL_MS = 60 * 60 * 1000;

interface Cached {
  xml: string;
  builtAt: number;
}

export function createSeoRouter(options: {
  config: Config;
  upstreams: Upstreams;
  now?: () => number;
}): express.Router {
  const { config, upstreams } = options;
  const now = options.now ?? Date.now;
  const router = express.Router();
  let cached: Cached | null = null;
  let building: Promise<Cached> | null = null;

  const build = (req: Request): Promise<Cached> => {
    building ??= collectSitemapPaths(
      // Not tied to this request's signal: the build serves every request waiting on it.
      createUpstreamApiClient({ config, log: req.log, upstreams }),
    )
      .then((paths) => {
        cached = { xml: sitemapXml(config.siteUrl, paths), builtAt: now() };
        return cached;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  router.get('/sitemap.xml', async (req: Request, res: Response) => {
    let sitemap = cached;
    if (!sitemap || now() - sitemap.builtAt > SITEMAP_TTL_MS) {
      try {
        sitemap = await build(req);
      } catch (error) {
        req.log.warn({ err: error }, 'sitemap build failed');
        if (!sitemap) {
          res.status(503).set('Retry-After', '60').type('text/plain').send('Sitemap unavailable.');
          return;
        }
      }
    }
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemap.xml);
  });

  router.get('/robots.txt', (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=86400')
      .type('text/plain')
      .send(robotsTxt(config.siteUrl));
  });

  return router;
}
