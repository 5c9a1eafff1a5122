// How full the PostgreSQL connection pools are, read at each scrape: connections in use, idle, and
// queries waiting for one. A pool whose waiting count stays above zero is saturated: requests
// queue for the database, whatever the database itself is doing. SQLite has one connection and no
// pool, so nothing is reported for it.
import type pg from 'pg';
import { Gauge, register } from 'prom-client';

const pools = new Set<pg.Pool>();

function sum(read: (pool: pg.Pool) => number): number {
  let total = 0;
  for (const pool of pools) total += read(pool);
  return total;
}

if (!register.getSingleMetric('db_pool_connections')) {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle).',
    labelNames: ['state'] as const,
    collect() {
      this.set(
        { state: 'in_use' },
        sum((pool) => pool.totalCount - pool.idleCount),
      );
      this.set(
        { state: 'idle' },
        sum((pool) => pool.idleCount),
      );
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'PostgreSQL pool size limit (the sum over the pools of this process).',
    collect() {
      this.set(sum((pool) => pool.options.max ?? 10));
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection.',
    collect() {
      this.set(sum((pool) => pool.waitingCount));
    },
  });
}

/** Counts the pool in the gauges until it ends. */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    pools.delete(pool);
    await end();
  }) as typeof pool.end;
}
