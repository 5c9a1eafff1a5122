// Browser tests of the account pages that need no account: axe on a 375 px phone, valid
// server HTML, the registration form's inline rules, and the sign-in popup's keyboard rules (the
// account journey itself: account.test.ts).
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectValidHtml } from './support/html.ts';
import { visit } from './support/page.ts';
import { field } from './support/accounts.ts';

describeInBrowser('account pages', () => {
  it('account pages pass axe on a 375 px phone too', async ({ open }) => {
    const page = await open(viewports.mobile);
    for (const pathname of [
      '/register',
      '/login',
      '/forgot-password',
      '/resend-email-verification',
    ])
      await visit(page.page, pathname);
    expect(page.errors).toEqual([]);
  });

  it('server HTML of the account pages validates', async ({ site }) => {
    for (const pathname of [
      '/login?returnUrl=/my-account',
      '/register',
      '/register-confirmation',
      '/edit-account',
      '/my-account',
      '/forgot-password',
      '/reset-password?loginId=a%40b.co&token=t',
      '/resend-email-verification',
      '/verify-email?loginId=a%40b.co&token=t',
      '/dev/mailbox',
    ])
      await expectValidHtml(site.url, pathname);
  });

  it('inline rules: messages, red borders, state hidden outside the US, submit blocked', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/register');
    await field(page, 'email').fill('not-an-email');
    await field(page, 'newPassword').fill('abcdefgh');
    await field(page, 'confirmPassword').fill('abcdefgh1');
    await field(page, 'givenName').fill('   ');
    await page.getByText('Email is invalid').waitFor();
    await page.getByText('Passwords must have at least 1 letter and 1 number').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByText('This field is required').first().waitFor();
    expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('true');
    const describedBy = await field(page, 'email').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Email is invalid');
    expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Too short is the product's one password message too (the length is the hint beside it),
    // never a message of its own.
    await field(page, 'newPassword').fill('abc1');
    const passwordError = () =>
      field(page, 'newPassword').evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
    await expect
      .poll(passwordError)
      .toContain('Passwords must have at least 1 letter and 1 number');
    expect(await passwordError()).toContain(
      'At least 8 characters, with at least 1 letter and 1 number.',
    );
    expect(await page.locator('#main-content').innerText()).not.toMatch(/must have at least 8/i);

    expect(await field(page, 'subdivision').count()).toBe(1);
    await field(page, 'country').selectOption('CA');
    expect(await field(page, 'subdivision').count()).toBe(0);
    await field(page, 'postal').fill('K1A0B1');
    await field(page, 'country').selectOption('US');
    await field(page, 'postal').fill('7520');
    await field(page, 'city').fill('Dallas');
    expect(await field(page, 'postal').getAttribute('aria-invalid')).toBe('true');
    await field(page, 'postal').fill('75201-1234');
    expect(await field(page, 'postal').getAttribute('aria-invalid')).toBeNull();
  });

  it('sign-in popup: required fields show red borders only, Escape and outside click close, Tab stays inside', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/register-confirmation');
    const trigger = page.getByRole('banner').getByRole('link', { name: 'My Account' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await expectNoAxeViolations(page);

    await popup.getByRole('button', { name: 'Sign in' }).click();
    expect(await popup.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await popup.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await popup.locator('.field__error').count()).toBe(0);

    // "Signing in..." (and no second submit) while the call is under way.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    await popup.getByLabel('Email').fill('nobody.here@example.com');
    await popup.getByLabel('Password').fill('Wrong-password-1');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    const busy = popup.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await popup.getByText('Invalid email or password').waitFor();
    await page.unroute('**/api/session');
    await popup.getByLabel('Email').fill('');
    await popup.getByLabel('Password').fill('');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    expect(await popup.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await popup.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await popup.locator('.field__error').count()).toBe(0);

    // Tab from the last item wraps to the first; Shift+Tab from the first to the last.
    await popup.getByRole('link', { name: 'Resend Profile Activation Link' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Resend Profile Activation Link',
    );

    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Account');

    await trigger.click();
    await popup.waitFor();
    await page.locator('#main-content h1').click();
    await popup.waitFor({ state: 'hidden' });

    // Following a link closes it (route change).
    await trigger.click();
    await popup.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await popup.waitFor({ state: 'hidden' });
  });
});
