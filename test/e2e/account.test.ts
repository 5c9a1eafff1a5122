// Browser tests of guest accounts: register with the real ALTCHA captcha →
// the verification mail in the development outbox → its link → sign in through the header popup
// → "Hi, {given name}" → edit the phone → reload shows it → sign out → "My Account". Also the wrong
// password, the 409 of a second registration, returnUrl on /login, the popup's keyboard rules and
// axe on every account page and popup. At every step the session token must be nowhere page
// JavaScript can read: document.cookie, localStorage, sessionStorage.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusedElement, visit, waitForHydration } from './support/page.ts';
import {
  GIVEN_NAME,
  PASSWORD,
  expectTokenHidden,
  axeAtTop,
  solveCaptcha,
  field,
  fillRegistration,
} from './support/accounts.ts';

describeInBrowser('guest accounts', () => {
  const email = `rosalind.${Date.now()}@example.com`;

  async function signInThroughPopup(page: Page, password: string): Promise<void> {
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'My Account' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.waitFor();
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Password').fill(password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
  }

  it('register → verification mail → its link → header sign-in → edit phone → sign out', async ({
    open,
  }) => {
    const { page, context, errors } = await open();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400)
        failures.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
    });

    // Register, solving the ALTCHA proof of work for real in the browser.
    await visit(page, '/register');
    await expectTokenHidden(page, context);
    const submit = page.getByRole('button', { name: 'Create Account' });
    await fillRegistration(page, email);
    expect(await submit.isDisabled()).toBe(true); // disabled until the captcha is solved
    await solveCaptcha(page);
    await axeAtTop(page);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/register-confirmation');
    // Coming from the form (not by a direct visit), the page thanks the guest and names the e-mail.
    await page.getByText('Thank you for creating a Longstay account').waitFor();
    expect(await page.locator('main strong').first().textContent()).toBe(email);
    await expectNoAxeViolations(page);
    await expectTokenHidden(page, context);

    // The verification mail is in the development outbox; its link verifies the account.
    await visit(page, `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const link = page.locator('a[href^="/verify-email?"]').first();
    const href = await link.getAttribute('href');
    expect(href).toContain(`loginId=${encodeURIComponent(email)}`);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await waitForHydration(page);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await expectNoAxeViolations(page);
    await expectTokenHidden(page, context);

    // Wrong password through the header popup: the message, the input kept.
    await signInThroughPopup(page, 'Wrong-password-1');
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByText('Invalid email or password').waitFor();
    expect(await popup.getByLabel('Email').inputValue()).toBe(email);
    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(dataLayer).toContain('Email or password is invalid');
    await expectNoAxeViolations(page);
    await expectTokenHidden(page, context);

    // The right password: a full load renders the header signed in.
    await popup.getByLabel('Password').fill(PASSWORD);
    const loaded = page.waitForEvent('load');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await loaded;
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const greeting = header.getByRole('link', { name: `Hi, ${GIVEN_NAME}` });
    await greeting.waitFor();
    await expectTokenHidden(page, context);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true);

    // Signed-in popup: View Account and Sign Out.
    await greeting.click();
    const panel = page.getByRole('dialog', { name: 'Your account' });
    await panel.waitFor();
    expect(await focusedElement(page)).not.toBe('body');
    await expectNoAxeViolations(page);
    // Tab past Sign Out: focus moves on to the next header item and the panel closes.
    await panel.getByRole('button', { name: 'Sign Out' }).focus();
    await page.keyboard.press('Tab');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My reservations');
    // Escape closes it and returns focus to the trigger.
    await greeting.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `Hi, ${GIVEN_NAME}`,
    );
    await greeting.click();
    await panel.getByRole('link', { name: 'View Account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    expect(await panel.isVisible()).toBe(false); // closed on route change
    await page.getByText('(214) 555-0100').waitFor();
    await page.getByText('You have no favorite hotels yet.', { exact: false }).waitFor();
    // A favorite saved on a hotel page (local storage) is listed with a link to the hotel.
    await page.evaluate(() => window.localStorage.setItem('favorites', JSON.stringify(['TR727'])));
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Favorites' })
      .getByRole('link', { name: 'Longstay Suites Training Property' })
      .waitFor();
    await expectNoAxeViolations(page);
    await expectTokenHidden(page, context);

    // Edit the phone: a full reload to /my-account with "Account updated".
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/edit-account');
    const phone = field(page, 'phone');
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('(214) 555-0100');
    await phone.fill('(972) 555-0199');
    expect(await page.locator('altcha-widget').count()).toBe(0); // signed in: no captcha to save
    await axeAtTop(page);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await waitForHydration(page);
    await page.getByText('Account updated').waitFor();
    await page.getByText('(972) 555-0199').waitFor();
    await expectTokenHidden(page, context);
    await page.reload();
    await waitForHydration(page);
    await page.getByText('(972) 555-0199').waitFor();
    await expectTokenHidden(page, context);

    // Sign out from the header popup: back to /, the header reads "My Account" again.
    await header.getByRole('link', { name: `Hi, ${GIVEN_NAME}` }).click();
    await page
      .getByRole('dialog', { name: 'Your account' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForHydration(page);
    await header.getByRole('link', { name: 'My Account' }).waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false);
    await expectTokenHidden(page, context);
    // The one failure is the wrong password; its console line is the browser's, not the site's.
    expect(failures).toEqual(['401 POST /api/session']);
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });

  it('a second registration with the same e-mail shows the 409 message, keeps the input, scrolls to the top', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/register');
    await fillRegistration(page, email);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const banner = page.getByRole('alert').filter({
      hasText: 'An account with this email address already exists.',
    });
    await banner.waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await field(page, 'email').inputValue()).toBe(email);
    expect(await field(page, 'givenName').inputValue()).toBe(GIVEN_NAME);
    expect(page.url()).toContain('/register');
    await expectNoAxeViolations(page);
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });

  it('/login honours a same-site returnUrl and sends any other to /', async ({ open, site }) => {
    const { page, context } = await open();
    await visit(page, '/login?returnUrl=/my-account');
    const main = page.locator('#main-content');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await expectTokenHidden(page, context);
    await context.clearCookies();

    await visit(page, '/login?returnUrl=//evil.example');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.origin === site.url);
    expect(new URL(page.url()).origin).toBe(site.url);
    await expectTokenHidden(page, context);
  });

  it('after failed sign-ins the form asks for the captcha, and the owner signs in with it', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/login?returnUrl=/my-account');
    const main = page.locator('#main-content');
    await main.getByLabel('Email').fill(email);
    const widget = main.locator('altcha-widget');
    // Someone keeps guessing: after a few failures the platform wants the captcha.
    for (let attempt = 0; attempt < 6 && !(await widget.count()); attempt++) {
      await main.getByLabel('Password').fill(`Wrong-password-${attempt}`);
      await main.getByRole('button', { name: 'Sign in' }).click();
      await main.getByRole('alert').waitFor();
      await expect.poll(() => main.getByRole('button', { name: 'Signing in...' }).count()).toBe(0);
    }
    await expect(main.getByRole('alert').textContent()).resolves.toMatch(/captcha/i);
    expect(await main.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    // The owner, with the right password and the captcha solved, is let in.
    await main.getByLabel('Password').fill(PASSWORD);
    await solveCaptcha(page);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
  });

  it('account pages without a session: edit and my account go to /login; recovery pages pass axe', async ({
    open,
  }) => {
    const { page, context } = await open();
    await page.goto('/edit-account');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/edit-account');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/my-account');

    await visit(page, '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('This field is required').waitFor();
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const sameAnswer =
      'If an account exists for this e-mail address, we have sent a link to reset its password.';
    await page.getByText(sameAnswer).waitFor();
    await expectNoAxeViolations(page);
    await field(page, 'email').fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(sameAnswer).waitFor();

    // The reset mail's link sets a new password under the same rules.
    await visit(page, `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const reset = await page.locator('a[href^="/reset-password?"]').first().getAttribute('href');
    await visit(page, reset!);
    await field(page, 'newPassword').fill('short1');
    await field(page, 'confirmPassword').fill('short2');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await field(page, 'newPassword').fill('Another2026pass');
    await field(page, 'confirmPassword').fill('Another2026pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await expectNoAxeViolations(page);

    await visit(page, '/reset-password?loginId=x%40example.com&token=bogus');
    await field(page, 'newPassword').fill('Another2026pass');
    await field(page, 'confirmPassword').fill('Another2026pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('This reset link is invalid or has expired.').waitFor();

    await visit(page, '/resend-email-verification');
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Resend Link' }).click();
    await page.getByRole('status').filter({ hasText: 'activation link' }).waitFor();
    await expectNoAxeViolations(page);

    await visit(page, '/verify-email?loginId=x%40example.com&token=bogus');
    await page.getByText('This verification link is invalid or has expired.').waitFor();
    await expectNoAxeViolations(page);
    await visit(page, '/register-confirmation');
    await expectTokenHidden(page, context);
  });
});
