// `npm run screenshots [-- <folder>]`: every route of the route table in each of its states
// (test/e2e/support/route-states.ts, the list the layout test visits) at 375 and 1280 px, whole
// pages, as PNG files for a person to look at. The folder is screenshots/ (ignored by git) unless
// one is given. The site is the browser tests' own: the embedded platform, seeded, in memory.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, openPage } from '#test/e2e/support/browser.ts';
import { setup as buildWhenStale } from '#test/e2e/support/global-setup.ts';
import { reachState, routeStates } from '#test/e2e/support/route-states.ts';
import { projectRoot, startSite } from '#test/e2e/support/site.ts';

const WIDTHS = [375, 1280];
const HEIGHT = 900;

const folder = path.resolve(process.argv[2] ?? path.join(projectRoot, 'screenshots'));
await mkdir(folder, { recursive: true });
buildWhenStale();
const [site, browser] = await Promise.all([startSite(), launchBrowser()]);
const failed: string[] = [];
try {
  for (const state of routeStates) {
    // A state is reached once, at the first width, then the page is resized for the next.
    const { context, page } = await openPage(browser, site.url, {
      width: WIDTHS[0]!,
      height: HEIGHT,
    });
    try {
      await reachState(page, site, state);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // From the top, so that the sticky header sits where a guest first sees it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const file = path.join(folder, `${state.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
      }
      process.stdout.write(`${state.name}\n`);
    } catch (error) {
      failed.push(state.name);
      process.stderr.write(`${state.name}: ${(error as Error).message}\n`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
process.stdout.write(
  `${routeStates.length - failed.length} of ${routeStates.length} states written to ${folder}\n`,
);
if (failed.length) process.exitCode = 1;
