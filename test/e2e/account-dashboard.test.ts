// Account: My Account is a dashboard of cards — the next stay with its hotel's photo
// and all-in total, past stays, favorites with photos, the profile as label/value rows (not the
// browser's default definition list) and the signed-in devices; side by side on a desktop, one
// column on a phone with nothing wider than the screen.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { signInGuestWithStay } from './support/guest-with-stay.ts';
import { visit, waitForHydration } from './support/page.ts';
import { splitPrice } from '#shared/format/price.ts';

const card = (page: Page, name: string): Locator => page.getByRole('region', { name });

const loaded = (image: Locator) =>
  image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  );

describeInBrowser('My Account dashboard', () => {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    it(`at ${viewport.width} px: next stay, past stays, favorites with photos, profile, devices`, async ({
      open,
      site,
    }) => {
      const { page, errors } = await open(viewport);
      const stay = await signInGuestWithStay(page, site, {
        checkInOffset: 40 + viewport.width / 5,
      });
      await visit(page, '/my-account');
      await page.reload();
      await waitForHydration(page);

      const next = card(page, 'Your Next Stay');
      const entry = next.locator('li').filter({ hasText: stay.confirmationNumber });
      expect(await entry.innerText()).toContain(stay.hotelName);
      const { dollars, cents } = splitPrice(stay.total);
      expect(await entry.locator('.price').innerText()).toBe(`${dollars}${cents}`);
      expect(await loaded(next.locator('img'))).toBe(true);
      const favorites = card(page, 'Favorites');
      const hotelLink = favorites.getByRole('link', { name: 'Longstay Suites Austin Downtown' });
      await hotelLink.waitFor();
      await expect.poll(() => loaded(favorites.locator('img').first())).toBe(true);

      await card(page, 'Past Stays').waitFor();
      await card(page, 'Signed-in Devices').waitFor();
      const profile = card(page, 'Profile');
      const name = profile.locator('dd').first();
      expect(await name.innerText()).toBe('Jordan Rivera');
      // Not the browser's definition list: no 40 px indent, the label beside its value.
      expect(await name.evaluate((dd) => getComputedStyle(dd).marginInlineStart)).toBe('0px');
      const label = await profile.locator('dt').first().boundingBox();
      const value = await name.boundingBox();
      expect(Math.abs(label!.y - value!.y)).toBeLessThan(8);

      const nextBox = (await next.boundingBox())!;
      const profileBox = (await profile.boundingBox())!;
      if (viewport.width >= 1024) {
        expect(profileBox.y).toBe(nextBox.y); // side by side
        expect(profileBox.x).toBeGreaterThan(nextBox.x + nextBox.width - 1);
      } else {
        expect(profileBox.y).toBeGreaterThanOrEqual(nextBox.y + nextBox.height); // one column
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
    });
  }
});

describeInBrowser('account forms', () => {
  it('register: sections side by side at 1280, one column at 375 that fits, Confirm Password level with Password', async ({
    open,
  }) => {
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, errors } = await open(viewport);
      await visit(page, '/register');
      const sections = page.locator('#main-content fieldset');
      const guest = (await sections.nth(0).boundingBox())!;
      const signIn = (await sections.nth(1).boundingBox())!;
      if (viewport.width >= 1024) expect(signIn.y).toBe(guest.y);
      else expect(signIn.y).toBeGreaterThan(guest.y + guest.height);
      const password = (await page.getByLabel(/^Password/).boundingBox())!;
      const confirm = (await page.getByLabel(/^Confirm Password/).boundingBox())!;
      if (viewport.width >= 768) expect(confirm.y).toBe(password.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
    }
  });
});
