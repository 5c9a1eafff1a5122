// In a real browser from the reservation page: a
// 25-night Texas booking extended to 35 nights moves the whole stay to the monthly rate and its
// hotel tax to $0.00 with the rule's words; the difference is shown before confirming; the
// inventory counts match; the change e-mail is in the outbox; shortened back, the prices return.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusedElement, visit } from './support/page.ts';
import { bookThroughPlatform } from './support/booking.ts';
import type { RunningSite } from './support/site.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const WORDS = 'No hotel tax: stays of 30+ nights in Texas';
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** A stay of Eve's at TX917, booked through the platform; it must be made. */
async function book(site: RunningSite, surname: string, checkIn: string, checkOut: string) {
  const guest = {
    givenName: 'Eve',
    surname,
    email: 'eve.extender@example.com',
    phone: '512-555-0199',
  };
  const booked = await bookThroughPlatform(site, {
    checkIn,
    checkOut,
    guest,
    key: `e2e-change-${surname}`,
  });
  expect(booked.status).toBe(201);
  return booked;
}

/** Rooms booked per night of SQ at TX917 (nights without a row have none booked). */
async function bookedNights(site: RunningSite, from: string, to: string) {
  const rows = await site.platform.store.db
    .selectFrom('inventory')
    .select(['night', 'booked'])
    .where('hotel_id', '=', 'TX917')
    .where('room_type_code', '=', 'SQ')
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute();
  return new Map(rows.map((r) => [r.night, r.booked]));
}

async function quoteAndConfirm(page: Page, checkOut: string, shot?: string) {
  const field = page.locator('#change-stay').getByLabel(/^Check-out/);
  await field.fill(checkOut);
  // Keyboard: Enter in the field asks for the price; the review takes focus.
  await field.press('Enter');
  await page.locator('#change-review-heading').waitFor();
  expect(await focusedElement(page)).toBe('#change-review-heading');
  const review = {
    now: await text(page, '.change-compare__total [data-stay="current"]'),
    after: await text(page, '.change-compare__total [data-stay="proposed"]'),
    taxes: await text(page, 'tr:has(th:text-is("Taxes")) [data-stay="proposed"]'),
    difference: await text(page, '.change-compare__difference'),
  };
  await expectNoAxeViolations(page);
  if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });
  await page.getByRole('button', { name: 'Confirm Change' }).click();
  await page.getByRole('status').filter({ hasText: 'Your stay has been changed' }).waitFor();
  return review;
}

describeInBrowser('changing a stay', () => {
  it('extend to monthly: 25 → 35 Texas nights, then back to 25', async ({ open, site }) => {
    const { page, errors } = await open(viewports.desktop);
    const checkIn = day(45);
    const before = await bookedNights(site, checkIn, day(45 + 35));
    const first = await book(site, 'Extender', checkIn, day(45 + 25));
    const number = first.confirmationNumber;

    await visit(page, `/reservation/?confirmation=${number}&lastname=Extender`);
    expect(await text(page, '.stay-summary__total')).toContain(usd(first.total));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/change-stay-1280.png`, fullPage: true });

    const review = await quoteAndConfirm(page, day(45 + 35), 'change-review-1280.png');
    expect(review.now).toBe(usd(first.total));
    expect(review.taxes).toBe(`$0.00${WORDS}`);
    const newTotal = Number(review.after.replace(/[$,]/g, ''));
    expect(review.difference).toBe(
      `You would pay ${usd(Math.abs(newTotal - first.total))} ${newTotal > first.total ? 'more' : 'less'} than now.`,
    );

    // The page now shows what the review showed, to the cent; the history has the change.
    const summary = await text(page, '.stay-summary');
    expect(summary).toContain(usd(newTotal));
    expect(summary).toContain('Monthly');
    expect(summary).toContain(WORDS);
    expect(await text(page, '[data-confirmation-number]')).toBe(number);
    expect(await text(page, '.change-history')).toContain(`${usd(newTotal)}`);

    // A fresh look-up agrees; every night of the 35 claimed once more than before.
    const fresh = await fetch(
      `${site.platform.url}/v1/reservation/reservations/${number}?lastName=Extender`,
    ).then(
      (r) =>
        r.json() as Promise<{ reservation: { total: number; taxes: number; losTier: string } }>,
    );
    expect(fresh.reservation).toMatchObject({ total: newTotal, taxes: 0, losTier: 'monthly' });
    const after = await bookedNights(site, checkIn, day(45 + 35));
    for (let i = 0; i < 35; i++) {
      const night = day(45 + i);
      expect(after.get(night), night).toBe((before.get(night) ?? 0) + 1);
    }
    // The change e-mail, in the outbox, with the total the guest saw.
    const mail = await site.platform.store.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('kind', '=', 'change')
      .where('to_address', '=', 'eve.extender@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your reservation ${number} has been changed`);
    expect(mail[0]!.text).toContain(`Total, taxes included: ${usd(newTotal)}`);
    expect(mail[0]!.text).toContain(`Taxes: $0.00 (${WORDS})`);

    // Shortened back: the first price returns, to the cent, and the nights are given back.
    const back = await quoteAndConfirm(page, day(45 + 25));
    expect(back.now).toBe(usd(newTotal));
    expect(back.after).toBe(usd(first.total));
    expect(await text(page, '.stay-summary__total')).toContain(usd(first.total));
    expect(await text(page, '.stay-summary')).toContain(usd(first.taxes));
    expect(await text(page, '.stay-summary')).not.toContain(WORDS);
    const restored = await bookedNights(site, checkIn, day(45 + 35));
    for (let i = 0; i < 35; i++) {
      const night = day(45 + i);
      expect(restored.get(night) ?? 0, night).toBe((before.get(night) ?? 0) + (i < 25 ? 1 : 0));
    }
    expect(await page.locator('.change-history li').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('at 375 px: the change form and its review fit, and invalid dates are refused in words', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    const first = await book(site, 'Narrow', day(50), day(53));
    await visit(page, `/reservation/?confirmation=${first.confirmationNumber}&lastname=Narrow`);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(375);
    // Invalid dates: check-out before check-in is refused with the reason, nothing changes.
    await page
      .locator('#change-stay')
      .getByLabel(/^Check-out/)
      .fill(day(49));
    await page.getByRole('button', { name: 'See the New Price' }).click();
    await expect
      .poll(() => text(page, '.change-stay .field__error'))
      .toBe('Check-out must be after check-in.');
    await page
      .locator('#change-stay')
      .getByLabel(/^Check-out/)
      .fill(day(60));
    await page.getByRole('button', { name: 'See the New Price' }).click();
    await page.locator('#change-review-heading').waitFor();
    expect(await width()).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/change-review-375.png`, fullPage: true });
      await page.locator('#change-stay').screenshot({ path: `${SHOTS}/change-form-375.png` });
    }
    // The narrowest supported screen holds the review too.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await width()).toBeLessThanOrEqual(320);
    // Keep the stay: nothing is claimed or changed.
    await page.getByRole('button', { name: 'Keep My Stay as It Is' }).click();
    expect(await page.locator('#change-review-heading').count()).toBe(0);
    expect(await text(page, '.stay-summary__total')).toContain(usd(first.total));
    expect(errors).toEqual([]);
  });
});
