// A client's mistake is a client error. Through the site's /api proxy, a body over
// the limit answers 413, a body short of its Content-Length 400, and `Expect: 100-continue` works;
// none of them counts as an upstream failure in /metrics.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { SITE_URL, buildApp, testConfig, type TestApp } from './support/harness.ts';

let platform: RunningPlatform;
let site: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite', { seed: false });
  site = buildApp(testConfig(platform.url));
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
  await platform?.close();
});

/** Sum of upstream calls that failed (timeouts, unreachable, 5xx) so far in this process. */
async function upstreamFailures(): Promise<number> {
  const text = (await request(site.app).get('/metrics')).text;
  let sum = 0;
  for (const match of text.matchAll(
    /^upstream_request_duration_seconds_count\{[^}]*status="(timeout|unavailable|5\d\d)"[^}]*\} (\d+)/gm,
  ))
    sum += Number(match[2]);
  return sum;
}

/** A raw HTTP/1.1 exchange: writes `head` and `body`, optionally half-closes, reads the status. */
function raw(head: string, body: string, halfClose: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head + body);
      if (halfClose) socket.end();
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(15_000, () => reject(new Error('no answer')));
  });
}

const headFor = (length: number, extra = '') =>
  `POST /api/v1/emailer/forms/feedback HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${SITE_URL}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe('client errors through the /api proxy', () => {
  it('413 for a body over the limit (2.6 MB), declared or chunked', async () => {
    const before = await upstreamFailures();
    const big = JSON.stringify({ details: 'x'.repeat(2_600_000) });
    const declared = await request(site.app)
      .post('/api/v1/emailer/forms/feedback')
      .set('Origin', SITE_URL)
      .set('Content-Type', 'application/json')
      .send(big);
    expect(declared.status).toBe(413);
    expect(declared.body.errors[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/emailer/forms/feedback',
          headers: { origin: SITE_URL, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 26; i++) req.write('x'.repeat(100_000));
      req.end();
    });
    expect(chunked).toBe(413);
    expect(await upstreamFailures()).toBe(before);
  });

  it('413 for an account or verification update over its 16 KB', async () => {
    for (const path of [
      '/api/v1/account/accounts/a@example.com',
      '/api/v1/account/verification/x1',
    ]) {
      const res = await request(site.app)
        .put(path)
        .set('Origin', SITE_URL)
        .type('form')
        .send(`token=t&password=${'x'.repeat(17 * 1024)}`);
      expect({ path, status: res.status }).toEqual({ path, status: 413 });
      expect(res.body.errors[0].message).toMatch(/too large/i);
    }
  });

  it('400 for a body short of its Content-Length, ended or left hanging', async () => {
    const before = await upstreamFailures();
    expect(await raw(headFor(100), '{"firstName":', true)).toBe(400);
    const started = Date.now();
    expect(await raw(headFor(100), '{"firstName":', false)).toBe(400);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await upstreamFailures()).toBe(before);
  }, 20_000);

  it('Expect: 100-continue reaches the platform and gets its answer', async () => {
    const before = await upstreamFailures();
    const body = JSON.stringify({ firstName: 'Ada' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/emailer/forms/feedback',
        headers: {
          origin: SITE_URL,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
    });
    // The platform's own answer to an incomplete form: a 400 with its field errors, not a 502.
    expect(status).toBe(400);
    expect(await upstreamFailures()).toBe(before);
  });
});
