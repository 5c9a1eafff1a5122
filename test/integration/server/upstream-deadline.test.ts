// A site too busy to look at its sockets for a while must not answer 504 for an
// upstream that answered in time. The upstream runs in a process of its own and answers shortly
// after it got the call; meanwhile this process is kept busy past the deadline. The answer is
// then waiting in the socket when the deadline's timer runs, and it is the one taken.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUpstream } from '#server/upstream/call.ts';
import { createUpstreams, type Upstreams } from '#server/upstream/upstreams.ts';
import { createLogger } from '#server/log.ts';
import { testConfig } from './support/harness.ts';

const DEADLINE_MS = 200;
// Prints its port, then 'got' for each call, and answers 50 ms later.
const UPSTREAM = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    process.stdout.write('got\\n');
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 50);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

describe('the upstream deadline on a busy site', () => {
  const child = spawn(process.execPath, ['-e', UPSTREAM], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  let port = 0;
  let upstreams: Upstreams;

  beforeAll(async () => {
    port = Number(await new Promise<string>((resolve) => lines.once('line', resolve)));
    upstreams = createUpstreams(
      testConfig(`http://127.0.0.1:${port}`, { UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS) }),
    );
  });
  afterAll(async () => {
    await upstreams?.close();
    child.kill();
  });

  it('takes an answer that arrived in time while the process was busy past the deadline', async () => {
    // Once the upstream has the call, this process is busy for longer than the deadline; the
    // answer arrives 50 ms into that.
    lines.once('line', () => {
      const until = Date.now() + DEADLINE_MS + 500;
      while (Date.now() < until) {
        // busy: no timer, no socket is looked at
      }
    });
    const answer = await readUpstream({
      upstreams,
      upstream: 'api',
      url: new URL(`http://127.0.0.1:${port}/v1/anything`),
      method: 'GET',
      log: createLogger({ level: 'silent' }),
    });
    expect(answer).toMatchObject({ status: 200, text: '{"ok":true}' });
  });
});
