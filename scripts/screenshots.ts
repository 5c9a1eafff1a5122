// `npm run screenshots [-- <folder>]`: every route of the route table in each of its states
// (test/e2e/support/route-states.ts, the list the layout test visits) at 375, 768 and 1280 px, whole
// pages, as PNG files for a person to look at. The folder is the argument, else SCREENSHOTS_DIR,
// else screenshots/ (ignored by git). The site is the browser tests' own: the embedded platform,
// seeded, in memory. Lazy images load as the page is scrolled through before each capture.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from '#test/e2e/support/browser.ts';
import { setup as buildWhenStale } from '#test/e2e/support/global-setup.ts';
import { reachState, routeStates } from '#test/e2e/support/route-states.ts';
import { projectRoot, startSite } from '#test/e2e/support/site.ts';

const WIDTHS = [375, 768, 1280];
const HEIGHT = 900;

const folder = path.resolve(
  process.argv[2] ?? process.env.SCREENSHOTS_DIR ?? path.join(projectRoot, 'screenshots'),
);

/**
 * Scrolls the page down a screen at a time, as a guest would, so that lazy images (and whatever
 * else waits to be seen) load, waits until every image has loaded or failed, then goes back to
 * the top, where the sticky header sits as a guest first sees it.
 */
async function loadWholePage(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      for (let frames = 0; frames < 2; frames += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page
    .waitForFunction(
      // Only images in the page's width: the later slides of a carousel and the photos of a
      // closed dialog load when a guest gets to them, and the capture would not show them.
      () =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && box.right > 0;
          return image.complete || !shown || box.left >= window.innerWidth;
        }),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => process.stderr.write(`${page.url()}: some images did not load in 15 s\n`));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

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
        await loadWholePage(page);
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
