// The render handler: everything that is not /assets, /api or an ops endpoint ends here
// (DESIGN.md "Request flow for a page"). createApp mounts it last.
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiClient } from '#shared/data/api-client.ts';

/** The fields of the server config the render pipeline reads (server/config.ts not landed yet). */
export interface RenderConfig {
  clientDir: string;
  nodeEnv: string;
  renderTimeoutMs: number;
  publicConfig?: unknown;
}

export interface RenderHandlerOptions {
  config: RenderConfig;
  log: Logger;
  apiFor: (req: Request, res: Response) => ApiClient;
}

export function createRenderHandler(options: RenderHandlerOptions): RequestHandler {
  void options;
  return (_req, res) => {
    res.status(503).type('text/plain').send('Rendering is being wired up.');
  };
}
