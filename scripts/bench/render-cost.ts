// The render against React's floor: CPU per render of the results and hotel pages as the site
// renders them, and of a plain React tree of the very same HTML (servers/render-floor.tsx), asked
// of the bare-render server, which renders both in alternating rounds in one process. A ratio of
// two figures taken side by side stays meaningful on a loaded machine, where pages per second
// does not.
import os from 'node:os';

export interface RenderCostRow {
  name: string;
  path: string;
  /** Median CPU ms per render over the rounds. */
  pageMs: number;
  floorMs: number;
  ratio: number;
  pageRounds: number[];
  floorRounds: number[];
  pageHtmlBytes: number;
  floorHtmlBytes: number;
  elements: number;
  /** One-minute load average when the measurement started. */
  load: number;
}

/** The budget: a page's render costs at most this many times React's floor for its HTML. */
export const FLOOR_RATIO_BUDGET = 1.5;

export async function measureRenderCost(
  bareUrl: string,
  pages: { name: string; path: string }[],
  renders = Number(process.env.BENCH_FLOOR_RENDERS ?? 40),
  rounds = Number(process.env.BENCH_FLOOR_ROUNDS ?? 5),
): Promise<RenderCostRow[]> {
  const rows: RenderCostRow[] = [];
  for (const page of pages) {
    const load = os.loadavg()[0]!;
    const query = new URLSearchParams({
      path: page.path,
      renders: String(renders),
      rounds: String(rounds),
    });
    const res = await fetch(`${bareUrl}/__render-cost?${query}`, {
      signal: AbortSignal.timeout(300_000),
    });
    if (!res.ok) throw new Error(`render cost of ${page.path}: ${res.status} ${await res.text()}`);
    rows.push({
      name: page.name,
      load,
      ...((await res.json()) as Omit<RenderCostRow, 'name' | 'load'>),
    });
  }
  return rows;
}

export const renderCostLine = (row: RenderCostRow) =>
  `${row.name}: ${row.pageMs.toFixed(2)} CPU ms per render vs floor ${row.floorMs.toFixed(2)} ms = ${row.ratio.toFixed(2)}× ` +
  `(budget ≤ ${FLOOR_RATIO_BUDGET}×; ${row.elements} elements, ${(row.pageHtmlBytes / 1000).toFixed(1)} kB page / ${(row.floorHtmlBytes / 1000).toFixed(1)} kB floor HTML; load ${row.load.toFixed(1)})`;
