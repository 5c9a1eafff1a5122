// A guest's e-mail address is one long word: wherever the site shows it (the reservation page, its
// change message, the confirmation page) a 40-character address breaks inside the page's column
// at 320 and 375 px instead of widening the page (a guest walk at 375 px: the change message
// pushed the reservation page to 461 px, so it scrolled sideways and cut its text).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { bookThroughPlatform } from './support/booking.ts';
import type { RunningSite } from './support/site.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const EMAIL = 'eleanor.longnamestayer.20261@example.com';
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** A week's stay of Eleanor's at TX917 under the long address, booked through the platform. */
async function book(site: RunningSite, surname: string, offset: number): Promise<string> {
  const booked = await bookThroughPlatform(site, {
    checkIn: day(offset),
    checkOut: day(offset + 7),
    guest: { givenName: 'Eleanor', surname, email: EMAIL, phone: '512-555-0177' },
    key: `e2e-long-${surname}`,
  });
  expect(booked.status).toBe(201);
  return booked.confirmationNumber;
}

/** How far the page reaches past the viewport's right edge, and the widest element that does. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = 0;
    for (const element of document.querySelectorAll('#main-content *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${element.className}`;
      }
    }
    return {
      scroll: document.documentElement.scrollWidth - width,
      past: Math.max(0, Math.round(right - width)),
      widest,
    };
  });
}

async function expectFits(page: Page, where: string) {
  expect(await overflow(page), where).toMatchObject({ scroll: 0, past: 0 });
}

describeInBrowser('a long e-mail address', () => {
  it('the reservation page and its change message fit at 375 and 320 px', async ({
    open,
    site,
  }) => {
    const number = await book(site, 'Longname', 60);
    for (const width of [375, 320]) {
      const { page, errors } = await open({ width, height: 800 });
      await visit(page, `/reservation/?confirmation=${number}&lastname=Longname`, { axe: false });
      await expect.poll(() => page.getByText(EMAIL).count()).toBeGreaterThan(0);
      await expectFits(page, `reservation at ${width} px`);

      const checkOut = page.locator('#change-stay').getByLabel(/^Check-out/);
      await checkOut.fill(day(60 + (width === 375 ? 8 : 7)));
      await page.getByRole('button', { name: 'See the New Price' }).click();
      await page.locator('#change-review-heading').waitFor();
      await page.getByRole('button', { name: 'Confirm Change' }).click();
      const changed = page.getByRole('status').filter({ hasText: 'Your stay has been changed' });
      await changed.waitFor();
      expect(await changed.textContent()).toContain(EMAIL);
      await expectFits(page, `change message at ${width} px`);
      // The message itself stays inside the viewport, its address broken over lines.
      const box = (await changed.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      if (SHOTS) await changed.screenshot({ path: `${SHOTS}/long-email-changed-${width}.png` });
      expect(errors).toEqual([]);
    }
  });

  it('the confirmation page fits at 375 and 320 px', async ({ open, site }) => {
    const number = await book(site, 'Receipt', 70);
    for (const width of [375, 320]) {
      const { page, errors } = await open({ width, height: 800 });
      await visit(page, `/confirmation?confirmation=${number}&lastname=Receipt`, { axe: false });
      expect(await page.locator('.booking-receipt__status').textContent()).toContain(EMAIL);
      await expectFits(page, `confirmation at ${width} px`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/long-email-confirmation-${width}.png` });
      expect(errors).toEqual([]);
    }
  });
});
