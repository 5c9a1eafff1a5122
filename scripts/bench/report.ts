// The benchmark's figures as Markdown tables with the budgets of issue 8 marked met or missed;
// the same text is printed and written to docs/performance.md.
import type { CalendarLatencyRow } from './price-calendar.ts';
import type { RouteBytes } from './assets.ts';
import type { FetchedScripts } from './fetched-js.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';

export interface PageLoad {
  name: string;
  path: string;
  site: LoadResult[];
  bare?: LoadResult[];
  staticFile?: LoadResult[];
  hello?: LoadResult[];
  /** /api to a path the platform answers 404 at once: what the proxy and routing alone cost. */
  proxyFloor?: LoadResult[];
  /** The platform answered directly, without the site in between. */
  platform?: LoadResult[];
}

export interface StreamingRow {
  name: string;
  path: string;
  status: number;
  /** The page's first request after the site started: its catalog data not yet in memory. */
  firstVisitFirstByteMs: number;
  /** Median of the three requests after it. */
  firstByteMs: number;
  wholeMs: number;
}

export interface BenchResults {
  date: string;
  machine: string[];
  loads: PageLoad[];
  streaming: { delayMs: number; rows: StreamingRow[] };
  bytes: RouteBytes[];
  /** Home's scripts as Chromium fetched them, from navigation to network idle. */
  homeScripts: FetchedScripts;
  /** The price calendar's one platform call per hotel per two months (price-calendar.ts). */
  priceCalendar: CalendarLatencyRow[];
  lighthouse: { name: string; path: string; result: LighthouseResult | string }[];
  memory: {
    idleMiB: number;
    afterLoadMiB: number;
    /** Five idle seconds after the load. */
    settledMiB: number;
    platformMiB: number;
    /** The site's own /metrics after the load (prom-client default metrics), MiB. */
    heapUsedMiB: number;
    heapTotalMiB: number;
    externalMiB: number;
  };
  startup: { siteReadyMs: number; platformReadyMs: number };
  durationSeconds: number;
}

