// Price calendar, in a real browser at 1280 and 375 px: on the hotel page the
// calendar shows two months of check-in dates for the stay's length, each named with its all-in
// total; the keyboard walks it; picking the cheapest day sets the stay in the address, and the
// hotel page then prices that stay at the calendar's total, to the cent. A result card opens the
// same calendar for its hotel as "flexible dates".
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusedElement, visit } from './support/page.ts';
import { splitPrice } from '#shared/format/price.ts';
import { dayLabel } from '#shared/format/calendar-days.ts';

const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const RESULTS = '/extended-stay-hotels/locations/texas/austin/hotels';
const SHOTS = process.env.SCREENSHOT_DIR;
const NIGHTS = 30;

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-day'));

/** A day button's accessible name, as the browser computes it. */
const nameOf = async (button: Locator) =>
  /button "([^"]+)"/.exec(await button.ariaSnapshot())?.[1] ?? '';

/** The total a day's accessible name reads: 'December 3, total $2,104.55, cheapest' → '$2,104.55'. */
const totalOf = (label: string) => /total (\$[\d,]+\.\d\d)/.exec(label)?.[1] ?? null;

describeInBrowser('price calendar', () => {
  for (const [name, viewport] of [
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ] as const) {
    it(`picks the cheapest day, and the hotel page prices that stay at its total (${name})`, async ({
      open,
      site,
    }) => {
      const checkIn = addDays(new Date(), 12);
      const stay = { checkIn: day(checkIn), checkOut: day(addDays(checkIn, NIGHTS)) };
      const { page, errors } = await open(viewport);
      await visit(page, `${HOTEL}?${new URLSearchParams({ ...stay, adults: '1', children: '0' })}`);
      await page.locator('.room-offer').first().waitFor();

      await page.getByRole('button', { name: /Flexible dates/ }).click();
      const calendar = page.locator('.price-calendar');
      await calendar.locator('.price-calendar__day--priced').first().waitFor();
      expect(await calendar.locator('caption').count()).toBe(2);
      expect(await calendar.innerText()).toContain(`Totals for ${NIGHTS} nights, taxes included`);
      // The stay's own check-in is pressed and is the one day in the tab order.
      const current = calendar.locator(`[data-day="${stay.checkIn}"]`);
      expect(await current.getAttribute('aria-pressed')).toBe('true');
      expect(await calendar.locator('button[tabindex="0"]').count()).toBe(1);
      // axe judges touch targets in the viewport as it is: at the top, the sticky header covers
      // none of the page's buttons (scrolled, it half covers the gallery's one, which is no defect).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);

      // Keyboard: arrows move a day and a week, the focus stays in the grid.
      await current.focus();
      await page.keyboard.press('ArrowRight');
      expect(await focusedDay(page)).toBe(day(addDays(checkIn, 1)));
      await page.keyboard.press('ArrowDown');
      expect(await focusedDay(page)).toBe(day(addDays(checkIn, 8)));
      await page.keyboard.press('ArrowLeft');
      expect(await focusedDay(page)).toBe(day(addDays(checkIn, 7)));

      const cheapest = calendar.locator('.price-calendar__day--cheapest').first();
      const label = await nameOf(cheapest);
      expect(label).toMatch(/^[A-Z][a-z]+ \d{1,2}, total \$[\d,]+\.\d\d, cheapest$/);
      const total = totalOf(label)!;
      // No priced day of the two months is cheaper.
      // Every priced day's words (the button's text without its hidden star), in one call.
      const labels = await calendar.locator('.price-calendar__day--priced').evaluateAll((buttons) =>
        buttons.map((button) => {
          const copy = button.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        }),
      );
      const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
      expect(Math.min(...labels.map((l) => amount(totalOf(l)!)))).toBe(amount(total));
      const picked = (await cheapest.getAttribute('data-day'))!;
      expect(label).toBe(
        dayLabel(picked, { kind: 'priced', total: amount(total), cheapest: true }),
      );
      if (SHOTS)
        await page
          .locator('.flexible-dates')
          .screenshot({ path: `${SHOTS}/price-calendar-${name}.png` });

      // Enter on the cheapest day sets the stay.
      await cheapest.focus();
      expect(await focusedElement(page)).toContain('price-calendar__day');
      await page.keyboard.press('Enter');
      const checkOut = day(addDays(new Date(`${picked}T12:00:00`), NIGHTS));
      await page.waitForURL((url) => url.searchParams.get('checkIn') === picked);
      expect(new URL(page.url()).searchParams.get('checkOut')).toBe(checkOut);
      // The rooms are asked again for the new stay (MM/dd/yyyy on the page).
      const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
      await expect
        .poll(() => page.locator('.hotel-page__stay').innerText(), { timeout: 20_000 })
        .toContain(`${usDay(picked)} – ${usDay(checkOut)}, ${NIGHTS} nights`);
      // The platform's headline for that stay is the calendar's total, and the page shows it.
      const rates = (await (
        await fetch(
          `${site.platform.url}/v2/rate/hotel-rates?${new URLSearchParams({ hotelId: 'TX917', checkIn: picked, checkOut })}`,
        )
      ).json()) as { headline: { roomTypeCode: string; ratePlanCode: string; total: number } };
      expect(splitPrice(rates.headline.total).full).toBe(total);
      const plan = page
        .locator(`[data-room-type="${rates.headline.roomTypeCode}"]`)
        .locator(`[data-rate-plan="${rates.headline.ratePlanCode}"]`);
      await expect
        .poll(() => plan.locator('.price--total').innerText(), { timeout: 20_000 })
        .toBe(total);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/price-calendar-picked-${name}.png` });
      expect(errors).toEqual([]);
    });
  }

  it('moves two months with next and previous, and opens from a result card', async ({ open }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, RESULTS);
    const card = page
      .locator('.result-card')
      .filter({ has: page.locator('.price-block') })
      .first();
    await card.waitFor();
    await card.getByRole('button', { name: /^Flexible dates/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.price-calendar__day--priced').first().waitFor();
    const captions = () => dialog.locator('caption').allInnerTexts();
    const first = await captions();
    await dialog.getByRole('button', { name: 'Next two months' }).click();
    await expect.poll(captions).not.toEqual(first);
    await dialog.locator('.price-calendar__day--priced').first().waitFor();
    await dialog.getByRole('button', { name: 'Previous two months' }).click();
    await expect.poll(captions).toEqual(first);
    await expectNoAxeViolations(page);
    const cheapest = dialog.locator('.price-calendar__day--cheapest').first();
    const picked = (await cheapest.getAttribute('data-day'))!;
    await cheapest.click();
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith('/extended-stay-hotels/texas/austin/') &&
        url.searchParams.get('checkIn') === picked,
    );
    await page.locator('.room-offer').first().waitFor();
    expect(errors).toEqual([]);
  });
});
