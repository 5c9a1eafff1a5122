// The benchmark's figures as Markdown tables with the budgets (budgets.ts) marked met or
// missed; the same text is printed and written to docs/performance.md.
import { at, budgets } from './budgets.ts';
import type { LoadResult } from './load.ts';
import { fixed, kib, range, table } from './markdown.ts';
import { calendarTable } from './price-calendar.ts';
import type { BenchResults } from './results.ts';

const mark = (met: boolean) => (met ? 'met' : '**missed**');

/** How many runs each page's Lighthouse figures are the median of (BENCH_LIGHTHOUSE_RUNS). */
function lighthouseRuns(results: BenchResults): number {
  for (const { result } of results.lighthouse)
    if (typeof result !== 'string') return result.runs.performance.length;
  return 0;
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
    calendarTable(results.priceCalendar),
    '',
    '## JS and CSS shipped on first load, per route',
    '',
    table(
      ['Route', 'Files', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'],
      sameRowsJoined(
        results.bytes.map((route) => [
          route.routeId,
          String(route.files),
          kib(route.jsGzip),
          kib(route.jsBrotli),
          kib(route.cssGzip),
          kib(route.cssBrotli),
        ]),
      ),
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
    "## Render against React's floor",
    '',
    'CPU per render of the page as the site renders it (its document, streamDocument, gzip level 1;',
    "the data loaded before) and of React's floor: the same HTML as a tree of plain elements,",
    'rendered with renderToPipeableStream and the same compression. Page and floor alternate render',
    'by render in one process; the ratio is the median of the rounds, and holds on a loaded machine',
    'where pages per second do not.',
    '',
    table(
      ['Page', 'Page CPU/render', 'Floor CPU/render', 'Ratio', 'HTML', 'Elements', 'Load (1 min)'],
      results.renderCost.map((row) => [
        row.name,
        `${fixed(row.pageMs, 2)} ms`,
        `${fixed(row.floorMs, 2)} ms`,
        `${fixed(row.ratio, 2)}× (${range(
          row.pageRounds.map((page, i) => page / row.floorRounds[i]!),
          (v) => fixed(v, 2),
        )})`,
        `${fixed(row.pageHtmlBytes / 1000, 1)} kB`,
        String(row.elements),
        fixed(row.load, 1),
      ]),
    ),
    '',
    '## Page HTML (uncompressed, as the site sent it)',
    '',
    table(
      ['Page', 'HTML'],
      results.htmlBytes.map((page) => [
        page.name + (page.hotels ? ` (${page.hotels} hotels)` : ''),
        `${fixed(page.bytes / 1000, 1)} kB`,
      ]),
    ),
    '',
    `## Lighthouse 12 (mobile preset, median of ${lighthouseRuns(results)} runs)`,
    '',
    "Each figure is the median of its page's runs, with the lowest and highest run in brackets;",
    'the budgets read the medians. The audits and elements below are those of the median run.',
    `Lighthouse ran at a one-minute load average of ${fixed(results.lighthouseLoad.start, 1)} to ${fixed(results.lighthouseLoad.end, 1)}`,
    results.lighthouseLoad.start < 1 && results.lighthouseLoad.end < 1
      ? '(an idle machine).'
      : '(not idle: its 4× CPU slowdown is on top of other work, so TBT and the performance score read worse than on an idle machine, where the budgets are meant to be read).',
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

/** Rows whose figures are all the same (routes sharing one page chunk) as one row naming them all. */
function sameRowsJoined(rows: string[][]): string[][] {
  const byFigures = new Map<string, string[]>();
  for (const [name, ...figures] of rows) {
    const key = figures.join('|');
    const row = byFigures.get(key);
    if (row) row[0] = `${row[0]}, ${name}`;
    else byFigures.set(key, [name ?? '', ...figures]);
  }
  return [...byFigures.values()];
}
