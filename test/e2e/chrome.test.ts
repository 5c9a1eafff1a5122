// Browser tests of the site chrome: header, mobile menu at 375 px, skip
// link, by keyboard and by mouse, with axe on every visited page and html-validate on the server
// HTML.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectValidHtml } from './support/html.ts';
import { focusedElement, installClock, visit } from './support/page.ts';
import { demoAccounts } from '#platform/dataset/accounts.ts';

describeInBrowser('site chrome', () => {
  it('server HTML of the chrome validates', async ({ site }) => {
    await expectValidHtml(site.url, '/locations');
    await expectValidHtml(site.url, '/');
    await expectValidHtml(site.url, '/offers?clientid=SUMMIT'); // with the corporate banner
  });

  it('desktop header: logo 208x70 to /, Locations, Deals, Who We Are, My Account, My reservations', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/locations');
    const logo = page.getByRole('link', { name: 'Longstay home' });
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await page.locator('.logo--desktop').boundingBox()).toMatchObject({
      width: 208,
      height: 70,
    });
    expect(await page.locator('.logo--mobile').isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Locations',
      'Deals',
      'Who We Are',
    ]);
    expect(await nav.getByRole('link', { name: 'Deals' }).getAttribute('href')).toBe('/offers');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await header.getByRole('link', { name: 'My reservations' }).getAttribute('href')).toBe(
      '/find-reservation',
    );
    expect(await page.locator('#header-search').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);

    // By mouse: a header link navigates (client-side) and the page is still accessible.
    await nav.getByRole('link', { name: 'Who We Are' }).click();
    await page.waitForURL('**/who-we-are');
    await expectNoAxeViolations(page);

    // By keyboard from a fresh load: skip link first, the logo, then the navigation (the health
    // notice, when shown, sits between); Enter follows the link.
    await visit(page, '/who-we-are');
    const order: string[] = [];
    for (let step = 0; step < 12 && order.at(-1) !== 'Deals'; step++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(order[0]).toBe('Skip to main content');
    expect(order.indexOf('Longstay home')).toBeLessThan(order.indexOf('Locations'));
    expect(order.slice(order.indexOf('Locations'))).toEqual(['Locations', 'Deals']);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/offers');
    await expectNoAxeViolations(page);

    await logo.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('on home the compact search bar stays hidden until the page is scrolled past the 450 px hero', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 1280, height: 500 });
    await visit(page, '/');
    const search = page.locator('#header-search');
    expect(await search.isVisible()).toBe(false);
    await page.mouse.wheel(0, 440);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(440);
    // Two frames: time for a scroll handler's render to land.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await search.isVisible()).toBe(false);
    await page.mouse.wheel(0, 20);
    await search.waitFor({ state: 'visible' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await search.waitFor({ state: 'hidden' });
    await visit(page, '/home');
    expect(await search.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('mobile menu at 375 px: items, Escape, outside click, focus leaving, route change, focus back', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/locations');
    expect(await page.locator('.logo--mobile').boundingBox()).toMatchObject({
      width: 144,
      height: 73,
    });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('#mobile-menu-panel');
    expect(await button.getAttribute('aria-controls')).toBe('mobile-menu-panel');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Mouse: open, check the items, the Book a Room panel, and axe with the menu open.
    await button.click();
    // The menu hydrates when reached for: the click opens it once its code is in.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await panel.waitFor({ state: 'visible' });
    expect(
      (
        await panel.locator(':scope > ul > li > a, :scope > ul > li > button').allTextContents()
      ).map((t) => t.trim()),
    ).toEqual([
      'Login',
      'My Reservations',
      'Locations',
      'Deals',
      'Who We Are',
      'Book a Room',
      'Contact Us',
    ]);
    const book = panel.getByRole('button', { name: 'Book a Room' });
    await book.click();
    expect(await book.getAttribute('aria-expanded')).toBe('true');
    // The in-menu search panel.
    const menuSearch = page.locator('#mobile-menu-search');
    expect(await menuSearch.locator('#mobile-place-input').isVisible()).toBe(true);
    expect(await menuSearch.getByRole('button', { name: 'Find a Hotel' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Escape closes and focus returns to the button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedElement(page)).toBe('button.mobile-menu__toggle');

    // Keyboard: Enter opens, Tab moves into the menu; outside click closes.
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
    await page.mouse.click(200, 790); // below the open menu
    await panel.waitFor({ state: 'hidden' });

    // Focus leaving the menu (Shift+Tab from the button to the logo) closes it.
    await button.click();
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Shift+Tab');
    await panel.waitFor({ state: 'hidden' });
    expect(await focusedElement(page)).toBe('a.site-header__logo');

    // Route change: following a menu link closes the menu and focus returns to the button.
    await button.click();
    await panel.getByRole('link', { name: 'Deals' }).click();
    await page.waitForURL('**/offers');
    await panel.waitFor({ state: 'hidden' });
    // The new page has rendered: the shell has moved focus to it, and the menu turned it back.
    await page.locator('[data-document="offers"]').waitFor();
    expect(await focusedElement(page)).toBe('button.mobile-menu__toggle');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('skip link: Tab, Enter → main content, then the warning and main again when #place-input is absent', async ({
    open,
  }) => {
    const { page, errors, warnings } = await open();
    const clock = await installClock(page);
    await visit(page, '/locations');
    // The product's 300 ms and 200 ms run on the page's clock, paused here and moved on by hand.
    await clock.hold();
    // Every page has a place input (the header search bar); take it away to see the fallback.
    await page.evaluate(() => document.getElementById('place-input')?.remove());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await focusedElement(page)).toBe('a.skip-link');
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focusedElement(page)).toBe('#main-content');
    await page.clock.runFor(350);
    await expect.poll(() => warnings).toContain('Search input not found');
    // Something else takes focus meanwhile; 200 ms later main content gets it back.
    await page.getByRole('link', { name: 'Longstay home' }).focus();
    await page.clock.runFor(250);
    expect(await focusedElement(page)).toBe('#main-content');
    expect(errors).toEqual([]);
  });

  it('skip link: by mouse too, and #place-input gets focus 300 ms later when present', async ({
    open,
  }) => {
    const { page, errors, warnings } = await open();
    const clock = await installClock(page);
    await visit(page, '/');
    // The product's 300 ms runs on the page's clock, paused here and moved on by hand.
    await clock.hold();
    expect(await page.locator('#place-input').count()).toBe(1); // the Reserve a Room widget's
    await page.keyboard.press('Tab');
    await page.getByRole('link', { name: 'Skip to main content' }).click();
    expect(await focusedElement(page)).toBe('#main-content');
    await page.clock.runFor(150);
    expect(await focusedElement(page)).toBe('#main-content');
    await page.clock.runFor(250);
    expect(await focusedElement(page)).toBe('#place-input');
    expect(warnings).not.toContain('Search input not found');
    expect(errors).toEqual([]);
  });

  it('signed in: "Hi, {given name}" in the header and the mobile menu, Logout signs out and goes to /', async ({
    open,
  }) => {
    const demo = demoAccounts.find((account) => account.row.login_id === 'guest@longstay.test')!;
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/offers');
    const status = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/session', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: demo.row.login_id, password: demo.password },
    );
    expect(status).toBe(200);
    await visit(page, '/offers');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const panel = page.locator('#mobile-menu-panel');
    const greeting = panel.getByRole('link', { name: `Hi, ${demo.row.given_name}` });
    expect(await greeting.getAttribute('href')).toBe('/my-account');
    expect(await panel.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize(viewports.desktop);
    const header = page.getByRole('banner');
    expect(await header.locator('.site-header__account-link').first().textContent()).toBe(
      `Hi, ${demo.row.given_name}`,
    );
    await page.setViewportSize(viewports.mobile);

    const signOut = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().endsWith('/api/session'),
    );
    await panel.getByRole('button', { name: 'Logout' }).click();
    await signOut;
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('load');
    await button.click();
    await panel.getByRole('link', { name: 'Login' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
