// A real site for render tests: the embedded platform (SQLite in memory), a client build in a
// temporary directory (so the manifest and its script tags are real), and createApp over both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createGunzip } from 'node:zlib';
import type { Express } from 'express';
import { createApp, closeApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { buildClient } from '../../../build/build.ts';
import {
  startTestPlatform,
  testLog,
  testPlatformConfig,
  type TestPlatformOptions,
} from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

export interface RenderSite {
  app: Express;
  config: Config;
  platform: RunningPlatform;
  clientDir: string;
  close(): Promise<void>;
}

/** Builds the client; `routePages` leaves out test-only routes that have no chunk. */
export async function buildTestClient(routePages?: Record<string, string>): Promise<string> {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-client-'));
  await buildClient({ outDir: clientDir, minify: false, ...(routePages ? { routePages } : {}) });
  return clientDir;
}

export async function startRenderSite(
  clientDir: string,
  env: Record<string, string> = {},
  platformOptions: TestPlatformOptions = { seed: false },
): Promise<RenderSite> {
  const platform = await startTestPlatform('sqlite', platformOptions);
  const config = loadConfig({
    NODE_ENV: 'test',
    API_URL: platform.url,
    CLIENT_DIR: clientDir,
    SITE_URL: 'http://localhost:3000',
    // The review provider of the test platform checks its own key.
    REVIEW_API_KEY: testPlatformConfig.reviewApiKey,
    ...env,
  });
  const app = createApp(config, { log: testLog });
  return {
    app,
    config,
    platform,
    clientDir,
    async close() {
      await closeApp(app);
      await platform.close();
    },
  };
}

/**
 * A client build and a render site for the calling describe block's tests: ready before them,
 * closed and removed after them. Read `site` inside hooks and tests, once it runs.
 */
export function useRenderSite(
  env: Record<string, string> = {},
  platformOptions: TestPlatformOptions = { seed: false },
) {
  let clientDir: string | undefined;
  let site: RenderSite | undefined;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir, env, platformOptions);
  });
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });
  return {
    get site(): RenderSite {
      if (!site) throw new Error('the render site has not started');
      return site;
    },
  };
}

export async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface Timed {
  at: number;
  text: string;
}

/** GETs a path and records each decoded chunk with the time (ms) it arrived, and the end. */
export function timedGet(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; chunks: Timed[]; endedAt: number }> {
  const { port } = server.address() as AddressInfo;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Timed[] = [];
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (chunk: Buffer) =>
        chunks.push({ at: Date.now() - started, text: chunk.toString('utf8') }),
      );
      body.on('end', () =>
        resolve({ status: res.statusCode ?? 0, chunks, endedAt: Date.now() - started }),
      );
      body.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** When (ms) the text received so far first contained `needle`; Infinity if never. */
export function firstAt(chunks: Timed[], needle: string): number {
  let text = '';
  for (const chunk of chunks) {
    text += chunk.text;
    if (text.includes(needle)) return chunk.at;
  }
  return Infinity;
}
