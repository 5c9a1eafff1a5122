// Lighthouse 12: the CLI with its default mobile preset (simulated slow 4G and 4x CPU
// slowdown) on the system Chromium, headless, three runs per page: each figure is the median of
// its runs (the runs of one page vary on this shared machine, so their range is kept too), the
// audits and elements are those of the median run by performance score. Nothing is downloaded:
// chrome-launcher starts CHROME_PATH.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './children.ts';
import { median } from './streaming.ts';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, LCP and TBT, for the range of each. */
  runs: { performance: number[]; lcpMs: number[]; tbtMs: number[] };
  /** The failing audits of the median run, for the write-up of a miss. */
  failing: string[];
  /** The LCP element and the elements that shifted (HTML snippets), from the median run. */
  lcpElement: string;
  shifted: string[];
}

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      title: string;
      scoreDisplayMode: string;
      details?: { items?: unknown[] };
    }
  >;
  runtimeError?: { message: string };
}

function runOnce(url: string): Promise<Report> {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-dev-shm-usage',
        '--max-wait-for-load=30000',
      ],
      {
        env: { ...process.env, CHROME_PATH },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        if (error) {
          const reason = error.killed ? 'timed out after 120 s' : `exit ${error.code}`;
          return reject(new Error(`lighthouse ${reason}: ${stderr.trim().slice(-300)}`));
        }
        try {
          const report = JSON.parse(stdout) as Report;
          if (report.runtimeError) reject(new Error(report.runtimeError.message));
          else resolve(report);
        } catch (parseError) {
          reject(parseError as Error);
        }
      },
    );
  });
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

export async function lighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}`);
  // Chromium on a loaded machine now and then loses a trace (NO_NAVSTART) or a tab: such a run
  // is repeated, at most `runs` extra times, so the median is of `runs` complete runs.
  const reports: Report[] = [];
  const failures: string[] = [];
  for (let attempt = 0; reports.length < runs && attempt < runs * 2; attempt += 1) {
    try {
      reports.push(await runOnce(url));
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  if (reports.length < runs) throw new Error(failures.at(-1) ?? 'no complete run');
  const perfs = reports.map((report) => score(report, 'performance'));
  const perf = median(perfs);
  const chosen = reports.find((report) => score(report, 'performance') === perf) ?? reports[0]!;
  const each = (id: string) => reports.map((report) => report.audits[id]?.numericValue ?? NaN);
  const lcps = each('largest-contentful-paint');
  const tbts = each('total-blocking-time');
  const failing = Object.entries(chosen.audits)
    .filter(
      ([, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map(([id, a]) => `${id} (${a.title})`);
  return {
    lcpElement: snippets(chosen.audits['largest-contentful-paint-element']?.details)[0] ?? '',
    shifted: snippets(chosen.audits['layout-shifts']?.details).slice(0, 3),
    performance: perf,
    accessibility: score(chosen, 'accessibility'),
    bestPractices: score(chosen, 'best-practices'),
    seo: score(chosen, 'seo'),
    lcpMs: median(lcps),
    tbtMs: median(tbts),
    cls: median(each('cumulative-layout-shift')),
    runs: { performance: perfs, lcpMs: lcps, tbtMs: tbts },
    failing,
  };
}

/** Every `node.snippet` inside an audit's details (they nest in tables of tables). */
function snippets(details: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || typeof value !== 'object' || value === null) return;
    const node = (value as { node?: { snippet?: unknown } }).node;
    if (node && typeof node.snippet === 'string') found.push(node.snippet.slice(0, 160));
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(details, 0);
  return [...new Set(found)];
}
