// A guest on a phone types a street address: one of our hotels' own addresses leads the list
// (ahead of the hotels), an address on a street with hotels offers that street, and text that
// matches nothing says so in words instead of showing nothing.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';

const phone = { hasTouch: true, isMobile: true };
const screen = { width: 375, height: 667 };

async function typeDestination(page: Page, text: string) {
  const field = page.locator('#place-input');
  await field.tap();
  await field.fill(text);
}

describeInBrowser('addresses in the destination box', () => {
  it('an exact address first, a street for another number, and "nothing matches"', async ({
    open,
  }) => {
    const { page, errors } = await open(screen, phone);
    await visit(page, '/');
    const options = page.getByRole('listbox').getByRole('option');

    await typeDestination(page, '2667 highland');
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(/^2667 Highland Ave/);

    await typeDestination(page, '1600 main');
    await expect.poll(() => options.first().textContent()).toMatch(/^Main St/);

    await typeDestination(page, 'qqxzv');
    await page.getByText('No place or hotel matches “qqxzv”').waitFor();
    expect(await options.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
