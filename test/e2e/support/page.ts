// Page helpers for the browser suites: visit a path, wait until React has hydrated it, and run
// axe on it (every page a browser test visits is checked).
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';

/** True once React has attached to the document (hydrateRoot marks nodes with its fiber keys). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main-content');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

export async function visit(
  page: Page,
  path: string,
  options: { axe?: boolean } = {},
): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response || response.status() >= 500)
    throw new Error(`${path} answered ${response?.status()}`);
  await waitForHydration(page);
  if (options.axe !== false) await expectNoAxeViolations(page);
}

/** The id (or tag and class) of the focused element, for focus assertions. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.id ? `#${element.id}` : `${element.tagName.toLowerCase()}.${element.className}`;
  });
}

/**
 * A fake clock for timings the page keeps itself (skip link 300/200 ms and the like):
 * installed before the page loads, where it runs like the real one, then held still by `hold()`
 * once the page is in, so that `page.clock.runFor(ms)` moves time on exactly.
 */
export async function installClock(page: Page): Promise<{ hold(): Promise<void> }> {
  const start = Date.now();
  await page.clock.install({ time: start });
  // A minute on from the start: past any page load; the jump fires what falls due on the way.
  return { hold: () => page.clock.pauseAt(start + 60_000) };
}

/** Solves the ALTCHA proof of work for real inside `scope` (shared/components/captcha/README.md). */
export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  const checkbox = scope.locator('altcha-widget input[type="checkbox"]');
  await checkbox.waitFor({ timeout: 15_000 });
  await checkbox.click();
  await scope.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
}

/**
 * A navigation's one data request for a page (shared/data/route-data.ts), as a URL matcher for
 * page.route and request listeners: `/_data?path=<pagePath>`, whatever the query of the page.
 */
export const routeDataFor =
  (pagePath: string) =>
  (url: URL): boolean =>
    url.pathname === '/_data' && (url.searchParams.get('path') ?? '').split('?')[0] === pagePath;
