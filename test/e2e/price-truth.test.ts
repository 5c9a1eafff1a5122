// Prices tell the truth, in a real browser at 1280 and 375 px: for a 30-night stay the
// figure a guest reads is the same cent on the result card, the map pop-up, the hotel page's rate
// plan, guest data (just above "Complete Reservation" on a phone) and the confirmation; it is the
// platform's headline (the lowest rate open to every guest), the largest figure of each price
// block, and the per-night figure says what it is. The card number is grouped as it is typed and
// the expiry is typed as "1129".
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Locator } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';
import { splitPrice } from '#shared/format/price.ts';
import { currentSearchCookieName } from '#shared/storage/current-search.ts';

const RESULTS = '/extended-stay-hotels/locations/texas/dallas/hotels';
const SHOTS = process.env.SCREENSHOT_DIR;

/** The font size in px of the largest and of the per-night figure of a price block. */
const sizes = (block: Locator) =>
  block.evaluate((el) => ({
    total: parseFloat(
      getComputedStyle(el.querySelector('.price--total .price__dollars')!).fontSize,
    ),
    nightly: parseFloat(
      getComputedStyle(el.querySelector('.price-block__nightly .price__dollars')!).fontSize,
    ),
  }));

describeInBrowser('prices tell the truth', () => {
  for (const [name, viewport] of [
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ] as const) {
    it(`one 30-night stay shows one total from results to confirmation (${name})`, async ({
      open,
      site,
    }) => {
      const checkIn = addDays(new Date(), 10 + (name === 'phone' ? 1 : 0));
      const checkOut = addDays(checkIn, 30);
      const stay = {
        checkIn: format(checkIn, 'yyyy-MM-dd'),
        checkOut: format(checkOut, 'yyyy-MM-dd'),
      };
      const { page, context, errors } = await open(viewport);
      // The stay as the search widget stores it (current-search cookie).
      const noon = (date: Date) => new Date(format(date, "yyyy-MM-dd'T'12:00:00")).getTime();
      await context.addCookies([
        {
          name: currentSearchCookieName,
          value: encodeURIComponent(
            JSON.stringify({
              checkInDate: noon(checkIn),
              checkOutDate: noon(checkOut),
              searchPlace: null,
              searchAddress: null,
            }),
          ),
          url: site.url,
        },
      ]);

      await visit(page, RESULTS, { axe: false });
      const card = page
        .locator('.result-card')
        .filter({ has: page.locator('.price-block') })
        .first();
      await card.waitFor();
      const hotelId = (await card.getAttribute('data-hotel-id'))!;
      const rates = (await (
        await fetch(
          `${site.platform.url}/v2/rate/hotel-rates?${new URLSearchParams({ hotelIds: hotelId, ...stay }).toString()}`,
        )
      ).json()) as {
        hotelRates: Record<
          string,
          {
            headline: {
              roomTypeCode: string;
              ratePlanCode: string;
              audience: string;
              total: number;
            };
          }
        >;
      };
      const headline = rates.hotelRates[hotelId]!.headline;
      expect(headline.audience).toBe('everyone');
      const expected = splitPrice(headline.total).full;

      const cardBlock = card.locator('.price-block');
      expect(await cardBlock.locator('.price--total').innerText()).toBe(expected);
      await expect
        .poll(() => cardBlock.innerText())
        .toContain('total for 30 nights, taxes included');
      expect(await cardBlock.innerText()).toContain('avg. per night, before taxes');
      const cardSizes = await sizes(cardBlock);
      expect(cardSizes.total).toBeGreaterThan(cardSizes.nightly);
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/price-card-${name}.png` });

      // The map pop-up of the same hotel.
      await card.getByRole('button', { name: 'Show on map' }).click();
      const popup = page.locator('.map-info').filter({ has: page.locator('.price-block') });
      await popup.first().waitFor();
      expect(await popup.first().locator('.price--total').innerText()).toBe(expected);
      if (SHOTS) await popup.first().screenshot({ path: `${SHOTS}/price-popup-${name}.png` });

      // The hotel page, same stay: the headline plan's row, and a labelled AAA/CAA plan.
      const uri = await card.locator('.result-card__name a').getAttribute('href');
      await visit(
        page,
        `${uri!.split('?')[0]}?${new URLSearchParams({ ...stay, adults: '1', children: '0' }).toString()}`,
        {
          axe: false,
        },
      );
      const room = page.locator(`[data-room-type="${headline.roomTypeCode}"]`);
      const plan = room.locator(`[data-rate-plan="${headline.ratePlanCode}"]`);
      expect(await plan.locator('.price--total').innerText()).toBe(expected);
      const planSizes = await sizes(plan.locator('.price-block'));
      expect(planSizes.total).toBeGreaterThan(planSizes.nightly);
      expect(await room.locator('[data-rate-plan="AAA"]').innerText()).toContain(
        'AAA/CAA member rate',
      );

      // Guest data: the card grouped as typed, "1129" accepted; on a phone the total sits right
      // above "Complete Reservation".
      await plan.getByRole('link', { name: /^Book/ }).click();
      await page.locator('.guest-form').waitFor();
      await page.locator('#guest-givenName').fill('Ana');
      await page.locator('#guest-surname').fill('Truth');
      await page.locator('#guest-email').fill('ana.truth@example.com');
      await page.locator('#guest-phone').fill('214-555-0100');
      await page.locator('#guest-cardHolder').fill('Ana Truth');
      await page.locator('#guest-cardNumber').pressSequentially('4111111111111111');
      expect(await page.locator('#guest-cardNumber').inputValue()).toBe('4111 1111 1111 1111');
      await page.locator('#guest-cardExpiry').pressSequentially('1129');
      expect(await page.locator('#guest-cardExpiry').inputValue()).toBe('11/29');
      const submit = page.getByRole('button', { name: 'Complete Reservation' });
      const phoneTotal = page.locator('.guest-form__total');
      if (name === 'phone') {
        await submit.scrollIntoViewIfNeeded();
        expect(await phoneTotal.locator('.price--total').innerText()).toBe(expected);
        const [totalBox, buttonBox] = [await phoneTotal.boundingBox(), await submit.boundingBox()];
        expect(buttonBox!.y - (totalBox!.y + totalBox!.height)).toBeLessThan(24);
        expect(buttonBox!.y).toBeGreaterThan(totalBox!.y);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/price-guest-${name}.png` });
      } else {
        expect(await phoneTotal.isVisible()).toBe(false);
      }
      expect(await page.locator('.stay-summary__total .price--total').innerText()).toBe(expected);
      await submit.click();

      await page.waitForURL(/\/confirmation\?/);
      await page.locator('.stay-summary__total').waitFor();
      expect(await page.locator('.stay-summary__total .price--total').innerText()).toBe(expected);
      expect(await page.locator('.stay-summary').innerText()).toContain(
        'Avg. per night, before taxes',
      );
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/price-confirmation-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }
});
