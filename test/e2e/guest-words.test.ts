// Words a guest walk found misleading, followed as the guest meets them: a hotel whose rooms cannot
// sleep 2 adults and a child in one room read "Sold Out" on the results (it now says how many rooms
// it needs and searches for them); "texas", "california" and "florida" typed whole searched a town
// of that name; near/me without a location said nothing was "within 50 miles of your location";
// "See all N reviews" opened the provider's bare page in a new tab, and a 4-bubble review read
// "Five stars"; a corporate rate was lost in a new tab, its field stayed empty, its banner opened
// again on every load and its rate was listed last on the hotel page.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit, waitForHydration } from './support/page.ts';
import { DALLAS } from './support/search.ts';
import { HOTEL } from './support/booking.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
/** What the guest sees on screen where the words are (not the whole page). */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}` });
};

describeInBrowser('words that say what is true', () => {
  it('2 adults and a child: a hotel of 2-person rooms needs 2 rooms, and offers to search them', async ({
    open,
  }) => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, errors } = await open(viewport);
      await visit(page, `${DALLAS}?adults=2&children=1&rooms=1`);
      // Richardson (TX854) has only rooms for 2.
      const card = page.locator('.result-card', { hasText: 'Richardson' }).first();
      await expect
        .poll(() => card.textContent(), { timeout: 15_000 })
        .toContain('Rooms for this party need 2 rooms');
      expect(await card.textContent()).not.toContain('Sold Out');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `rooms-for-party-${viewport.width}.png`);
      await card.getByRole('link', { name: 'Search for 2 rooms' }).click();
      await page.waitForURL((url) => url.searchParams.get('rooms') === '2');
      expect(new URL(page.url()).pathname).toBe(DALLAS);
      const again = page.locator('.result-card', { hasText: 'Richardson' }).first();
      await expect.poll(() => again.locator('.result-price').count(), { timeout: 15_000 }).toBe(1);
      expect(errors).toEqual([]);
    }
  });

  it('"texas", "california", "florida" typed whole and Find a Hotel search the state, not a town', async ({
    open,
  }) => {
    // Each once searched a town of its name listed above the state: Texas City, TX;
    // California, MD; Florida Ridge, FL.
    for (const [viewport, typed] of [
      [viewports.desktop, 'texas'],
      [viewports.mobile, 'california'],
      [viewports.mobile, 'florida'],
    ] as const) {
      const { page, errors } = await open(viewport);
      await visit(page, '/');
      const widget = page.getByRole('search', { name: 'Reserve a Room' });
      await widget.locator('#place-input').fill(typed);
      // The suggestions came; the state is the highlighted one although a town is listed first.
      const active = page.getByRole('listbox').locator('[aria-selected="true"]');
      await expect.poll(() => active.textContent()).toMatch(/^(Texas|California|Florida) \(\d+\)$/);
      // The guest leaves the list without picking (the list closes), then presses the button.
      await widget.locator('#place-input').evaluate((input) => (input as HTMLInputElement).blur());
      await widget.getByRole('button', { name: 'Find a Hotel' }).click();
      await page.waitForURL(
        (url) => url.pathname === `/extended-stay-hotels/locations/${typed}/hotels`,
      );
      expect(errors).toEqual([]);
    }
  });

  it('near/me without a location asks for it, and uses it when shared', async ({ open }) => {
    const { page, context, errors } = await open(viewports.mobile);
    await visit(page, '/extended-stay-hotels/near/me');
    const main = page.locator('#main-content');
    await main.getByRole('heading', { name: 'We need your location' }).waitFor();
    expect(await main.innerText()).not.toContain('within 50 miles of your location');
    expect(await main.getByRole('link', { name: 'Search for a place' }).getAttribute('href')).toBe(
      '/',
    );
    await shot(page, 'near-me-ask-375.png');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 32.7767, longitude: -96.797 });
    await main.getByRole('button', { name: 'Use my current location' }).click();
    await page.waitForURL((url) => url.searchParams.get('latitude') === '32.7767');
    await page.locator('.result-card').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('"See all N reviews" lists every review on the hotel page; the count is a button', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, HOTEL);
    const compact = page.locator('.hotel-page__rating .traveler-rating--compact');
    await compact.waitFor();
    const count = compact.getByRole('button', { name: /^\(\d+ Reviews\)$/ });
    const total = Number((await count.innerText()).replace(/\D/g, ''));
    const seeAll = page.getByRole('link', { name: /^See all \d+ reviews for / });
    await seeAll.waitFor();
    expect(await seeAll.getAttribute('target')).toBeNull();
    expect(await seeAll.getAttribute('href')).toMatch(
      /^\/extended-stay-hotels\/.*reviews=all#reviews$/,
    );
    await seeAll.click();
    await page.waitForURL((url) => url.searchParams.get('reviews') === 'all');
    await waitForHydration(page);
    const reviews = page.locator('.traveler-rating__review');
    await expect.poll(() => reviews.count(), { timeout: 15_000 }).toBe(total);
    // No review's words name a number of stars other than its bubbles (a 4-bubble review read
    // "Five stars from our whole family").
    const words = ['one', 'two', 'three', 'four', 'five'];
    const read = await reviews.evaluateAll((items) =>
      items.map((item) => ({
        bubbles: item.querySelector('img')?.getAttribute('alt') ?? '',
        text: item.textContent ?? '',
      })),
    );
    expect(read.filter(({ bubbles }) => /^\d of 5 bubbles$/.test(bubbles)).length).toBe(total);
    for (const { bubbles, text } of read) {
      const rating = Number(bubbles[0]);
      for (const [index, word] of words.entries())
        if (index + 1 !== rating)
          expect(text, bubbles).not.toMatch(
            new RegExp(`\\b(${word}|${index + 1})[- ]stars?\\b`, 'i'),
          );
    }
    expect(await page.locator('.traveler-rating__all').innerText()).toContain(
      `All ${total} reviews for`,
    );
    await page.locator('.traveler-rating__all').scrollIntoViewIfNeeded();
    await shot(page, 'all-reviews-375.png');
    expect(errors).toEqual([]);
  });

  it('a corporate rate holds in a new tab, shows in its field, leads the plans, and its banner stays collapsed', async ({
    open,
  }) => {
    const { page, context, errors } = await open(viewports.desktop);
    await visit(page, '/?clientid=SUMMIT');
    const banner = page.getByRole('region', { name: 'Corporate rate' });
    const toggle = banner.getByRole('button', { name: /^Welcome, / });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // A new tab of the same visit: no clientid in its address.
    const tab = await context.newPage();
    await visit(tab, '/');
    const tabToggle = tab
      .getByRole('region', { name: 'Corporate rate' })
      .getByRole('button', { name: /^Welcome, / });
    await tabToggle.waitFor();
    expect(await tabToggle.getAttribute('aria-expanded')).toBe('false');
    const field = tab
      .getByRole('search', { name: 'Reserve a Room' })
      .getByLabel('Corporate Rate ID');
    await expect.poll(() => field.inputValue()).toBe('SUMMIT');
    expect(await field.isVisible()).toBe(true);
    await shot(tab, 'corporate-new-tab-1280.png');

    // The hotel page in that tab is priced at the rate, which leads each room's plans.
    await visit(tab, HOTEL);
    const firstPlan = tab.locator('[data-room-type] .rate-plan').first();
    await firstPlan.waitFor({ timeout: 15_000 });
    expect(await firstPlan.getAttribute('data-rate-plan')).toBe('CSUMMIT');
    await firstPlan.scrollIntoViewIfNeeded();
    await shot(tab, 'corporate-hotel-1280.png');
    expect(errors).toEqual([]);
  });
});
