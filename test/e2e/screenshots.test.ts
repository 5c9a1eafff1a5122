// Not an assertion suite: saves screenshots of the chrome for a person to look at
// (SCREENSHOTS=1 npx vitest run --project e2e test/e2e/screenshots.test.ts).
import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, openPage, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';
import { startSite, type RunningSite } from './support/site.ts';

const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/chrome-shots';

describeInBrowser('chrome screenshots', () => {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.runIf(process.env.SCREENSHOTS === '1')(
    'home and a corporate page at 1280, 800 and 375 px',
    async () => {
      for (const [name, viewport] of [
        ['desktop', viewports.desktop],
        ['tablet', viewports.tablet],
        ['mobile', viewports.mobile],
      ] as const) {
        const { page } = await openPage(browser, site.url, viewport);
        await visit(page, '/', { axe: false });
        await page.screenshot({ path: `${outDir}/home-${name}.png`, fullPage: true });
        await visit(page, '/locations?clientid=SUMMIT', { axe: false });
        await page.screenshot({ path: `${outDir}/corporate-${name}.png` });
        if (name === 'mobile') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.waitForTimeout(300); // the icon's transition
          await page.screenshot({ path: `${outDir}/menu-${name}.png` });
        }
      }
    },
  );
});
