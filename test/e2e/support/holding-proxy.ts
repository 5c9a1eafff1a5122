// A proxy between a test site and its platform that holds the calls a test chooses until a
// promise settles: how a browser test (or scripts/bench/layout-shift.ts) makes the streamed parts
// of a page arrive late, as they do when the platform is slow.
//   const proxy = await startHoldingProxy((path) => (path.startsWith('/v2/rate/') ? ready : null));
//   const site = await startSite({ API_URL: proxy.url });
//   proxy.forwardTo(site.platform.url);
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  url: string;
  /** Where the calls go: the platform's address, known once the site has started. */
  forwardTo(target: string): void;
  close(): Promise<void>;
}

/** `hold(path)` is what a call waits for before it goes on, or null to send it on at once. */
export async function startHoldingProxy(
  hold: (path: string) => Promise<unknown> | null,
): Promise<HoldingProxy> {
  let target = '';
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = new URL(req.url ?? '/', target);
      const outgoing = http.request(
        upstream,
        { method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      outgoing.on('error', () => res.destroy());
      req.pipe(outgoing);
    };
    const wait = hold(req.url ?? '/');
    if (wait) void wait.then(forward, forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardTo: (next) => {
      target = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Settles when `gate` does or after `ms`, whichever comes first, and says which it was. */
export function atMost(gate: Promise<unknown>, ms: number): Promise<'released' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    gate.then(() => 'released' as const),
    new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms))),
  ]).finally(() => clearTimeout(timer));
}
