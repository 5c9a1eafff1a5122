// Server: /healthz, /readyz (platform reachable), /metrics (request duration by route,
// render time, upstream latency, process metrics); static assets cached for good; a favicon.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../build/precompress.ts';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { buildApp, closedPort, testConfig } from './support/harness.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite', { seed: false });
});
afterAll(async () => {
  await platform?.close();
});

describe('operations endpoints', () => {
  it('/healthz is always 200, /readyz follows the platform', async () => {
    const up = buildApp(testConfig(platform.url));
    const down = buildApp(testConfig(`http://127.0.0.1:${await closedPort()}`));
    try {
      const health = await request(up.app).get('/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      expect(health.headers['cache-control']).toBe('no-store');
      expect((await request(down.app).get('/healthz')).body).toEqual({ status: 'ok' });

      const ready = await request(up.app).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ok');
      const notReady = await request(down.app).get('/readyz');
      expect(notReady.status).toBe(503);
      expect(notReady.body).toEqual({ status: 'unavailable', platform: 'unreachable' });
    } finally {
      await Promise.all([up.close(), down.close()]);
    }
  });

  it('/metrics reports request durations by route and status, upstream latency, render time and the process', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      await request(app).get('/api/v1/account/accounts/nobody%40longstay.test');
      await request(app).get('/readyz');
      await request(app).get('/').set('Accept', 'text/html');
      const res = await request(app).get('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status="401"\} [1-9]/,
      );
      expect(res.text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} [1-9]/,
      );
      expect(res.text).toMatch(
        /upstream_request_duration_seconds_count\{upstream="api",status="401"\} [1-9]/,
      );
      expect(res.text).toContain('# TYPE render_duration_seconds histogram');
      expect(res.text).toContain('process_cpu_user_seconds_total');
      expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await close();
    }
  });

  it('serves hashed assets with immutable caching and a real favicon', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'longstay-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'entry-ABC123.js'), 'console.log(1)');
    const { app, close } = buildApp(testConfig(platform.url, { CLIENT_DIR: clientDir }));
    try {
      const asset = await request(app).get('/assets/entry-ABC123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toMatch(/javascript/);
      const missing = await request(app).get('/assets/nope-123.js');
      expect(missing.status).toBe(404);

      const icon = await request(app).get('/favicon.ico');
      expect(icon.status).toBe(200);
      expect(icon.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
      expect((icon.body as Buffer).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
      const svg = await request(app).get('/favicon.svg');
      expect(svg.status).toBe(200);
      expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    } finally {
      await close();
    }
  });

  it('sends the build-time brotli and gzip files of an asset as they are', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'longstay-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    const source = `export const rooms = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => i))};`;
    writeFileSync(path.join(clientDir, 'assets', 'page-XYZ789.js'), source);
    await precompress(path.join(clientDir, 'assets'));
    const { app, close } = buildApp(testConfig(platform.url, { CLIENT_DIR: clientDir }));
    const server = app.listen(0);
    /** The answer's bytes as sent: node:http, unlike supertest, never decompresses. */
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        httpGet(
          { port, path: '/assets/page-XYZ789.js', headers: { 'accept-encoding': acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        ).on('error', reject);
      });
    try {
      const file = (name: string) => readFileSync(path.join(clientDir, 'assets', name));
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      // The very bytes written at build time, not a compression made for this request.
      expect(br.body.equals(file('page-XYZ789.js.br'))).toBe(true);
      expect(brotliDecompressSync(br.body).toString()).toBe(source);

      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body.equals(file('page-XYZ789.js.gz'))).toBe(true);

      const plain = await request(app).get('/assets/page-XYZ789.js').set('Accept-Encoding', '');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(source);
    } finally {
      server.close();
      await close();
    }
  });

  it('compresses answers for clients that accept it', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const res = await request(app).get('/metrics').set('Accept-Encoding', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
    } finally {
      await close();
    }
  });
});
