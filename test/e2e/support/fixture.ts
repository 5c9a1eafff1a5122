// The one set-up of the browser suites: per test file one site (the embedded platform on SQLite
// and createApp, test/e2e/support/site.ts) and one Chromium, started together the first time a
// test asks for them; per test `open()`, which opens pages in contexts of their own and closes
// them when the test ends. Each page collects its console errors and page errors (tests assert the
// list stays empty) and `visit()` (page.ts) runs axe on every page it loads.
//
//   import { it } from './support/fixture.ts';
//   it('…', async ({ open, site }) => { const { page, errors } = await open(viewports.mobile); });
//
// A file whose site needs other settings overrides `siteEnv` once, at its top:
//   it.override('siteEnv', { scope: 'file' }, { CATALOG_CACHE_SECONDS: '0' });
// and one whose platform needs other settings overrides `platformOptions` the same way.
import { test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  viewports,
  type ContextOptions,
  type OpenedPage,
  type Viewport,
} from './browser.ts';
import { startSite, type RunningSite } from './site.ts';
import type { TestPlatformOptions } from '#test/support/platform.ts';

/** Opens a page in a new context of the file's browser (closed when the test ends). */
export type OpenPage = (viewport?: Viewport, options?: ContextOptions) => Promise<OpenedPage>;

async function startStage(
  env: Record<string, string>,
  platformOptions: TestPlatformOptions,
): Promise<[RunningSite, Browser]> {
  const [site, browser] = await Promise.allSettled([
    startSite(env, platformOptions),
    launchBrowser(),
  ]);
  if (site.status === 'fulfilled' && browser.status === 'fulfilled')
    return [site.value, browser.value];
  // One of the two failed: stop the other before reporting why.
  if (site.status === 'fulfilled') await site.value.close();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw site.status === 'rejected' ? site.reason : (browser as PromiseRejectedResult).reason;
}

export const it = test
  .extend('siteEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('platformOptions', { scope: 'file' }, {} as TestPlatformOptions)
  .extend('stage', { scope: 'file' }, async ({ siteEnv, platformOptions }, { onCleanup }) => {
    const [site, browser] = await startStage(siteEnv, platformOptions);
    onCleanup(async () => {
      await browser.close();
      await site.close();
    });
    return { site, browser };
  })
  .extend('site', { scope: 'file' }, ({ stage }) => stage.site)
  .extend('browser', { scope: 'file' }, ({ stage }) => stage.browser)
  .extend('open', async ({ stage }, { onCleanup }) => {
    const opened: OpenedPage[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map(({ context }) => context.close().catch(() => undefined)));
    });
    const open: OpenPage = async (viewport = viewports.desktop, options = {}) => {
      const page = await openPage(
        stage.browser,
        options.baseURL ?? stage.site.url,
        viewport,
        options,
      );
      opened.push(page);
      return page;
    };
    return open;
  });
