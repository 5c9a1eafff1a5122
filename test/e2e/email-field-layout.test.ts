// Where a guest types an e-mail address into a two-column form, a guest's walk at 1280 px found
// a 30-character address cut off in its half-width field (the booking page; the contact and major
// accounts forms were narrower still). The address now has a row of its own, where a
// 42-character one shows whole from 768 to 1440 px. On the booking page the phone sits beside the
// arrival time; in the inquiry forms it keeps a cell's width on its own row. On a phone every
// field has the whole row.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { field } from './support/inquiry-forms.ts';
import { visit } from './support/page.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const GUEST_DATA = `/guest-data?checkIn=${day(33)}&checkOut=${day(40)}&adults=1&children=0&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`;
const EMAIL = 'alexandra.montgomery-whitfield@example.com';

/** True when the input shows its whole value: nothing scrolled out of its box. */
const showsWhole = (input: Locator) =>
  input.evaluate((element) => {
    const { value, scrollWidth, clientWidth } = element as HTMLInputElement;
    return value.length > 0 && scrollWidth <= clientWidth;
  });

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The boxes of the page's fields, by their labels. */
async function boxes(page: Page, labels: string[]) {
  const found = [];
  for (const label of labels) found.push(await box(field(page.locator('main'), label)));
  return found;
}

describeInBrowser('e-mail fields', () => {
  for (const width of [320, 375, 768, 1024, 1280, 1440]) {
    it(`booking page at ${width} px: the e-mail address has a row of its own`, async ({ open }) => {
      const { page, errors } = await open({ width, height: 900 });
      await visit(page, GUEST_DATA, { axe: false });
      await page.locator('#guest-email').fill(EMAIL);
      if (width >= 768) expect(await showsWhole(page.locator('#guest-email'))).toBe(true);
      const [given, surname, mail, phone, arrival] = await boxes(page, [
        'First Name',
        'Last Name',
        'Email',
        'Phone',
        'Estimated Arrival Time',
      ]);
      if (width >= 768) {
        // First and last name on one row, the address alone below, phone beside arrival time.
        expect(surname!.y).toBe(given!.y);
        expect(mail!.y).toBeGreaterThan(given!.y);
        expect(mail!.width).toBeGreaterThan(given!.width * 2);
        expect(arrival!.y).toBe(phone!.y);
        expect(phone!.y).toBeGreaterThan(mail!.y);
      } else {
        const order = [given!, surname!, mail!, phone!, arrival!];
        for (let i = 1; i < order.length; i += 1)
          expect(order[i]!.y).toBeGreaterThan(order[i - 1]!.y + order[i - 1]!.height);
        expect(mail!.width).toBe(given!.width);
      }
      if (SHOTS && (width === 375 || width === 1280))
        await page.screenshot({ path: `${SHOTS}/email-field-booking-${width}.png` });
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/company/contact', '/majoraccounts'])
    for (const width of [768, 1280]) {
      it(`${path} at ${width} px: the address shows whole, the phone keeps a cell's width`, async ({
        open,
      }) => {
        const { page, errors } = await open({ width, height: 900 });
        await visit(page, path, { axe: false });
        const main = page.locator('main');
        await field(main, 'Email').fill(EMAIL);
        expect(await showsWhole(field(main, 'Email'))).toBe(true);
        const [first, last, mail, phone] = await boxes(page, [
          'First Name',
          'Last Name',
          'Email',
          'Phone',
        ]);
        expect(last!.y).toBe(first!.y);
        expect(mail!.width).toBeGreaterThan(first!.width * 2);
        expect(phone!.y).toBeGreaterThan(mail!.y);
        expect(phone!.x).toBe(first!.x);
        expect(phone!.width).toBe(first!.width);
        if (SHOTS && width === 1280)
          await page.screenshot({ path: `${SHOTS}/email-field${path.replace(/\//g, '-')}.png` });
        expect(errors).toEqual([]);
      });
    }
});
