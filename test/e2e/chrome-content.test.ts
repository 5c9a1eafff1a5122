// Browser tests of the chrome's data-driven parts: the public-health notice
// (closable, session flag), the footer's destinations and privacy
// preferences, and the corporate banner via ?clientid=, by keyboard and by mouse, axe on every
// visited page. The newsletter's states: newsletter.test.ts.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusedElement, visit } from './support/page.ts';

describeInBrowser('site chrome content', () => {
  it('health notice: shown, closed by mouse, stays closed after reload in the same session', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/who-we-are');
    const notice = page.getByRole('complementary', { name: 'Public health notice' });
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Your health and safety');
    await notice.getByRole('button', { name: 'Close public health notice' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('healthNoticeDismissed'))).toBe('true');
    await visit(page, '/who-we-are');
    expect(await notice.count()).toBe(0);
    // A new session (new browser context) sees it again.
    const other = await open();
    await visit(other.page, '/who-we-are');
    expect(
      await other.page.getByRole('complementary', { name: 'Public health notice' }).isVisible(),
    ).toBe(true);
    expect([...errors, ...other.errors]).toEqual([]);
  });

  it('health notice: closed by keyboard, focus moves to main content', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/offers');
    const close = page.getByRole('button', { name: 'Close public health notice' });
    await close.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('complementary', { name: 'Public health notice' })
      .waitFor({ state: 'detached' });
    expect(await focusedElement(page)).toBe('#main-content');
    expect(errors).toEqual([]);
  });

  it('footer: destination links clear the saved place and address first; copyright year', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/offers');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'currentSearch',
        JSON.stringify({
          checkInDate: 1,
          checkOutDate: 2,
          searchPlace: { placeName: 'Austin' },
          searchAddress: { cityName: 'Austin' },
        }),
      ),
    );
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Longstay Hotels`);
    const destination = footer.locator('.site-footer__destinations a').first();
    const href = await destination.getAttribute('href');
    expect(href).toMatch(/^\/extended-stay-hotels\/locations\/[a-z-]+\/[a-z0-9-]+\/hotels$/);
    await destination.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('currentSearch'))) ?? 'null'),
    ).toEqual({
      checkInDate: 1,
      checkOutDate: 2,
      searchPlace: null,
      searchAddress: null,
    });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'current-search');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toMatchObject({
      searchPlace: null,
      searchAddress: null,
    });
    expect(errors).toEqual([]);
  });

  it('footer: "Do Not Sell My Personal Information" opens a dialog that stores the choice', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/offers');
    const trigger = page.getByRole('button', { name: 'Do Not Sell My Personal Information' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Privacy preferences' });
    await dialog.waitFor({ state: 'visible' });
    await expectNoAxeViolations(page);
    const toggle = dialog.getByRole('switch', {
      name: 'Do not sell or share my personal information',
    });
    expect(await toggle.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedElement(page)).toBe('button.privacy-preferences__trigger');
    await trigger.click();
    await toggle.check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'privacyDoNotSell');
    expect(cookie?.value).toBe('1');
    await trigger.click();
    expect(await toggle.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('corporate banner via ?clientid=: welcome text, expanded, collapses by click and by Enter', async ({
    open,
    site,
  }) => {
    const account = await site.platform.store.db
      .selectFrom('corporate_accounts')
      .select(['corporate_id', 'title', 'company_name'])
      .where('source', 'in', ['site', 'both'])
      .orderBy('corporate_id')
      .executeTakeFirstOrThrow();
    const { page, errors } = await open();
    await visit(page, `/locations?clientid=${account.corporate_id.toLowerCase()}`);
    const toggle = page.getByRole('button', { name: `Welcome, ${account.title}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const details = page.locator(
      `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    expect(await details.textContent()).toContain(account.company_name);
    expect(await details.textContent()).not.toContain('[corpName]');
    expect(await details.isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('corporateRateId'))).toBe(
      account.corporate_id,
    );

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await details.waitFor({ state: 'hidden' }); // after the 300 ms height animation
    await expectNoAxeViolations(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await details.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // The id is remembered for the visit: a page without ?clientid= shows the banner again, as
    // the guest left it (collapsed: it used to open again on every full page load).
    await visit(page, '/who-we-are');
    await page.getByRole('button', { name: `Welcome, ${account.title}` }).waitFor();
    expect(
      await page
        .getByRole('button', { name: `Welcome, ${account.title}` })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await expectNoAxeViolations(page);
    // The browser resolved the stored id from the rate record alone: the account info, which
    // answers 404 for an id only the site knows, is not asked, so nothing is logged.
    expect(errors).toEqual([]);
  });

  it('corporate banner falls back to the account info and welcome message when the rate record is 404', async ({
    open,
    site,
  }) => {
    const account = await site.platform.store.db
      .selectFrom('corporate_accounts')
      .select(['corporate_id', 'company_name'])
      .where('source', '=', 'api-v2')
      .orderBy('corporate_id')
      .executeTakeFirstOrThrow();
    const { page, errors } = await open(viewports.mobile);
    await visit(page, `/offers?clientid=${account.corporate_id}`);
    const toggle = page.getByRole('button', { name: `Welcome, ${account.company_name}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('an unknown clientid shows no banner', async ({ open }) => {
    const { page, errors } = await open();
    await visit(page, '/offers?clientid=NOSUCHCOMPANY');
    expect(await page.locator('.corporate-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
