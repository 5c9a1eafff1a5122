// The booking funnel's harder cases in a real browser: the last room of a type sells
// out between two guests and the second sees a clear message with their input kept; a signed-in
// guest finds their details filled in; a ten-digit confirmation number fits the look-up at 320 px.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { addDays, format } from 'date-fns';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit, waitForHydration } from './support/page.ts';
import { signInDemoGuest } from './support/accounts.ts';
import { HOTEL, bookThroughPlatform, fillGuest, roomsLeft } from './support/booking.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describeInBrowser('booking funnel: sold out, signed in, look-up', () => {
  it('the last room of a type sells out: the second guest sees it, with their input kept', async ({
    open,
    site,
  }) => {
    const available = roomsLeft(site);
    const checkIn = day(40);
    const checkOut = day(43);
    // Leave exactly one KA room for these nights (bookings through the platform's API).
    const left = await available('KA', checkIn, checkOut);
    for (let i = 0; i < left - 1; i += 1) {
      const { status } = await bookThroughPlatform(site, {
        checkIn,
        checkOut,
        roomTypeCode: 'KA',
        guest: {
          givenName: 'Setup',
          surname: 'Guest',
          email: 'setup@example.com',
          phone: '512-555-0101',
        },
        key: `sold-out-setup-${i}-key`,
      });
      expect(status).toBe(201);
    }
    expect(await available('KA', checkIn, checkOut)).toBe(1);
    const guestData = `/guest-data?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&hotelId=TX917&roomTypeCode=KA&ratePlanCode=STANDARD`;

    const first = await open(viewports.mobile);
    const second = await open();
    await visit(first.page, guestData);
    await visit(second.page, guestData);
    await fillGuest(first.page, 'First');
    await fillGuest(second.page, 'Second');

    await first.page.getByRole('button', { name: 'Complete Reservation' }).click();
    await first.page.waitForURL('**/confirmation?**');
    expect(await available('KA', checkIn, checkOut)).toBe(0);
    // The confirmation and reservation pages at 375 px.
    await waitForHydration(first.page);
    const number = (await first.page.locator('[data-confirmation-number]').textContent())!.trim();
    await expectNoAxeViolations(first.page);
    expect(
      await first.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    if (SHOTS)
      await first.page.screenshot({ path: `${SHOTS}/confirmation-375.png`, fullPage: true });
    await visit(first.page, `/reservation/?confirmation=${number}&lastname=First`);
    expect(
      await first.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    if (SHOTS)
      await first.page.screenshot({ path: `${SHOTS}/reservation-375.png`, fullPage: true });

    await second.page.getByRole('button', { name: 'Complete Reservation' }).click();
    const alert = second.page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('Sorry, this room is no longer available for the dates you chose.');
    expect(await second.page.locator('#guest-surname').inputValue()).toBe('Second');
    expect(await second.page.locator('#guest-email').inputValue()).toBe('ana.booking@example.com');
    await expectNoAxeViolations(second.page);
    if (SHOTS) await second.page.screenshot({ path: `${SHOTS}/sold-out-1280.png`, fullPage: true });

    // The hotel page shows the room type as sold out.
    await second.page.getByRole('link', { name: 'See available rooms' }).click();
    await second.page.waitForURL(`**${HOTEL}?**`);
    await expect
      .poll(() => second.page.locator('[data-room-type="KA"] [data-sold-out]').count())
      .toBe(1);
    expect(first.errors).toEqual([]);
    // The browser logs the platform's 409 answer itself; that answer is what this test is about.
    expect(second.errors.filter((e) => !e.includes('status of 409 (Conflict)'))).toEqual([]);
  });

  it('a signed-in guest finds their details filled in; pages work at 375 px', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await signInDemoGuest(page, site);
    await visit(
      page,
      `/guest-data?checkIn=${day(50)}&checkOut=${day(51)}&adults=1&children=0&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`,
    );
    expect(await page.locator('#guest-givenName').inputValue()).toBe('Jordan');
    expect(await page.locator('#guest-surname').inputValue()).toBe('Rivera');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guest-data-375.png`, fullPage: true });
    await visit(page, '/find-reservation');
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/find-reservation-375.png`, fullPage: false });
    expect(errors).toEqual([]);
  });

  it('a ten-digit confirmation number fits the look-up fields at 320 px, typed grouped or not', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 320, height: 640 });
    await visit(page, '/find-reservation');
    const field = page.locator('form.find-reservation').getByLabel('Confirmation Number');
    await field.fill('482 193 7750');
    // Every character is visible: the field is wider than its text and ends inside the page.
    expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await field.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-reservation-320.png` });
    await page.locator('form.find-reservation').getByLabel('Last Name').fill('Nobody');
    await page.getByRole('button', { name: 'Find' }).click();
    // The separators are dropped: the look-up asks for the ten digits.
    await page.waitForURL('**/reservation/?confirmation=4821937750&lastname=Nobody');
    expect(errors).toEqual([]);
  });
});
