// The Grafana dashboard of ops/grafana is valid JSON Grafana can import (a datasource variable, a
// query on every panel), shows each signal the alerts watch, and every query is PromQL that
// promtool accepts, reading only recording rules that ops/prometheus defines.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ops = path.resolve(import.meta.dirname, '../../../ops');

interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { refId: string; expr: string }[];
}

const dashboard = JSON.parse(
  await readFile(path.join(ops, 'grafana/longstay-dashboard.json'), 'utf8'),
) as {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string }[] };
};
const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
const queries = graphs.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

/** Each signal the alerts watch, and what its panel's query must read. */
const EXPECTED: [title: RegExp, query: RegExp][] = [
  [/^Requests per second/, /http_request_duration_seconds_count/],
  [/^Page error ratio/, /route:page_errors:ratio_rate5m/],
  [/^Slow page ratio/, /route:page_slow:ratio_rate5m/],
  [/^Latency p95/, /route:http_request_duration_seconds:p95_5m/],
  [/burn rate/, /route:page_errors:ratio_rate1h/],
  [/^Bookings per minute/, /platform_request_duration_seconds_count\{operation="POST/],
  [/^Booking error ratio/, /booking_errors:ratio_rate5m/],
  [/^Sold-out ratio/, /booking_sold_out:ratio_rate30m/],
  [/^Captcha and throttle refusals/, /TOO_MANY_REQUESTS/],
  [/^Mail queue depth/, /mail_queue_depth/],
  [/dead letters/, /mail_failed_total/],
  [/^Upstream failure ratio/, /upstream:upstream_failures:ratio_rate5m/],
  [/^Event loop lag/, /nodejs_eventloop_lag_p99_seconds/],
  [/^Resident memory/, /process_resident_memory_bytes/],
  [/^Database pool/, /db_pool_waiting/],
  [/^LCP p75/, /web_vitals_lcp_seconds/],
  [/^INP p75/, /web_vitals_inp_seconds/],
  [/^CLS p75/, /web_vitals_cls/],
  [/^FCP p75/, /web_vitals_fcp_seconds/],
  [/^TTFB p75/, /web_vitals_ttfb_seconds/],
];

describe('ops/grafana/longstay-dashboard.json', () => {
  it('is a dashboard with a Prometheus datasource variable and a query on every panel', () => {
    expect(dashboard.uid).toBe('longstay-overview');
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource' }),
    );
    expect(graphs.length).toBeGreaterThanOrEqual(20);
    for (const panel of graphs) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
    }
    expect(new Set(graphs.map((panel) => panel.title)).size).toBe(graphs.length);
  });

  it.each(EXPECTED)('has a panel %s reading %s', (title, query) => {
    const panel = graphs.find((candidate) => title.test(candidate.title));
    expect(panel, String(title)).toBeDefined();
    expect(panel!.targets!.some((target) => query.test(target.expr))).toBe(true);
  });

  it('reads only recording rules that ops/prometheus defines', async () => {
    const rules = await readFile(path.join(ops, 'prometheus/recording-rules.yml'), 'utf8');
    const defined = new Set([...rules.matchAll(/record: (\S+)/g)].map((match) => match[1]));
    const used = queries.flatMap((expr) => expr.match(/\b[a-z_]+(?::[a-z0-9_]+){1,2}\b/g) ?? []);
    expect(used.length).toBeGreaterThan(10);
    for (const name of used) expect(defined, name).toContain(name);
  });

  it('has queries promtool parses', async () => {
    // promtool checks PromQL inside rule files: each query becomes a recording rule.
    const dir = await mkdtemp(path.join(tmpdir(), 'dashboard-'));
    try {
      const file = path.join(dir, 'queries.yml');
      const rules = queries.map(
        (expr, index) =>
          `      - record: dashboard:query_${index}:check\n        expr: ${JSON.stringify(expr)}`,
      );
      await writeFile(file, `groups:\n  - name: dashboard\n    rules:\n${rules.join('\n')}\n`);
      const { stdout } = await run('promtool', ['check', 'rules', file]);
      expect(stdout).toContain(`SUCCESS: ${queries.length} rules found`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
