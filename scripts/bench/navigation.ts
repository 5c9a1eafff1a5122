// Client navigation against a fresh load of the same page, as a guest on a far network feels it:
// Chromium with 150 ms of added latency per request (CDP Network.emulateNetworkConditions). A
// guest on the home page types "Dallas", picks the suggestion and sends the search form; the
// time from the click on Find a Hotel to the first price on the results page, against a fresh
// load of the very address the search reached (its scripts and styles in the browser's cache, as
// for the navigation) to its first price. Also the data requests the navigation made (the page's
// data request and any /api call but the suggestions typed before the click).
//   npm run build && npm run bench:navigation [site URL]   (alone it starts a site of its own)
import { chromium, type Page } from 'playwright-core';
import { CHROME_PATH } from './lighthouse.ts';

const LATENCY_MS = 150;
const RUNS = Number(process.env.BENCH_NAVIGATION_RUNS ?? 5);
/** Navigation's time over a fresh load's: at most this. */
export const NAVIGATION_RATIO_BUDGET = 0.7;
/** Data requests one navigation makes: at most this. */
export const NAVIGATION_REQUESTS_BUDGET = 2;

const FIRST_PRICE = '.result-price:not([aria-hidden]) .price__dollars';
const QUIET_MS = 1000;

export interface NavigationResult {
  latencyMs: number;
  runs: number;
  /** Medians, ms. */
  navigationMs: number;
  freshLoadMs: number;
  ratio: number;
  /** The most data requests any one navigation made. */
  dataRequests: number;
}

const isDataRequest = (url: URL) =>
  url.pathname === '/_data' ||
  (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/v1/place/suggest'));

/** Until no data request has started for QUIET_MS (the parts a page asks for after it shows). */
async function quiet(lastRequestAt: () => number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() - lastRequestAt() < QUIET_MS && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * In the page, from its start: when the guest last pressed a button, and the frame that first
 * painted a price after that (performance.now(), so the harness's own delays do not count). A
 * fresh load's clock starts with its navigation. A string: tsx's helpers would not exist in the
 * page.
 */
const WATCH_FIRST_PRICE = `(() => {
  const seen = { clickAt: 0, priceAt: -1 };
  window.firstPrice = seen;
  let asked = false;
  const look = () => {
    if (seen.priceAt >= 0 || asked || !document.querySelector(${JSON.stringify(FIRST_PRICE)}))
      return;
    // In the document is not yet on screen (a stylesheet may still hold the first paint): the
    // frame that paints it is.
    asked = true;
    requestAnimationFrame(() => {
      asked = false;
      seen.priceAt = performance.now();
    });
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button')) {
      seen.clickAt = performance.now();
      seen.priceAt = -1;
    }
  }, { capture: true });
})();`;

async function firstPriceMs(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const seen = (window as unknown as { firstPrice?: { clickAt: number; priceAt: number } })
        .firstPrice;
      return seen && seen.priceAt >= 0 ? seen.priceAt - seen.clickAt : null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function oneRun(page: Page, siteUrl: string) {
  let counting = false;
  let requests = 0;
  let lastRequestAt = 0;
  page.on('request', (request) => {
    if (!counting || !isDataRequest(new URL(request.url()))) return;
    requests += 1;
    lastRequestAt = Date.now();
  });
  await page.addInitScript({ content: WATCH_FIRST_PRICE });

  await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await page.locator('#place-input').fill('Dallas');
  await page
    .getByRole('option', { name: /^Dallas, TX/ })
    .first()
    .click();
  counting = true;
  lastRequestAt = Date.now();
  await page.getByRole('button', { name: 'Find a Hotel' }).click();
  const navigationMs = await firstPriceMs(page);
  await quiet(() => lastRequestAt);
  counting = false;
  const resultsUrl = page.url();

  // A fresh load: its clock (performance.now()) starts with the navigation, no click.
  await page.goto(resultsUrl, { waitUntil: 'commit' });
  const freshLoadMs = await firstPriceMs(page);
  page.removeAllListeners('request');
  return { navigationMs: Math.round(navigationMs), freshLoadMs: Math.round(freshLoadMs), requests };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function measureNavigation(siteUrl: string): Promise<NavigationResult> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const runs = [];
    // A first run fills the browser's cache with the scripts and styles, as for a returning guest.
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const result = await oneRun(page, siteUrl);
      if (run > 0) runs.push(result);
      await context.close();
    }
    const navigationMs = median(runs.map((run) => run.navigationMs));
    const freshLoadMs = median(runs.map((run) => run.freshLoadMs));
    return {
      latencyMs: LATENCY_MS,
      runs: runs.length,
      navigationMs,
      freshLoadMs,
      ratio: navigationMs / freshLoadMs,
      dataRequests: Math.max(...runs.map((run) => run.requests)),
    };
  } finally {
    await browser.close();
  }
}

export function navigationLine(result: NavigationResult): string {
  return (
    `navigation home → Dallas results at ${result.latencyMs} ms latency (median of ${result.runs}): ` +
    `${result.navigationMs} ms to the first price, fresh load ${result.freshLoadMs} ms, ` +
    `${result.ratio.toFixed(2)}× (budget ≤ ${NAVIGATION_RATIO_BUDGET}×); ` +
    `${result.dataRequests} data requests (budget ≤ ${NAVIGATION_REQUESTS_BUDGET})`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadavg } = await import('node:os');
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  process.stdout.write(`load average at the start: ${load()}\n`);
  let url = process.argv[2];
  let close: () => Promise<void> = async () => undefined;
  if (!url) {
    const { startSite } = await import('../../test/e2e/support/site.ts');
    const site = await startSite();
    url = site.url;
    close = () => site.close();
  }
  try {
    process.stdout.write(`${navigationLine(await measureNavigation(url))}\n`);
  } finally {
    await close();
  }
  process.stdout.write(`load average at the end: ${load()}\n`);
}
