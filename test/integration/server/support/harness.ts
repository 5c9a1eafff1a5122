// Builds the site's app for a test against a given upstream, plus a recording upstream for the
// assertions the real platform cannot show (which headers arrived, how slow it answers).
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '#server/config.ts';
import { closeApp, createApp } from '#server/app.ts';
import { createLogger, type Logger } from '#server/log.ts';

export const SITE_URL = 'http://site.test';

export function testConfig(apiUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    API_URL: apiUrl,
    SITE_URL,
    LOG_LEVEL: 'silent',
    REVIEW_API_KEY: 'test-review-key',
    ...env,
  });
}

export interface TestApp {
  app: express.Express;
  config: Config;
  close(): Promise<void>;
}

export function buildApp(config: Config, log: Logger = createLogger({ level: 'silent' })): TestApp {
  const app = createApp(config, { log });
  return { app, config, close: () => closeApp(app) };
}

/** A logger whose JSON lines are collected in memory. */
export function capturedLogger(): { log: Logger; lines: () => string } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { log: createLogger({ level: 'trace', destination }), lines: () => chunks.join('') };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface RecordingUpstream {
  url: string;
  port: number;
  requests: RecordedRequest[];
  server: Server;
  close(): Promise<void>;
}

export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A real HTTP server standing in for an outside upstream; answers JSON echoes by default. */
export async function startRecordingUpstream(
  handler?: UpstreamHandler,
  port = 0,
): Promise<RecordingUpstream> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (handler) return handler(req, res, body);
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-hop-upstream',
        'keep-alive': 'timeout=99',
        'x-hop-upstream': '1',
        'x-upstream': 'yes',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * An echoing recording upstream for the calling file's tests: started before them and closed
 * after them. Read `url` and `requests` inside hooks and tests, once it runs.
 */
export function withRecordingUpstream(): Pick<RecordingUpstream, 'url' | 'requests'> {
  let upstream: RecordingUpstream | undefined;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
  });
  afterAll(async () => {
    await upstream?.close();
  });
  const running = () => {
    if (!upstream) throw new Error('the recording upstream has not started');
    return upstream;
  };
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
  };
}

/** A port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
