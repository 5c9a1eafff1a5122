// The hotel page's first screen. At 1280×900 the booking panel with the
// lowest all-in total lies wholly inside the first screen (bounding boxes) and stays in view while
// the page scrolls; at 375×800 the first screen shows the name, the rating, a photo and the price.
// The total is the lowest one open to everyone among the rate plans below, to the cent. The
// gallery's full-screen viewer works by keyboard: arrow keys, Tab kept inside, Escape, focus back.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const HOTEL = `/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown?checkIn=${day(30)}&checkOut=${day(37)}&adults=1&children=0`;

/** The box of `locator`, failing when it has none (not rendered). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

async function expectInFirstScreen(page: Page, locator: Locator): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const box = await boxOf(locator);
  expect(box.y, `${locator.toString()} top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${locator.toString()} left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${locator.toString()} bottom`).toBeLessThanOrEqual(height);
  expect(box.x + box.width, `${locator.toString()} right`).toBeLessThanOrEqual(width);
}

const cents = (text: string | null): number => Math.round(Number(text!.replace(/[$,]/g, '')) * 100);

describeInBrowser('the hotel page first screen', () => {
  it('at 1280×900 the booking panel with the lowest total is in the first screen and stays in view', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 1280, height: 900 });
    await visit(page, HOTEL);
    const panel = page.locator('.booking-panel');
    const total = panel.locator('[data-lowest-total] .price--total');
    await total.waitFor();
    await page.locator('.hotel-page__rating .traveler-rating--compact').waitFor();
    await expectInFirstScreen(page, panel);
    for (const part of [
      page.getByRole('heading', { level: 1, name: 'Longstay Suites Austin Downtown' }),
      page.locator('.hotel-page__rating .traveler-rating--compact'),
      page.getByRole('region', { name: 'Photos of Longstay Suites Austin Downtown' }),
      page.locator('.hotel-gallery__small li').nth(3),
    ])
      await expectInFirstScreen(page, part);

    // The panel's total is the lowest of the plans open to everyone below, to the cent.
    const plans = await page.locator('.rate-plan').evaluateAll((items) =>
      items.map((item) => ({
        total: item.querySelector('.price--total')?.textContent ?? '',
        restricted: item.querySelector('.rate-plan__tag') !== null,
      })),
    );
    const everyone = plans.filter((plan) => !plan.restricted).map((plan) => cents(plan.total));
    expect(everyone.length).toBeGreaterThan(0);
    expect(cents(await total.textContent())).toBe(Math.min(...everyone));

    // Down among the rooms, the panel is still wholly in view, below the sticky header.
    await page.locator('#rooms .room-offer').nth(1).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
    await expectInFirstScreen(page, panel);
    const header = await boxOf(page.locator('.site-header'));
    expect((await boxOf(panel)).y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(errors).toEqual([]);
  });

  it('at 375×800 the first screen shows the name, the rating, a photo and the price', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 375, height: 800 });
    await visit(page, HOTEL);
    const price = page.locator('[data-lowest-total] .price--total');
    await price.waitFor();
    await page.locator('.hotel-page__rating .traveler-rating--compact').waitFor();
    await expectInFirstScreen(page, page.getByRole('heading', { level: 1 }));
    await expectInFirstScreen(page, page.locator('.hotel-page__rating .traveler-rating--compact'));
    const photo = page.locator('.property-carousel .image-carousel__slide:not([inert]) img');
    await expectInFirstScreen(page, photo);
    expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    await expectInFirstScreen(page, price);
    await expectInFirstScreen(page, page.getByText(/total for 7 nights, taxes included/).first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
  });

  it('a small photo opens the full-screen viewer there: arrows, Tab kept inside, Escape, focus back', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 1280, height: 900 });
    await visit(page, HOTEL);
    const total = await page.locator('.property-carousel .image-carousel__slide').count();
    const third = page.getByRole('button', { name: new RegExp(`^Open photo 3 of ${total}`) });
    await third.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photos of Longstay Suites Austin Downtown' });
    await viewer.waitFor();
    const counter = viewer.locator('.image-carousel__status');
    await expect.poll(() => counter.textContent()).toBe(`3 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`4 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`2 of ${total}`);
    // Two keys pressed before the page has re-rendered still move two photos.
    await viewer.evaluate((dialog) => {
      const target = dialog.ownerDocument.activeElement ?? dialog;
      for (let i = 0; i < 2; i += 1)
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect.poll(() => counter.textContent()).toBe(`4 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`2 of ${total}`);
    // Tab and Shift+Tab go round the viewer's controls and never leave it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(
        await viewer.evaluate((dialog) => dialog.contains(document.activeElement)),
        `focus after ${key}`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(await third.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('at 375 px "All photos" opens the viewer with large buttons to move by', async ({ open }) => {
    const { page, errors } = await open({ width: 375, height: 800 });
    await visit(page, HOTEL);
    const all = page.getByRole('button', { name: /^All \d+ photos$/ });
    await all.click();
    const viewer = page.getByRole('dialog', { name: 'Photos of Longstay Suites Austin Downtown' });
    await viewer.waitFor();
    const next = viewer.getByRole('button', { name: 'Next photo' });
    const box = await boxOf(next);
    expect(box.width).toBeGreaterThanOrEqual(48);
    expect(box.height).toBeGreaterThanOrEqual(48);
    await expectInFirstScreen(page, next);
    await next.click();
    await expect
      .poll(() => viewer.locator('.image-carousel__status').textContent())
      .toMatch(/^2 of /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(await all.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
