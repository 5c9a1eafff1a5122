// The helpers of the guest-account browser tests (account*.test.ts): the session token kept from
// page JavaScript, axe at the top of a page, the real captcha, the registration form, and the
// demo guest signed in through the site's /api/session.
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import type { RunningSite } from './site.ts';

export const GIVEN_NAME = 'Rosalind';
// Not built on the brand or a name: such passwords are refused (password-context.ts).
export const PASSWORD = 'Harbour2026x';

/** The seeded demo guest (server/platform/dataset/accounts.ts). */
export const DEMO_GUEST = { email: 'guest@longstay.test', password: 'Longstay2026' };

/** Signs the demo guest in through the site's /api/session, in the page's browser context. */
export async function signInDemoGuest(page: Page, site: RunningSite): Promise<void> {
  const res = await page.request.post('/api/session', {
    data: DEMO_GUEST,
    headers: { Origin: site.url },
  });
  expect(res.ok(), `the demo guest signs in (${res.status()})`).toBe(true);
}

/** The token of the httpOnly session cookie must never be readable by the page. */
export async function expectTokenHidden(page: Page, context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((entry) => /session$/.test(entry.name));
  const token = cookie?.value.split('|').at(-1) ?? null;
  if (cookie) expect(cookie.httpOnly).toBe(true);
  const visible = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }).join('\n');
    return {
      cookie: document.cookie,
      local: dump(window.localStorage),
      session: dump(window.sessionStorage),
    };
  });
  expect(visible.cookie).not.toMatch(/(^|; )(__Host-)?session=/);
  if (token) {
    expect(token.length).toBeGreaterThan(8);
    expect(visible.cookie).not.toContain(token);
    expect(visible.local).not.toContain(token);
    expect(visible.session).not.toContain(token);
  }
}

/**
 * axe at the top of the page: scrolled down, the sticky site header covers part of a field and
 * axe's target-size rule counts that as an obscured target (the chrome's concern, not a form's).
 */
export async function axeAtTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

export { solveCaptcha } from './page.ts';

/** A form control of the page (not the chrome's newsletter field) by its name. */
export const field = (page: Page, name: string) => page.locator(`#main-content [name="${name}"]`);

export async function fillRegistration(page: Page, address: string): Promise<void> {
  await field(page, 'givenName').fill(GIVEN_NAME);
  await field(page, 'surname').fill('Franklin');
  await field(page, 'address1').fill('100 Main St.');
  await field(page, 'city').fill('Dallas');
  await field(page, 'subdivision').selectOption('TX');
  await field(page, 'postal').fill('75201');
  await field(page, 'phone').fill('(214) 555-0100');
  await field(page, 'email').fill(address);
  await field(page, 'newPassword').fill(PASSWORD);
  await field(page, 'confirmPassword').fill(PASSWORD);
}
