// The unsubscribe link in a newsletter mail's footer: opening the page changes nothing (mail
// scanners open links), the button unsubscribes, and the spent link says so.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit, waitForHydration } from './support/page.ts';
import { viewports } from './support/browser.ts';
import { hashToken, newToken } from '#platform/services/tokens.ts';

describeInBrowser('unsubscribing from the newsletter', () => {
  it('the page asks, the button unsubscribes, the link then is spent', async ({ open, site }) => {
    const db = site.platform.store.db;
    const email = 'leaving.reader@example.com';
    const token = newToken();
    const now = new Date().toISOString();
    await db
      .insertInto('newsletter_subscriptions')
      .values({ email, source: 'site.test', cr: '100427', fm: '30', created_at: now })
      .execute();
    await db
      .insertInto('newsletter_unsubscribe_tokens')
      .values({ token_hash: hashToken(token), email, created_at: now })
      .execute();
    const subscribed = async () =>
      Boolean(
        await db
          .selectFrom('newsletter_subscriptions')
          .select('email')
          .where('email', '=', email)
          .executeTakeFirst(),
      );

    const { page, errors } = await open(viewports.mobile);
    await visit(page, `/newsletter/unsubscribe?token=${token}`);
    await waitForHydration(page);
    expect(await subscribed()).toBe(true);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByText('You are unsubscribed').isVisible()).toBe(true);
    expect(await subscribed()).toBe(false);

    await visit(page, `/newsletter/unsubscribe?token=${token}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() =>
        page.getByText('This unsubscribe link is unknown or was already used.').isVisible(),
      )
      .toBe(true);
    // The refused POST is the page's answer, not an error of the page.
    expect(errors.filter((e) => !/400/.test(e))).toEqual([]);
  });
});
