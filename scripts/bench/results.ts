// What one run of `npm run bench` measured, as run.ts gathers it for the report.
import type { NavigationResult } from './navigation.ts';
import type { CalendarLatencyRow } from './price-calendar.ts';
import type { PriceWatchRow } from './price-watch-bench.ts';
import type { RouteBytes } from './assets.ts';
import type { FetchedScripts } from './fetched-js.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { RenderCostRow } from './render-cost.ts';

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
  /** CPU per render of results and hotel against React's floor for the same HTML. */
  renderCost: RenderCostRow[];
  /** Each page's HTML as the site sent it, uncompressed bytes. */
  htmlBytes: { name: string; bytes: number; hotels?: number }[];
  /** Home's scripts as Chromium fetched them, from navigation to network idle. */
  homeScripts: FetchedScripts;
  /** Home → Dallas results by the search form against a fresh load, at 150 ms latency. */
  navigation?: NavigationResult;
  /** The price calendar's one platform call per hotel per two months (price-calendar.ts). */
  priceCalendar: CalendarLatencyRow[];
  /** Price protection's passes over a brand of hotels (price-watch-bench.ts). */
  priceWatch?: PriceWatchRow[];
  lighthouse: { name: string; path: string; result: LighthouseResult | string }[];
  /** The one-minute load average when Lighthouse started and ended: its figures move with it. */
  lighthouseLoad: { start: number; end: number };
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
