// The site's performance budgets, each read from a run's results and marked met or missed.
import type { LoadResult } from './load.ts';
import { fixed, kib } from './markdown.ts';
import type { BenchResults } from './results.ts';
import type { PriceWatchRow } from './price-watch-bench.ts';
import { FLOOR_RATIO_BUDGET } from './render-cost.ts';
import { NAVIGATION_RATIO_BUDGET, NAVIGATION_REQUESTS_BUDGET } from './navigation.ts';

/** The results page's HTML for a city of 13 hotels, uncompressed. */
const RESULTS_HTML_BUDGET = { bytes: 100_000, hotels: 13 };
/** Home's first-load JavaScript as Chromium fetches it until the network is idle. */
const HOME_JS_BUDGET_KIB = 85;

/** Price protection's daily pass over a brand of this size must end within this, on one core. */
export const PRICE_WATCH_BUDGET = { hotels: 1000, minutes: 5 };

/** A daily pass's time scaled linearly to the budget's brand size, in minutes. */
export const dailyMinutesAtBudget = (row: PriceWatchRow) =>
  ((row.seconds / row.hotels) * PRICE_WATCH_BUDGET.hotels) / 60;

export interface Budget {
  name: string;
  target: string;
  measured: string;
  met: boolean;
}

/** A page's series at a number of connections. */
export const at = (rows: LoadResult[] | undefined, connections: number) =>
  rows?.find((row) => row.connections === connections);

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
  for (const row of results.renderCost)
    list.push({
      name: `Render of ${row.name}, CPU per render vs React's floor for its HTML`,
      target: `≤ ${FLOOR_RATIO_BUDGET}×`,
      measured: `${fixed(row.ratio, 2)}× (${fixed(row.pageMs, 2)} vs ${fixed(row.floorMs, 2)} ms, load ${fixed(row.load, 1)})`,
      met: row.ratio <= FLOOR_RATIO_BUDGET,
    });
  const resultsHtml = results.htmlBytes.find((page) => page.name === 'results');
  if (resultsHtml)
    list.push({
      name: `Results page HTML (${resultsHtml.hotels ?? '?'} hotels; budget for ${RESULTS_HTML_BUDGET.hotels})`,
      target: `≤ ${RESULTS_HTML_BUDGET.bytes / 1000} kB`,
      measured: `${fixed(resultsHtml.bytes / 1000, 1)} kB`,
      met: resultsHtml.bytes <= RESULTS_HTML_BUDGET.bytes,
    });
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
    target: `≤ ${HOME_JS_BUDGET_KIB} KiB`,
    measured: kib(results.homeScripts.bytes),
    met: results.homeScripts.bytes <= HOME_JS_BUDGET_KIB * 1024,
  });
  const navigation = results.navigation;
  if (navigation)
    list.push(
      {
        name: `Client navigation home → results to the first price vs a fresh load (${navigation.latencyMs} ms latency)`,
        target: `≤ ${NAVIGATION_RATIO_BUDGET}×`,
        measured: `${fixed(navigation.ratio, 2)}× (${fixed(navigation.navigationMs)} vs ${fixed(navigation.freshLoadMs)} ms)`,
        met: navigation.ratio <= NAVIGATION_RATIO_BUDGET,
      },
      {
        name: 'Data requests of that navigation',
        target: `≤ ${NAVIGATION_REQUESTS_BUDGET}`,
        measured: String(navigation.dataRequests),
        met: navigation.dataRequests <= NAVIGATION_REQUESTS_BUDGET,
      },
    );
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
  list.push(...priceWatchBudgets(results.priceWatch ?? []));
  return list;
}

/**
 * Price protection's daily pass re-quotes every upcoming stay of the brand on one core (the job
 * runs in one process); its time at the budget's size, scaled linearly from a smaller run.
 */
export function priceWatchBudgets(rows: PriceWatchRow[]): Budget[] {
  return rows
    .filter((row) => row.pass === 'daily')
    .map((row) => {
      const minutes = dailyMinutesAtBudget(row);
      return {
        name: `Price protection, daily pass for ${PRICE_WATCH_BUDGET.hotels} hotels (${row.database}, measured at ${row.hotels})`,
        target: `< ${PRICE_WATCH_BUDGET.minutes} min`,
        measured: `${fixed(minutes, 2)} min (${fixed(row.result.checked / row.seconds)} reservations/s)`,
        met: minutes < PRICE_WATCH_BUDGET.minutes,
      };
    });
}
