// A guest on a phone (375 × 667, touch) on a result page: the first hotel starts in the first
// screen, a card is shorter than the screen with one strong action ("Flexible dates" a quiet link
// beside it); new dates re-price the list only once the stay is complete (not at the check-in),
// and while the new prices come the old list stays, marked busy, instead of skeletons.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { routeDataFor, visit } from './support/page.ts';
import { openCalendar, tapDay } from './support/date-picker.ts';
import { DALLAS } from './support/search.ts';

const phone = { hasTouch: true, isMobile: true };
const screen = { width: 375, height: 667 };
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

describeInBrowser('a result page on a phone', () => {
  it('the first hotel in the first screen; a short card with one strong action', async ({
    open,
  }) => {
    const { page, errors } = await open(screen, phone);
    await visit(page, DALLAS);
    await page.locator('.result-price').first().waitFor();
    const card = page.locator('.result-card').first();
    const box = (await card.boundingBox())!;
    expect(box.y).toBeLessThan(screen.height - 100);
    expect(box.height).toBeLessThan(600);

    const primary = card.getByRole('link', { name: /^View rooms:/ });
    const flexible = card.getByRole('button', { name: 'Flexible dates' });
    const background = (element: typeof primary) =>
      element.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(primary)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await background(flexible)).toBe('rgba(0, 0, 0, 0)');
    expect(errors).toEqual([]);
  });

  it('new dates: no search at the check-in, the old list kept and busy until the new prices', async ({
    open,
  }) => {
    const { page, errors } = await open(screen, phone);
    const checkIn = addDays(new Date(), 30);
    const checkOut = addDays(checkIn, 14);
    await visit(page, DALLAS);
    await page.locator('.result-price').first().waitFor();
    const firstPrice = await page.locator('.result-price').first().textContent();
    const addressBefore = page.url();

    await openCalendar(page, 'results-stay-check-in');
    await tapDay(page, checkIn);
    // Check-out opens by itself; the list is not searched for the check-in and its interim stay.
    await page.waitForFunction(
      () =>
        document.activeElement?.id === 'results-stay-check-out' &&
        !!document.querySelector('#search-date-picker-popper .react-datepicker'),
    );
    await page.waitForTimeout(500);
    expect(page.url()).toBe(addressBefore);

    // The new stay's data (its prices with it) is held: the old list stays, busy, no skeleton.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(routeDataFor(DALLAS), async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await tapDay(page, checkOut);
    await page.waitForURL(
      (url) =>
        url.searchParams.get('checkIn') === iso(checkIn) &&
        url.searchParams.get('checkOut') === iso(checkOut),
    );
    await expect
      .poll(() => page.locator('#main-content').getAttribute('aria-busy'), { timeout: 5_000 })
      .toBe('true');
    await page.waitForTimeout(1_000);
    expect(
      await page.locator('.result-card .skeleton, .result-card [class*="skeleton"]').count(),
    ).toBe(0);
    expect(await page.locator('.result-price').first().textContent()).toBe(firstPrice);

    release();
    await expect
      .poll(() => page.locator('#main-content').getAttribute('aria-busy'), { timeout: 15_000 })
      .toBeNull();
    await expect
      .poll(() => page.locator('.result-price').first().textContent())
      .not.toBe(firstPrice);
    expect(await page.getByText('total for 14 nights').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('filtered by pets, every card shows the pet-friendly icon', async ({ open }) => {
    const { page, errors } = await open(screen, phone);
    await visit(page, `${DALLAS}?amenity=pet-friendly`);
    const cards = page.locator('.result-card');
    await cards.locator('.result-card__amenities').first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1)
      expect(await cards.nth(index).locator('.amenity-icon--pet-friendly').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
