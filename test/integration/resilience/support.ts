// A gate between the site and a real platform for the resilience tests: it passes connections
// through, holds them without answering (the platform slow past the site's deadline), passes the
// request on but never the answer (the platform did the work, the answer came too late), or stops
// listening altogether (the platform down), and can switch back. Switching drops the pooled
// connections so the next call sees the new behaviour.
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closeServer, removeDir, startRenderSite, type RenderSite } from '../render/support.ts';

export type GateMode = 'pass' | 'hang' | 'swallow' | 'down';

export interface PlatformGate {
  url: string;
  set(mode: GateMode): Promise<void>;
  close(): Promise<void>;
}

export async function startPlatformGate(target: string): Promise<PlatformGate> {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let mode: GateMode = 'pass';

  const server = net.createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'hang') {
      client.resume(); // read the request, never answer
      return;
    }
    const platform = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(platform);
    platform.once('close', () => sockets.delete(platform));
    platform.on('error', () => client.destroy());
    client.on('error', () => platform.destroy());
    client.pipe(platform);
    if (mode === 'swallow') platform.resume();
    else platform.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      for (const socket of sockets) socket.destroy();
      if (next === 'down') await stopListening();
      else if (!server.listening) await listen(port);
      mode = next;
    },
    close: stopListening,
  };
}

/**
 * A client directory without a build: pages render the same on the server, only without the
 * script and stylesheet tags (these tests measure the server, not the bundle).
 */
export function emptyClientDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'longstay-resilience-'));
}

/**
 * A render site over a seeded platform, without a client build, listening on a loopback port for
 * the calling file's tests: ready before them, closed and removed after them. Read its fields
 * inside hooks and tests, once it runs.
 */
export function withListeningSeededSite() {
  let clientDir: string | undefined;
  let site: RenderSite | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    clientDir = await emptyClientDir();
    site = await startRenderSite(clientDir, {}, { seed: true });
    const listening = site.app.listen(0, '127.0.0.1');
    server = listening;
    await new Promise((resolve) => listening.once('listening', resolve));
  });
  afterAll(async () => {
    await closeServer(server);
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });
  const running = () => {
    if (!site || !server) throw new Error('the seeded site has not started');
    return { site, server };
  };
  return {
    get site(): RenderSite {
      return running().site;
    },
    get server(): Server {
      return running().server;
    },
    get url(): string {
      return `http://127.0.0.1:${(running().server.address() as net.AddressInfo).port}`;
    },
  };
}
