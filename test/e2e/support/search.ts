// The search box as the search tests use it: the Dallas result page, the product's message for a
// missing place, the suggestions once shown, and the Dallas result page once it has its prices.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DALLAS = '/extended-stay-hotels/locations/texas/dallas/hotels';
export const PLACE_REQUIRED =
  'Please enter a City, Hotel, Address, Attraction, State, Country, Zip Code or Airport Code.';

/** The suggestions of the home widget's box, once they are shown. */
export async function suggestions(page: Page) {
  const listbox = page
    .getByRole('listbox')
    .filter({ has: page.getByRole('option') })
    .first();
  await listbox.waitFor({ state: 'visible' });
  return listbox;
}

export async function expectDallasResults(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === DALLAS);
  await page
    .getByRole('heading', { level: 1, name: 'Extended Stay Hotels in Dallas, Texas' })
    .waitFor();
  await page.locator('.result-price').first().waitFor();
  expect(await page.locator('.result-card').count()).toBeGreaterThan(5);
  expect(await page.locator('.result-price').count()).toBeGreaterThan(5);
}
