// Child processes of the benchmark: the bench servers bundled like the production server (esbuild,
// packages external, stylesheets empty), started on loopback, their ports read from stdout, their
// memory read from /proc, and every one stopped at the end. Every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { emptyPackageCss } from '../../build/build.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIST = path.join(ROOT, 'dist/bench');

/** Bundles the bench servers into dist/bench/ the way build/build.ts bundles the server. */
export async function bundleBenchServers(): Promise<void> {
  await esbuild.build({
    entryPoints: {
      platform: 'scripts/bench/servers/platform.ts',
      'bare-render': 'scripts/bench/servers/bare-render.tsx',
      'express-baselines': 'scripts/bench/servers/express-baselines.ts',
    },
    absWorkingDir: ROOT,
    outdir: BENCH_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [emptyPackageCss],
  });
}

export interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

const running = new Set<Child>();

export function spawnNode(name: string, script: string, env: Record<string, string>): Child {
  // BENCH_NODE_FLAGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', to profile the servers.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stderr!.on('data', keep);
  const handle: Child = {
    name,
    process: child,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        running.delete(handle);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  running.add(handle);
  return handle;
}

/** Starts a bench server that prints {"port":N} on its first line. */
export function startPortServer(
  name: string,
  script: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Child & { port: number }> {
  const child = spawnNode(name, script, env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void child.stop();
      reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${child.output.join('')}`));
    }, timeoutMs);
    const lines = createInterface({ input: child.process.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve({ ...child, port: (JSON.parse(line) as { port: number }).port });
      } catch {
        reject(new Error(`${name} printed ${line}`));
      }
    });
    child.process.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}):\n${child.output.join('')}`));
    });
  });
}

/** Polls url until it answers 200; returns the milliseconds from `since`. */
export async function waitFor200(url: string, since: number, timeoutMs = 60_000): Promise<number> {
  const deadline = since + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Resident set size of a process in MiB, from /proc/<pid>/status (VmRSS). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state: utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

/** A free loopback port (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
