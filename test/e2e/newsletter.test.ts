// Browser tests of the footer's newsletter sign-up (with
// double opt-in): idle disabled, the invalid message and red border, the captcha solved for
// real, submitting, "Thank you for subscribing!" with the inbox step, and the mailed link (read from the development mailbox)
// subscribing once; a refused sign-up (too many from one connection) shows the platform's message
// and leaves the form to retry. axe on every state.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { solveCaptcha, visit, waitForHydration } from './support/page.ts';
import { startSite } from './support/site.ts';

describeInBrowser('newsletter sign-up', () => {
  it('captcha, thanks and the inbox step, and the mailed link subscribes once', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open();
    const email = 'guest.one@example.com';
    await visit(page, '/offers');
    const newsletter = page.locator('.newsletter');
    const input = page.getByLabel('Email address');
    const submit = page.getByRole('button', { name: 'Sign Up' });
    expect(await submit.isDisabled()).toBe(true);

    await input.fill('not-an-email');
    const message = page.getByText('Please enter a valid email address', { exact: true });
    // The footer hydrates when it is first used: what was typed is checked then.
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    // The error red, once the border's colour transition has ended.
    await expect
      .poll(() => input.evaluate((el) => getComputedStyle(el).borderTopColor))
      .toBe('rgb(180, 35, 24)');
    expect(await newsletter.locator('altcha-widget').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // A valid address brings the captcha; submit waits for it.
    await input.fill(email);
    expect(await message.count()).toBe(0);
    await newsletter.locator('altcha-widget').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await solveCaptcha(newsletter);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Hold the answer to see the submitting state (the request still reaches the platform).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/emailer/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/api/v1/emailer/newsletter');
    await submit.click();
    const sent = new URLSearchParams((await request).postData() ?? '');
    expect([...sent.keys()]).toEqual(['email', 'captcha']);
    expect(sent.get('email')).toBe(email);
    expect(await submit.isDisabled()).toBe(true);
    expect(await newsletter.getAttribute('data-status')).toBe('submitting');
    release();
    // The first words are "Thank you for subscribing!"; then the opt-in's one more step.
    const thanks = newsletter.getByRole('status');
    await thanks.getByText('Thank you for subscribing!', { exact: true }).waitFor();
    expect(await newsletter.getAttribute('data-status')).toBe('success');
    expect(await thanks.textContent()).toMatch(
      /^Thank you for subscribing!Almost done: check your inbox\. We sent a link to /,
    );
    expect(await thanks.textContent()).toContain(email);
    if (process.env.SCREENSHOT_DIR)
      await newsletter.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/newsletter-thanks-1280.png`,
      });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual({
      event: 'newsletter_signup',
      status: 'success',
    });
    const subscribed = () =>
      site.platform.store.db
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'cr', 'fm'])
        .where('email', '=', email)
        .executeTakeFirst();
    expect(await subscribed()).toBeUndefined(); // not before the link

    // The confirmation mail's link, from the development mailbox.
    await visit(page, `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const link = page.locator('a[href^="/newsletter/confirm?token="]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.search === '?confirmed=1');
    await waitForHydration(page);
    await page.getByText('Thank you for subscribing!').waitFor();
    await expectNoAxeViolations(page);
    expect(await subscribed()).toEqual({ email, cr: '100427', fm: '30' });

    // The same link again: used up.
    await visit(page, href);
    await page.getByText('This confirmation link is invalid or has expired.').waitFor();
    await expectNoAxeViolations(page);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('a refused sign-up shows why, and the form stays to retry with a fresh captcha (keyboard)', async ({
    open,
  }) => {
    // A site of its own: its connection has used up the hour's 20 sign-ups.
    const busy = await startSite();
    try {
      for (let i = 0; i < 20; i++) {
        const answer = await fetch(`${busy.url}/api/v1/emailer/newsletter`, {
          method: 'POST',
          headers: { origin: busy.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: `bot${i}@example.com` }),
        });
        expect(answer.status).toBe(400); // no captcha, but counted
      }
      const { page, errors } = await open(viewports.mobile, { baseURL: busy.url });
      await visit(page, '/offers');
      const newsletter = page.locator('.newsletter');
      const input = page.getByLabel('Email address');
      await input.focus();
      await page.keyboard.type('guest.three@example.com');
      await solveCaptcha(newsletter);
      const answer = page.waitForResponse('**/api/v1/emailer/newsletter');
      await input.focus();
      await page.keyboard.press('Enter');
      expect((await answer).status()).toBe(429);
      await page
        .getByText('Too many submissions from your connection. Please try again in an hour.')
        .waitFor();
      expect(await newsletter.getAttribute('data-status')).toBe('error');
      expect(await page.getByText('Thank you for subscribing!').count()).toBe(0);
      expect(await input.inputValue()).toBe('guest.three@example.com');
      // The used solution is reset: submit waits for a fresh one.
      expect(await page.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
      expect(await page.evaluate(() => window.dataLayer)).toContainEqual({
        event: 'newsletter_signup',
        status: 'error',
      });
      await expectNoAxeViolations(page);
      // The browser logs the refused request itself; nothing else went wrong.
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await busy.close();
    }
  });
});
