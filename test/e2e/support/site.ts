// A real site for a browser suite: the embedded platform on SQLite (test/support/platform.ts) and
// createApp configured against it, listening on a free loopback port. SITE_URL is the address the
// browser uses, so the site's same-origin check accepts the browser's POSTs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { closeApp, createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { RunningPlatform } from '#platform/start.ts';
import {
  startTestPlatform,
  testLog,
  testPlatformConfig,
  type TestPlatformOptions,
} from '#test/support/platform.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

export interface RunningSite {
  url: string;
  platform: RunningPlatform;
  close(): Promise<void>;
}

export async function startSite(
  env: Record<string, string> = {},
  platformOptions: TestPlatformOptions = {},
): Promise<RunningSite> {
  const platform = await startTestPlatform('sqlite', platformOptions);
  // Idle keep-alive sockets stay open longer than a slow test takes between two fetches, so
  // that Node's fetch never reuses one the server is closing at that moment (ECONNRESET).
  const server: Server = createServer();
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    API_URL: platform.url,
    SITE_URL: url,
    CLIENT_DIR: path.join(projectRoot, 'dist/client'),
    // The review provider of the test platform checks its own key (ratings on cards and pages).
    REVIEW_API_KEY: testPlatformConfig.reviewApiKey,
    ...env,
  });
  const app = createApp(config, { log: testLog });
  server.on('request', app);
  return {
    url,
    platform,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp(app);
      await platform.close();
    },
  };
}
