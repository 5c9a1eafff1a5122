// The booking page's guest details as a guest's walk at 1280 px found them: a 30-character e-mail
// address was cut off in its half-width field. The address now has a row of its own, where a
// 42-character one shows whole from 768 to 1440 px; the phone sits beside the arrival time. On a
// phone every field has the whole row.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const GUEST_DATA = `/guest-data?checkIn=${day(33)}&checkOut=${day(40)}&adults=1&children=0&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`;
const EMAIL = 'alexandra.montgomery-whitfield@example.com';

/** The field's box, by its label's input. */
const box = async (page: Page, id: string) => (await page.locator(`#${id}`).boundingBox())!;

/** True when the input shows its whole value: nothing scrolled out of its box. */
const showsWhole = (input: Locator) =>
  input.evaluate((element) => {
    const field = element as HTMLInputElement;
    return field.value.length > 0 && field.scrollWidth <= field.clientWidth;
  });

describeInBrowser('guest details layout', () => {
  for (const width of [320, 375, 768, 1024, 1280, 1440]) {
    it(`at ${width} px: the e-mail address has a row of its own`, async ({ open }) => {
      const { page, errors } = await open({ width, height: 900 });
      await visit(page, GUEST_DATA, { axe: false });
      const email = page.locator('#guest-email');
      await email.fill(EMAIL);
      if (width >= 768) expect(await showsWhole(email)).toBe(true);

      const given = await box(page, 'guest-givenName');
      const surname = await box(page, 'guest-surname');
      const mail = await box(page, 'guest-email');
      const phone = await box(page, 'guest-phone');
      const arrival = await box(page, 'guest-arrivalTime');
      if (width >= 768) {
        // First and last name on one row, the address alone below, phone beside arrival time.
        expect(surname.y).toBe(given.y);
        expect(mail.y).toBeGreaterThan(given.y);
        expect(mail.width).toBeGreaterThan(given.width * 2);
        expect(arrival.y).toBe(phone.y);
        expect(phone.y).toBeGreaterThan(mail.y);
      } else {
        for (const [upper, lower] of [
          [given, surname],
          [surname, mail],
          [mail, phone],
          [phone, arrival],
        ] as const)
          expect(lower.y).toBeGreaterThan(upper.y + upper.height);
        expect(mail.width).toBe(given.width);
      }
      if (SHOTS && (width === 375 || width === 1280))
        await page.screenshot({ path: `${SHOTS}/guest-form-layout-${width}.png` });
      expect(errors).toEqual([]);
    });
  }
});
