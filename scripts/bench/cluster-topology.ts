// The cluster of `npm run bench:cluster` on one machine (docs/operations.md "Three tiers"):
// nginx balancing 2 site instances (dist/server/index.js), each reaching 2 platform instances
// (dist/server/platform.js) through nginx, on one fresh PostgreSQL database. nginx runs
// unprivileged-style from a generated config in a temporary directory; the database is created,
// migrated and seeded here and dropped at the end. Also the CPU time each tier has used, for the
// per-core figures: the processes of the sites, the platforms, nginx, and the PostgreSQL backends
// serving this database (from /proc).
import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { migrateToLatest, openStore } from '#platform/db/database.ts';
import { seedDatabase } from '#platform/dataset/seed.ts';
import { syncTaxRules } from '#platform/services/tax-rules-store.ts';
import { cpuSeconds, freePort, spawnNode, waitFor200, type Child } from './children.ts';
import { benchAbuseEnv } from './abuse-limits.ts';
import {
  childPids,
  ensureNginx,
  nginxConfig,
  startNginx,
  stopNginx,
  waitForPort,
} from './cluster-nginx.ts';

/** Short, so the catalog check takes seconds (the production default is 60). */
export const CATALOG_CACHE_SECONDS = 2;
/** The sites' drain after SIGTERM: long enough for nginx to have somewhere else to go. */
export const SITE_DRAIN_MS = 2000;

export interface Instance {
  child: Child;
  port: number;
  url: string;
}

export interface Cluster {
  /** The site balancer: what guests reach. */
  url: string;
  sites: Instance[];
  platforms: Instance[];
  /** The platform balancer the sites call (API_URL). */
  platformUrl: string;
  databaseUrl: string;
  /** nginx's access logs: `method uri status upstream_addr` per line. */
  siteLog: string;
  platformLog: string;
  /** Starts counting CPU time by tier; `stop` gives the seconds each tier used meanwhile. */
  meter(): { stop(): TierCpu };
  stop(): Promise<void>;
}

export type Tier = 'site' | 'platform' | 'postgres' | 'nginx';
export type TierCpu = Record<Tier, number>;

const say = (message: string) => process.stdout.write(`[cluster] ${message}\n`);

async function ports(): Promise<number[]> {
  const base = Number(process.env.BENCH_CLUSTER_PORT ?? 0);
  if (base) return Array.from({ length: 6 }, (_, i) => base + i);
  return Promise.all(Array.from({ length: 6 }, () => freePort()));
}

/** A database of its own on DATABASE_URL's server, migrated and seeded; dropped by `drop`. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `cluster_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const store = openStore({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(store.db);
    await syncTaxRules(store.db);
    await seedDatabase(store, { log: pino({ level: 'warn' }) });
  } finally {
    await store.close();
  }
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const cpuOrNothing = (pid: number) => {
  try {
    return cpuSeconds(pid);
  } catch {
    return undefined; // exited
  }
};

/**
 * CPU seconds by tier between start and stop. PostgreSQL backends come and go with the pools, so
 * every process is sampled every 200 ms and counted up to its last sample; a new one from zero.
 */
function startMeter(pids: () => Record<Tier, number[]>): { stop(): TierCpu } {
  const sample = () => {
    const seen = new Map<number, { tier: Tier; cpu: number }>();
    for (const [tier, list] of Object.entries(pids()) as [Tier, number[]][])
      for (const pid of list) {
        const cpu = cpuOrNothing(pid);
        if (cpu !== undefined) seen.set(pid, { tier, cpu });
      }
    return seen;
  };
  const base = sample();
  const last = new Map(base);
  const take = () => sample().forEach((value, pid) => last.set(pid, value));
  const timer = setInterval(take, 200);
  return {
    stop() {
      clearInterval(timer);
      take();
      const used: TierCpu = { site: 0, platform: 0, postgres: 0, nginx: 0 };
      for (const [pid, { tier, cpu }] of last) used[tier] += cpu - (base.get(pid)?.cpu ?? 0);
      return used;
    },
  };
}

