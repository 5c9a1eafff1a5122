// Streaming: a proxy that holds every platform call for a fixed delay before forwarding
// it, set as the site's API_URL, and the time to the first byte of a page versus its whole
// document. A page whose shell waits for no platform call starts at once; one that does waits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayingProxy {
  url: string;
  close(): Promise<void>;
}

export async function startDelayingProxy(target: string, delayMs: number): Promise<DelayingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const timer = setTimeout(() => {
        const forward = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
            agent,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        forward.end(Buffer.concat(chunks));
      }, delayMs);
      res.once('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

export interface Timing {
  status: number;
  firstByteMs: number;
  wholeMs: number;
}

/** One GET: milliseconds to the first body byte and to the end of the document. */
export function timeDocument(url: string, timeoutMs = 15_000): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let firstByteMs = -1;
    const req = http.get(
      url,
      { headers: { accept: 'text/html', 'accept-encoding': 'gzip' }, agent: false },
      (res) => {
        res.on('data', () => {
          if (firstByteMs < 0) firstByteMs = ms();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, firstByteMs, wholeMs: ms() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${url} took over ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