export interface Budget {
  name: string;
  target: string;
  measured: string;
  met: boolean;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const mark = (met: boolean) => (met ? 'met' : '**missed**');
const at = (rows: LoadResult[] | undefined, connections: number) =>
  rows?.find((row) => row.connections === connections);

/** "lowest–highest" of a page's runs. */
function range(values: number[], format: (value: number) => string): string {
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
}

export function budgets(results: BenchResults): Budget[] {
  const list: Budget[] = [];
  const results50 = results.loads.find((load) => load.name === 'results');
  if (results50) {
    const site = at(results50.site, 50)?.rps ?? 0;
    const bare = at(results50.bare, 50)?.rps ?? NaN;
    list.push({
      name: 'Results page vs bare render (50 connections)',
      target: '≥ 0.75×',
      measured: `${fixed(site / bare, 2)}× (${fixed(site)} vs ${fixed(bare)} req/s)`,
      met: site / bare >= 0.75,
    });
  }
  const limit = results.streaming.delayMs * 0.05;
  for (const row of results.streaming.rows)
    list.push({
      name: `First byte, ${row.name}, platform delayed ${results.streaming.delayMs} ms (after the page's first visit)`,
      target: `< ${limit} ms`,
      measured: `${fixed(row.firstByteMs)} ms`,
      met: row.firstByteMs < limit,
    });
  list.push({
    name: 'Home first-load JS, bytes Chromium fetched until network idle',
    target: '≤ 90 KiB',
    measured: kib(results.homeScripts.bytes),
    met: results.homeScripts.bytes <= 90 * 1024,
  });
  for (const { name, result } of results.lighthouse) {
    if (typeof result === 'string') {
      list.push({ name: `Lighthouse ${name}`, target: 'runs', measured: result, met: false });
      continue;
    }
    list.push(
      {
        name: `Lighthouse ${name}: performance`,
        target: '≥ 98',
        measured: String(result.performance),
        met: result.performance >= 98,
      },
      {
        name: `Lighthouse ${name}: a11y / best practices / SEO`,
        target: '100 / 100 / 100',
        measured: `${result.accessibility} / ${result.bestPractices} / ${result.seo}`,
        met: result.accessibility === 100 && result.bestPractices === 100 && result.seo === 100,
      },
      {
        name: `Lighthouse ${name}: LCP / TBT / CLS`,
        target: '≤ 1.5 s / ≤ 100 ms / ≤ 0.02',
        measured: `${fixed(result.lcpMs / 1000, 2)} s / ${fixed(result.tbtMs)} ms / ${fixed(result.cls, 3)}`,
        met: result.lcpMs <= 1500 && result.tbtMs <= 100 && result.cls <= 0.02,
      },
    );
  }
  const suggest = results.loads.find((load) => load.name === 'place suggest');
  if (suggest) {
    const site = at(suggest.site, 50)?.rps ?? 0;
    const hello = at(suggest.hello, 50)?.rps ?? NaN;
    list.push({
      name: 'Place suggest vs Express hello world (50 connections)',
      target: '≥ 0.25×',
      measured: `${fixed(site / hello, 2)}× (${fixed(site)} vs ${fixed(hello)} req/s)`,
      met: site / hello >= 0.25,
    });
  }
  list.push({
    name: 'Site RSS after the load',
    target: '≤ 200 MB',
    measured: `${fixed(results.memory.afterLoadMiB)} MiB`,
    met: results.memory.afterLoadMiB * 1.048576 <= 200,
  });
  return list;
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  const loadRows: string[][] = [];
  for (const load of results.loads) {
    const series: [string, LoadResult[] | undefined][] = [
      ['site', load.site],
      ['bare render', load.bare],
      ['static file', load.staticFile],
      ['hello world', load.hello],
      ['/api floor (platform 404)', load.proxyFloor],
      ['platform direct', load.platform],
    ];
    for (const [kind, rows] of series)
      for (const row of rows ?? []) {
        const site = at(load.site, row.connections)?.rps ?? NaN;
        loadRows.push([
          load.name,
          kind,
          String(row.connections),
          fixed(row.rps),
          fixed(row.p50),
          fixed(row.p99),
          String(row.errors),
          String(row.non2xx),
          `${fixed(row.serverCpu)} / ${Number.isFinite(row.platformCpu) ? fixed(row.platformCpu) : '–'}`,
          kind === 'site' ? '' : `${fixed(site / row.rps, 2)}×`,
        ]);
      }
  }
  const checked = budgets(results);
  const lines = [
    `Measured ${results.date} by \`npm run bench\` in ${fixed(results.durationSeconds)} s.`,
    '',
    '## Machine',
    '',
    ...results.machine.map((line) => `- ${line}`),
    '',
    '## Budgets',
    '',
    table(
      ['Budget', 'Target', 'Measured', ''],
      checked.map((b) => [b.name, b.target, b.measured, mark(b.met)]),
    ),
    '',
    `${checked.filter((b) => b.met).length} of ${checked.length} budgets met.`,
    '',
    '## Throughput and latency',
    '',
    'autocannon, gzip accepted, after a warm-up; latency in ms. "Site ÷" is the site\'s req/s',
    "divided by that row's (the baselines run in the same session on the same machine). CPU is",
    'per cent of one core used by the measured server and by the platform process during the run',
    '(from /proc; autocannon itself runs in the bench process on the same two cores).',
    '',
    table(
      [
        'Page',
        'Server',
        'Conns',
        'req/s',
        'p50',
        'p99',
        'Errors',
        'Non-2xx',
        'CPU % server / platform',
        'Site ÷',
      ],
      loadRows,
    ),
    '',
    `## Streaming (platform delayed ${results.streaming.delayMs} ms per call)`,
    '',
    "First visit: the page's first request after the site started, with none of its catalog data",
    'in the memory of the site yet (docs/decisions/0006). First byte and whole document: the median',
    'of the three requests after it, which the budget reads.',
    '',
    table(
      ['Page', 'Status', 'First byte, first visit (ms)', 'First byte (ms)', 'Whole document (ms)'],
      results.streaming.rows.map((row) => [
        `${row.name} \`${row.path}\``,
        String(row.status),
        fixed(row.firstVisitFirstByteMs),
        fixed(row.firstByteMs),
        fixed(row.wholeMs),
      ]),
    ),
    '',
    '## Price calendar (one platform call per hotel per two months)',
    '',
    'GET /v2/rate/hotels/TX917/calendar for next month and the one after, sequential calls on',
    'the platform after a warm-up, latency in ms; "one stay" is the rooms call of a single stay of',
    'the same length, which each of the dates would cost asked one by one.',
    '',
    table(
      ['Nights', 'Dates', 'Calls', 'p50', 'p95', 'max', 'One stay p50'],
      results.priceCalendar.map((row) => [
        String(row.nights),
        String(row.days),
        String(row.calls),
        fixed(row.p50Ms),
        fixed(row.p95Ms),
        fixed(row.maxMs),
        fixed(row.singleStayP50Ms),
      ]),
    ),
    '',
    '## JS and CSS shipped on first load, per route',
    '',
    table(
      ['Route', 'Files', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'],
      results.bytes.map((route) => [
        route.routeId,
        String(route.files),
        kib(route.jsGzip),
        kib(route.jsBrotli),
        kib(route.cssGzip),
        kib(route.cssBrotli),
      ]),
    ),
    '',
    '## Home scripts as Chromium fetched them (navigation to network idle, bytes on the wire)',
    '',
    table(
      ['Script', 'Encoding', 'Bytes'],
      results.homeScripts.scripts.map((script) => [
        `\`${script.path}\``,
        script.encoding,
        kib(script.bytes),
      ]),
    ),
    '',
    '## Lighthouse 12 (mobile preset, median of 3 runs)',
    '',
    "Each figure is the median of its page's runs, with the lowest and highest run in brackets;",
    'the budgets read the medians. The audits and elements below are those of the median run.',
    '',
    table(
      ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS'],
      results.lighthouse.map(({ name, path, result }) =>
        typeof result === 'string'
          ? [`${name} \`${path}\``, result, '', '', '', '', '', '']
          : [
              `${name} \`${path}\``,
              `${result.performance} (${range(result.runs.performance, (v) => String(v))})`,
              String(result.accessibility),
              String(result.bestPractices),
              String(result.seo),
              `${fixed(result.lcpMs / 1000, 2)} s (${range(result.runs.lcpMs, (v) => fixed(v / 1000, 2))})`,
              `${fixed(result.tbtMs)} ms (${range(result.runs.tbtMs, (v) => fixed(v))})`,
              fixed(result.cls, 3),
            ],
      ),
    ),
    '',
    ...results.lighthouse.flatMap(({ name, result }) =>
      typeof result === 'string'
        ? []
        : [
            `- ${name}: LCP element \`${result.lcpElement.replace(/`/g, "'")}\`` +
              (result.shifted.length
                ? `; shifted: ${result.shifted.map((s) => `\`${s.replace(/`/g, "'")}\``).join(', ')}`
                : '') +
              (result.failing.length ? `; audits below 0.9: ${result.failing.join('; ')}` : ''),
          ],
    ),
    '',
    '## Memory and start-up',
    '',
    table(
      ['Figure', 'Value'],
      [
        ['Site RSS idle (after ready)', `${fixed(results.memory.idleMiB)} MiB`],
        ['Site RSS after the load', `${fixed(results.memory.afterLoadMiB)} MiB`],
        ['Site RSS 5 s after the load', `${fixed(results.memory.settledMiB)} MiB`],
        [
          'Site V8 heap used / total, external, 5 s after the load (/metrics)',
          `${fixed(results.memory.heapUsedMiB)} / ${fixed(results.memory.heapTotalMiB)} MiB, ${fixed(results.memory.externalMiB)} MiB`,
        ],
        ['Platform process RSS after the load', `${fixed(results.memory.platformMiB)} MiB`],
        ['Site start-up to /readyz 200', `${fixed(results.startup.siteReadyMs)} ms`],
        [
          'Platform start-up (fresh SQLite: migrate + seed)',
          `${fixed(results.startup.platformReadyMs)} ms`,
        ],
      ],
    ),
    '',
  ];
  return lines.join('\n');
}