let running: (() => Promise<void>) | undefined;

/** Stops the cluster that is up, if any: for a watchdog. */
export async function stopRunningCluster(): Promise<void> {
  await running?.();
}

export async function startCluster(): Promise<Cluster> {
  ensureNginx();
  const [balancer, site1, site2, platformBalancer, platform1, platform2] = await ports();
  const url = `http://127.0.0.1:${balancer}`;
  const platformUrl = `http://127.0.0.1:${platformBalancer}`;
  say('PostgreSQL: a fresh database, migrated and seeded');
  const database = await createDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'longstay-cluster-'));
  // When run as root nginx's workers run as nobody: they must reach the temp paths.
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig(dir, {
      balancer: balancer!,
      sites: [site1!, site2!],
      platformBalancer: platformBalancer!,
      platforms: [platform1!, platform2!],
    }),
  );
  // The same on every instance of both tiers (docs/operations.md "A cluster").
  const shared = {
    ALTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
    REVIEW_API_KEY: randomBytes(16).toString('hex'),
    SITE_URL: url,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The bench books hundreds of rooms from one address: no velocity limit or mail budget.
    ...benchAbuseEnv,
  };
  const nginx = startNginx(dir, conf);
  const admin = new pg.Client({ connectionString: database.url });
  let adminConnected = false;
  running = teardown;
  const instances: Instance[] = [];
  const start = async (name: string, script: string, port: number, env: Record<string, string>) => {
    const child = spawnNode(name, script, { ...shared, PORT: String(port), ...env });
    child.process.stdout!.resume();
    const instance = { child, port, url: `http://127.0.0.1:${port}` };
    instances.push(instance);
    await waitFor200(`${instance.url}/readyz`, Date.now(), 90_000);
    return instance;
  };
  try {
    await waitForPort(balancer!);
    say('2 platform instances (dist/server/platform.js)');
    const platforms = await Promise.all(
      [platform1!, platform2!].map((port, i) =>
        start(`platform-${i + 1}`, 'dist/server/platform.js', port, {
          DATABASE_URL: database.url,
          SHUTDOWN_DRAIN_MS: '0',
        }),
      ),
    );
    say('2 site instances (dist/server/index.js), API_URL = the platform balancer');
    const sites = await Promise.all(
      [site1!, site2!].map((port, i) =>
        start(`site-${i + 1}`, 'dist/server/index.js', port, {
          API_URL: platformUrl,
          TRUST_PROXY: '1',
          CATALOG_CACHE_SECONDS: String(CATALOG_CACHE_SECONDS),
          SHUTDOWN_DRAIN_MS: String(SITE_DRAIN_MS),
          SHUTDOWN_TIMEOUT_MS: '10000',
        }),
      ),
    );
    await admin.connect();
    adminConnected = true;
    const name = new URL(database.url).pathname.slice(1);
    let backends: number[] = [];
    // Backends come and go with the pools: the list is read at each sample.
    let reading: Promise<void> | undefined;
    const readBackends = () =>
      (reading ??= admin
        .query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
        .then(({ rows }) => void (backends = rows.map((row) => row.pid)))
        .finally(() => (reading = undefined)));
    await readBackends();
    const timer = setInterval(() => void readBackends().catch(() => undefined), 200);
    return {
      url,
      sites,
      platforms,
      platformUrl,
      databaseUrl: database.url,
      siteLog: path.join(dir, 'sites.log'),
      platformLog: path.join(dir, 'platforms.log'),
      meter: () =>
        startMeter(() => ({
          site: sites.map((s) => s.child.process.pid!),
          platform: platforms.map((p) => p.child.process.pid!),
          postgres: backends,
          nginx: [nginx.pid!, ...childPids(nginx.pid!)],
        })),
      async stop() {
        clearInterval(timer);
        await teardown();
      },
    };
  } catch (error) {
    await teardown();
    throw error;
  }

  async function teardown() {
    await Promise.all(instances.map((instance) => instance.child.stop()));
    await stopNginx(nginx);
    running = undefined;
    if (adminConnected) await admin.end().catch(() => undefined);
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
