// Shortening a 30-night stay to 27 nights at 375 px: the monthly rate is lost and the stay can cost
// more, which the guest was not told. The review says why before "Confirm Change"; after it, the
// history says what the total did (it read "Difference: $480.69 more than now"); and the form
// promises another room only where it offers one.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';
import { bookThroughPlatform } from './support/booking.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const words = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describeInBrowser('the words of a change to a stay', () => {
  it('30 → 27 nights: the lost monthly rate is said before confirming; the history says what the total did', async ({
    open,
    site,
  }) => {
    const booked = await bookThroughPlatform(site, {
      checkIn: day(60),
      checkOut: day(90),
      guest: {
        givenName: 'Eve',
        surname: 'Shortener',
        email: 'eve.shortener@example.com',
        phone: '512-555-0198',
      },
      key: 'e2e-change-words',
    });
    expect(booked.status).toBe(201);
    const { page, errors } = await open(viewports.mobile);
    await visit(page, `/reservation/?confirmation=${booked.confirmationNumber}&lastname=Shortener`);

    const form = page.locator('#change-stay');
    const hint = await words(page, '.change-stay__hint');
    const offersRoom = (await form.getByLabel('Room').count()) > 0;
    expect(hint.includes('or choose another room')).toBe(offersRoom);

    const checkOut = form.getByLabel(/^Check-out/);
    await checkOut.fill(day(87));
    await checkOut.press('Enter');
    await page.locator('#change-review-heading').waitFor();
    const note = await words(page, '.change-compare__tier-note');
    expect(note).toMatch(
      /^With 27 nights the stay is under the 30 nights of the monthly rate, so the monthly rate no longer applies: every night is priced at the weekly rate/,
    );
    // Austin, Texas: the 30-night hotel-tax rule is lost as well.
    expect(note).toContain('The long-stay tax rule (No hotel tax: stays of 30+ nights in Texas)');
    const difference = await words(page, '.change-compare__difference');
    expect(difference).toMatch(/^You would pay \$[\d,]+\.\d{2} (more|less) than now\.$/);
    // The note comes before the button that confirms.
    const noteBox = (await page.locator('.change-compare__tier-note').boundingBox())!;
    const confirmBox = (await page.getByRole('button', { name: 'Confirm Change' }).boundingBox())!;
    expect(noteBox.y).toBeLessThan(confirmBox.y);
    await page.locator('.change-compare__tier-note').scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/change-tier-note-375.png` });

    await page.getByRole('button', { name: 'Confirm Change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your stay has been changed' }).waitFor();
    const history = await words(page, '.change-history');
    expect(history).toMatch(/The total went (up|down) by \$[\d,]+\.\d{2}\./);
    expect(history).not.toContain('than now');

    const wide = await open(viewports.desktop);
    await visit(
      wide.page,
      `/reservation/?confirmation=${booked.confirmationNumber}&lastname=Shortener`,
    );
    await wide.page.locator('.change-history').scrollIntoViewIfNeeded();
    if (SHOTS) await wide.page.screenshot({ path: `${SHOTS}/change-history-1280.png` });
    expect(errors).toEqual([]);
    expect(wide.errors).toEqual([]);
  });
});
