// The alert and recording rules of ops/prometheus are valid (`promtool check rules`), their unit
// tests pass (`promtool test rules`), every alert has a test in which it fires and one in which it
// does not, and every metric the rules read is one the site or the platform exports. promtool is
// Debian's `prometheus` package (.ci/run installs it).
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Registry, register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registry } from '#server/ops/metrics.ts';
// Imported for the metrics they register: the beacon's, the platform's, the pool's, the mail's.
import '#server/ops/web-vitals.ts';
import '#platform/http/observe.ts';
import '#platform/db/pool-metrics.ts';
import '#platform/services/mail-dispatcher.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../ops/prometheus');
const ruleFiles = ['recording-rules.yml', 'alert-rules.yml'].map((name) => path.join(root, name));
const testFiles = readdirSync(path.join(root, 'tests'))
  .filter((name) => name.endsWith('.test.yml'))
  .map((name) => path.join(root, 'tests', name));

async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run('promtool', args);
    return stdout + stderr;
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: unknown; stdout?: string; stderr?: string };
    if (code === 'ENOENT')
      throw new Error("promtool is missing: install Debian's `prometheus` package (.ci/run does)");
    throw new Error(`promtool ${args[0]} ${args[1]} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

const alertNames = [...readFileSync(ruleFiles[1]!, 'utf8').matchAll(/^\s+- alert: (\w+)$/gm)].map(
  (match) => match[1]!,
);

describe('ops/prometheus', () => {
  it('has rules promtool accepts', async () => {
    const output = await promtool('check', 'rules', ...ruleFiles);
    expect(output).toMatch(/SUCCESS: 27 rules found/);
    expect(output).toMatch(/SUCCESS: 18 rules found/);
    expect(alertNames).toHaveLength(18);
  });

  it('passes its promtool unit tests', async () => {
    const output = await promtool('test', 'rules', ...testFiles);
    expect(output).not.toMatch(/FAILED/);
    expect(output.match(/SUCCESS/g)).toHaveLength(testFiles.length);
  }, 60_000);

  it('tests every alert firing and not firing', () => {
    const tests = testFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    // An alert check is `alertname: X` followed by its expected alerts: `[]` when it must not fire.
    const checks = [...tests.matchAll(/alertname: (\w+)\n\s+exp_alerts:(\s*\[\])?/g)].map(
      (match) => ({ name: match[1]!, quiet: Boolean(match[2]) }),
    );
    for (const name of alertNames) {
      expect(
        checks.some((check) => check.name === name && !check.quiet),
        `${name} fires`,
      ).toBe(true);
      expect(
        checks.some((check) => check.name === name && check.quiet),
        `${name} quiet`,
      ).toBe(true);
    }
  });

  it('reads only metrics the site and the platform export', async () => {
    const exported = new Set(
      (await Registry.merge([registry, register]).getMetricsAsJSON()).map((metric) => metric.name),
    );
    const rules = ruleFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    const read = new Set(
      [
        ...rules.matchAll(
          /(?<![:\w])((?:http|render|upstream|platform|mail|db_pool|web_vitals|nodejs|process)_[a-z0-9_]+)/g,
        ),
      ].map((match) => match[1]!.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(exported, name).toContain(name);
  });
});
