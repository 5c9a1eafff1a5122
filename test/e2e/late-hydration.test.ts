// Parts of the chrome that hydrate when needed (shared/components/chrome/deferred-part.tsx)
// in a real browser: the footer, its newsletter form, the mobile menu and the header's account
// items are not in a page's first load; their server HTML stays as it was sent until their code
// arrives; and they then work, including what a guest did before that: a tap on the menu button,
// text typed into the newsletter field. No console error or hydration warning on the way.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, viewports } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { visit } from './support/page.ts';
import { projectRoot } from './support/site.ts';

/** Scripts the page fetched, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds every script requested from now until `release()`: code that is asked for late. */
async function holdLateScripts(page: Page): Promise<{ held: () => number; release: () => void }> {
  const waiting: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) waiting.push(route);
    else await route.continue();
  });
  return {
    held: () => waiting.length,
    release: () => {
      holding = false;
      for (const route of waiting.splice(0)) void route.continue();
    },
  };
}

const footerHtml = (page: Page) =>
  page.locator('footer.site-footer').evaluate((footer) => footer.outerHTML);

describeInBrowser('parts that hydrate when needed', () => {
  it('at 375 px the first load has no footer, menu or account code; one tap opens the menu', async ({
    open,
  }) => {
    const { page, errors, warnings } = await open(viewports.mobile);
    const scripts = scriptsOf(page);
    await visit(page, '/', { axe: false });
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    // The entry with its shared chunk and the home page's own chunks, as the build's manifest
    // lists them, and the real-user page speed library the entry asks for once the page is idle:
    // nothing the guest has not reached for.
    const manifest = JSON.parse(
      await readFile(path.join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
    ) as { entry: { js: string[] }; routes: Record<string, { js: string[] }> };
    const listed = new Set([...manifest.entry.js, ...manifest.routes.home!.js]);
    const idle = scripts.filter((script) => !listed.has(script));
    expect(new Set(scripts.filter((script) => listed.has(script)))).toEqual(listed);
    expect(idle).toHaveLength(1);
    expect(await (await page.request.get(idle[0]!)).text()).toContain('largest-contentful-paint');

    // The footer's server HTML is what the page shows, untouched.
    const served = await (await page.request.get('/')).text();
    expect(await footerHtml(page)).toBe(
      await page.evaluate(
        (html) =>
          new DOMParser().parseFromString(html, 'text/html').querySelector('footer')?.outerHTML,
        served,
      ),
    );

    // One tap, before the menu's code is in: it is held, and opens the menu once it has hydrated.
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(scripts.length).toBeGreaterThan(firstLoad);
    const panel = page.locator('#mobile-menu-panel');
    await panel.waitFor({ state: 'visible' });
    await panel.getByRole('button', { name: 'Book a Room' }).click();
    expect(await page.locator('#mobile-place-input').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // A menu link then navigates on the client, the footer coming along once asked for.
    await button.click();
    await panel.getByRole('link', { name: 'Deals' }).click();
    await page.waitForURL('**/offers');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  it('the newsletter form takes what was typed before its code arrived, then checks it', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/who-we-are', { axe: false });
    await page.waitForLoadState('networkidle');
    const late = await holdLateScripts(page);
    const input = page.getByLabel('Email address');
    await input.scrollIntoViewIfNeeded();
    await input.pressSequentially('not-an-email');
    // The footer's code was asked for (near the viewport, then focus) and is held back: the
    // typed text sits in the server's input, no message yet.
    await expect.poll(late.held).toBeGreaterThan(0);
    expect(await input.inputValue()).toBe('not-an-email');
    expect(await page.locator('.newsletter__error').count()).toBe(0);

    late.release();
    const message = page.getByText('Please enter a valid email address', { exact: true });
    await message.waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    // Then it is an ordinary form: a valid address brings the captcha.
    await input.fill('guest@example.com');
    await message.waitFor({ state: 'detached' });
    await page.locator('.newsletter altcha-widget').waitFor();
    expect(errors).toEqual([]);
  });

  it('at 1280 px the account items hydrate at once and open their popups', async ({ open }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, '/locations');
    const trigger = page.locator('.site-header__account a[href="/find-reservation"]');
    await trigger.click();
    await page.locator('#reservations-menu-panel').waitFor({ state: 'visible' });
    expect(page.url()).toMatch(/\/locations$/);
    expect(errors).toEqual([]);
  });
});
