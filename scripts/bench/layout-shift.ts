// Layout shifts as the browser sees them (the first screen must not move; the CLS budget): the
// built client on a site whose platform answers for rates and reviews are held by a proxy between
// site and platform until the page has first painted (HELD_MS at the latest, inside the site's
// 2.5 s deadline), so those parts stream into their fallbacks as they do for a guest. A first
// visit fills the browser's cache. Per page and width: the sum of `layout-shift` entries
// (buffered PerformanceObserver, without input) and the elements that moved; screenshots (first
// screen and whole page) into SHOTS_DIR when set.
//   npm run build && npm run bench:layout-shift [home|results|results-stay|hotel|hotel-stay …]
import path from 'node:path';
import { addDays, format } from 'date-fns';
import { chromium } from 'playwright-core';
import { startSite } from '../../test/e2e/support/site.ts';
import { startHoldingProxy } from '../../test/e2e/support/holding-proxy.ts';
import {
  paintGates,
  PERSON_USER_AGENT,
  sumShifts,
  visitMeasuringShifts,
} from '../../test/e2e/support/layout-shift.ts';

const HELD_MS = Number(process.env.HELD_MS ?? 1800);
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stay = `checkIn=${day(30)}&checkOut=${day(37)}&adults=1&children=0`;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'results', path: '/extended-stay-hotels/locations/texas/dallas/hotels' },
  { name: 'results-stay', path: `/extended-stay-hotels/locations/texas/austin/hotels?${stay}` },
  { name: 'hotel', path: '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown' },
  {
    name: 'hotel-stay',
    path: `/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown?${stay}`,
  },
];
const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];
/** Held answers go on when the page has painted, or after HELD_MS at the latest. */
const gates = paintGates(/^\/(v2\/rate\/|reviews\/)/, HELD_MS);

async function main(): Promise<void> {
  const proxy = await startHoldingProxy(gates.hold);
  // No catalog cache: the reviews are asked for (and held) on every visit, the warm-up's too.
  const site = await startSite({
    API_URL: proxy.url,
    UPSTREAM_TIMEOUT_MS: '2500',
    CATALOG_CACHE_SECONDS: '0',
  });
  proxy.forwardTo(site.platform.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const only = process.argv.slice(2);
  try {
    for (const page of PAGES.filter((p) => only.length === 0 || only.includes(p.name)))
      for (const viewport of WIDTHS) {
        const context = await browser.newContext({ viewport, userAgent: PERSON_USER_AGENT });
        const tab = await context.newPage();
        // A first visit fills the browser's cache (scripts, styles, images), as for a guest
        // coming back: the measured visit paints soon after its first byte.
        await tab.goto(`${site.url}${page.path}`, { waitUntil: 'load' });
        const gate = gates.next();
        const shot = (suffix: string, fullPage = false) =>
          process.env.SHOTS_DIR
            ? tab.screenshot({
                path: path.join(
                  process.env.SHOTS_DIR,
                  `${page.name}-${viewport.width}${suffix}.png`,
                ),
                fullPage,
              })
            : Promise.resolve();
        const shifts = await visitMeasuringShifts(tab, `${site.url}${page.path}`, async () => {
          // FALLBACKS=1: the first screen with the fallbacks, before the answers go on (the
          // measured shifts are then off: answers may pass the site's deadline meanwhile).
          if (process.env.FALLBACKS) await shot('-fallbacks').catch(() => undefined);
          gate.release();
        });
        const sum = sumShifts(shifts);
        const timing = await tab.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return `first byte ${Math.round(nav.responseStart)} ms, document ${Math.round(nav.responseEnd)} ms, FCP ${Math.round(fcp?.startTime ?? -1)} ms`;
        });
        const late = gate.early ? ` (${gate.early} held answers went on before the paint)` : '';
        console.log(`${page.name} ${viewport.width}: CLS ${sum.toFixed(4)}${late} (${timing})`);
        for (const shift of shifts) {
          console.log(`  ${shift.value.toFixed(4)} at ${shift.time} ms`);
          for (const source of shift.sources)
            console.log(`    ${source.node}: ${source.from} → ${source.to}`);
        }
        await shot('-first');
        await shot('', true);
        await context.close();
      }
  } finally {
    await browser.close();
    await site.close();
    await proxy.close();
  }
}

await main();
