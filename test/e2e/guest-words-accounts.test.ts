// Account words a guest walk found wrong, followed as the guest meets them: the verification link
// opened while signed in said "Sign in to see your account" and /login then showed "You are signed
// in" above a sign-in form; "K1A 0B1" was refused with "This field is invalid"; the e-mail was not
// kept lowercase as the product has it; the device list's dates were not MM/dd/yyyy; and a reload of
// the guest-data page emptied the header's destination.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit, waitForHydration } from './support/page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { field, signInDemoGuest } from './support/accounts.ts';
import type { RunningSite } from './support/site.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}` });
};

/** An account made through the site's API with a solved captcha: created, not yet verified. */
async function createAccount(site: RunningSite, email: string, password: string): Promise<void> {
  const challenge = (await (
    await fetch(`${site.url}/api/v1/captcha/challenge`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  const res = await fetch(`${site.url}/api/v1/account/accounts`, {
    method: 'POST',
    headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      givenName: 'Rosalind',
      surname: 'Franklin',
      address1: '100 Main St.',
      city: 'Dallas',
      subdivision: 'TX',
      postal: '75201',
      country: 'US',
      phone: '(214) 555-0100',
      email,
      password,
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    }),
  });
  expect(res.status, await res.text()).toBe(201);
}

describeInBrowser('account words', () => {
  it('signed in, the verification link leads to the account, and /login shows no sign-in form', async ({
    open,
    site,
  }) => {
    const email = `signed.in.${Date.now()}@example.com`;
    const password = 'Harbour2026x';
    await createAccount(site, email, password);
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, errors } = await open(viewport);
      const session = await page.request.post('/api/session', {
        data: { email, password },
        headers: { Origin: site.url },
      });
      expect(session.ok()).toBe(true);
      // The mailed link works once; after it the page's address is ?verified=1 (a reload).
      let href = '/verify-email?verified=1';
      if (viewport === viewports.mobile) {
        await visit(page, `/dev/mailbox?to=${encodeURIComponent(email)}`, { axe: false });
        href = (await page.locator('a[href^="/verify-email?"]').first().getAttribute('href'))!;
      }
      // The mailed link verifies in the browser and then replaces its address (a client
      // navigation that dims the page for a moment): axe reads the page once that is over.
      await visit(page, href, { axe: false });
      await page.waitForURL((url) => url.search === '?verified=1');
      const main = page.locator('#main-content');
      await main.getByText('Your e-mail address is verified.').waitFor();
      await expectNoAxeViolations(page);
      expect(await main.innerText()).not.toContain('Sign in');
      await shot(page, `verified-signed-in-${viewport.width}.png`);
      await main.getByRole('link', { name: 'Go to My Account' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account');

      await visit(page, '/login');
      await main.getByText('You are already signed in as Rosalind.').waitFor();
      expect(await page.locator('#main-content input[type="password"]').count()).toBe(0);
      expect(await main.getByRole('link', { name: 'View your account' }).getAttribute('href')).toBe(
        '/my-account',
      );
      await main.getByRole('button', { name: 'Sign out to use another account' }).waitFor();
      await shot(page, `login-signed-in-${viewport.width}.png`);
      expect(errors).toEqual([]);
    }
  });

  it('registering: the e-mail is kept lowercase; "K1A 0B1" is a Canadian postal code; a bad one says why', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/register');
    await field(page, 'email').fill('Rosalind.Franklin@Example.COM');
    expect(await field(page, 'email').inputValue()).toBe('rosalind.franklin@example.com');

    await field(page, 'country').selectOption('CA');
    const postal = field(page, 'postal');
    const errorOf = () =>
      postal.evaluate((input) => {
        const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      });
    await postal.fill('K1A/0B1');
    await expect
      .poll(errorOf)
      .toContain('Enter a postal code of letters and numbers, such as K1A 0B1.');
    await postal.scrollIntoViewIfNeeded();
    await shot(page, 'postal-refused-375.png');
    await postal.fill('K1A 0B1');
    await expect.poll(errorOf).not.toContain('postal code');
    expect(await postal.getAttribute('aria-invalid')).not.toBe('true');
    expect(errors).toEqual([]);
  });

  it("My Account's devices are dated MM/dd/yyyy", async ({ open, site }) => {
    const { page, errors } = await open(viewports.mobile);
    await signInDemoGuest(page, site);
    await visit(page, '/my-account');
    const times = page.locator('#main-content time');
    await times.first().waitFor();
    await expect
      .poll(() => times.allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/),
        ]),
      );
    for (const text of await times.allInnerTexts())
      expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(errors).toEqual([]);
  });

  it('a reload of the guest-data page keeps the destination in the header', async ({ open }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, '/');
    const widget = page.getByRole('search', { name: 'Reserve a Room' });
    await widget.locator('#place-input').fill('dallas');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Dallas, TX/ })
      .first()
      .click();
    await widget.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/texas/dallas/hotels'));
    await waitForHydration(page);
    // A hotel with rooms for the stay (its card says "View Rooms").
    await page
      .getByRole('link', { name: /^View rooms: / })
      .first()
      .click({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname.split('/').length > 4);
    await waitForHydration(page);
    // The rooms stream in after the page; on a busy machine that can take a while.
    await page.locator('.rate-plan__book').first().click({ timeout: 60_000 });
    await page.waitForURL('**/guest-data?**');
    await page.reload();
    await waitForHydration(page);
    const header = page.getByRole('banner').locator('#place-input');
    await expect.poll(() => header.inputValue()).toMatch(/^Dallas, TX/);
    expect(errors).toEqual([]);
  });
});
