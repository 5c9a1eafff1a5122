// SIGTERM during a burst of concurrent requests — every in-flight request
// completes, none is served after (new connections are refused), and the process exits within a
// second of the last response. The real process entry (server/index.ts) runs as a child process
// against a slow upstream.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingUpstream, type RecordingUpstream } from './support/harness.ts';
import { waitFor } from '#test/support/wait-for.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const UPSTREAM_DELAY_MS = 1200;
const BURST = 30;

let child: ChildProcess | undefined;
let upstream: RecordingUpstream | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await upstream?.close();
});

function startServer(apiUrl: string): Promise<{
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
  output: string[];
}> {
  const output: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_URL: apiUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '8000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child!.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child!.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('"site listening"'))
        resolve({ port: (JSON.parse(line) as { port: number }).port, exited, output });
    });
    void exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.join('\n')}`)),
    );
  });
}

function get(port: number, agent: http.Agent): Promise<{ status: number; at: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/v1/slow', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, at: Date.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('graceful shutdown of the process', () => {
  it('finishes every in-flight request, refuses new connections, and exits within a second of the last', async () => {
    upstream = await startRecordingUpstream((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      }, UPSTREAM_DELAY_MS);
    });
    const { port, exited, output } = await startServer(upstream.url);

    // Keep-alive sockets, as browsers use: the server must close them itself.
    const agent = new http.Agent({ keepAlive: true, maxSockets: BURST });
    const burst = Array.from({ length: BURST }, () => get(port, agent));
    await waitFor(() => upstream!.requests.length >= BURST, 'the burst to reach the platform');

    child!.kill('SIGTERM');
    await waitFor(() => output.some((line) => line.includes('shutting down')), 'the shutdown');
    const refused = await get(port, new http.Agent({ keepAlive: false })).then(
      () => 'served',
      (error: NodeJS.ErrnoException) => error.code,
    );

    const results = await Promise.all(burst);
    const { code, at: exitAt } = await exited;
    agent.destroy();

    expect(results.map((result) => result.status)).toEqual(Array(BURST).fill(200));
    expect(refused).toBe('ECONNREFUSED');
    expect(code, output.join('\n')).toBe(0);
    const lastResponse = Math.max(...results.map((result) => result.at));
    if (process.env.SHOW_TIMING)
      process.stdout.write(`exit ${exitAt - lastResponse} ms after the last response\n`);
    expect(exitAt - lastResponse).toBeLessThan(1000);
    expect(output.join('\n')).toContain('shutdown complete');
  }, 60_000);
});
