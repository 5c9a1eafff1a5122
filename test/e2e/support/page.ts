// Page helpers for the browser suites: visit a path, wait until React has hydrated it, and run
// axe on it (every page a browser test visits is checked).
import type { Page } from 'playwright-core';
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
