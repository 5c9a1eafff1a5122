// Signed-in devices in the browser: a guest signed in on two browsers (a Windows desktop and an
// iPhone) sees both on My Account, this device marked, and signs out everywhere from one; the
// other browser is signed out too and its next visit to My Account goes to the sign-in page.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// Where a look at the card is kept when SCREENSHOT_DIR is set (not part of the assertions).
const shots = process.env.SCREENSHOT_DIR;

describeInBrowser('signed-in devices', () => {
  async function signInOnLoginPage(page: Page): Promise<void> {
    await visit(page, '/login?returnUrl=%2Fmy-account', { axe: false });
    const form = page.locator('#main-content form');
    await form.getByLabel('Email').fill('traveler@longstay.test');
    await form.getByLabel('Password').fill('Roadwarrior7');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/my-account');
  }

  const devices = (page: Page) => page.locator('.session-list__item');

  it('two browsers see two sessions; signing out everywhere signs the other one out', async ({
    open,
    site,
  }) => {
    const desktop = await open(viewports.desktop, { userAgent: WINDOWS_CHROME });
    const phone = await open(viewports.mobile, { userAgent: IPHONE_SAFARI });
    await signInOnLoginPage(desktop.page);
    await signInOnLoginPage(phone.page);

    // The desktop lists both, itself first and marked; the phone too, from its side.
    await visit(desktop.page, '/my-account');
    const card = desktop.page.getByRole('region', { name: 'Signed-in Devices' });
    await expect.poll(() => devices(desktop.page).count()).toBe(2);
    expect(await devices(desktop.page).nth(0).innerText()).toMatch(
      /Chrome on Windows\s*This device/,
    );
    expect(await devices(desktop.page).nth(1).innerText()).toContain('Safari on iPhone');
    expect(await devices(desktop.page).nth(1).innerText()).toMatch(/Last active/);
    if (shots) await card.screenshot({ path: `${shots}/sessions-1280.png` });

    await visit(phone.page, '/my-account');
    expect(await devices(phone.page).nth(0).innerText()).toMatch(/Safari on iPhone\s*This device/);
    expect(await devices(phone.page).nth(1).innerText()).toContain('Chrome on Windows');
    if (shots)
      await phone.page
        .getByRole('region', { name: 'Signed-in Devices' })
        .screenshot({ path: `${shots}/sessions-375.png` });

    // The session cookie's token is in neither page's HTML or script-readable state.
    for (const { page, context } of [desktop, phone]) {
      const cookie = (await context.cookies()).find((entry) => /session$/.test(entry.name))!;
      const token = cookie.value.split('|').at(-1)!;
      expect(cookie.httpOnly).toBe(true);
      expect(await page.content()).not.toContain(token);
      expect(await page.evaluate(() => document.cookie)).not.toContain(token);
    }

    // A script signs in with Basic at the platform: the desktop sees it and signs it out alone.
    const basic = await fetch(`${site.platform.url}/v1/account/accounts/traveler@longstay.test`, {
      headers: {
        authorization: `Basic ${Buffer.from('traveler@longstay.test:Roadwarrior7').toString('base64')}`,
        'user-agent': 'curl/8.5.0',
      },
    });
    expect(basic.status).toBe(200);
    await visit(desktop.page, '/my-account', { axe: false });
    await expect.poll(() => devices(desktop.page).count()).toBe(3);
    await card.getByRole('button', { name: 'Sign out curl' }).click();
    await card.getByRole('status').filter({ hasText: 'curl is signed out.' }).waitFor();
    expect(await devices(desktop.page).count()).toBe(2);

    // Sign out everywhere on the desktop: it ends up on the home page, signed out.
    await card.getByRole('button', { name: 'Sign out everywhere' }).click();
    await desktop.page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() =>
        desktop.page.getByRole('banner').getByRole('link', { name: 'My Account' }).count(),
      )
      .toBeGreaterThan(0);

    // The phone's session ended as well: My Account sends it to the sign-in page.
    await phone.page.reload({ waitUntil: 'load' });
    expect(new URL(phone.page.url()).pathname).toBe('/login');
    expect(new URL(phone.page.url()).searchParams.get('returnUrl')).toBe('/my-account');

    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
