// From the home page a guest picks 3 adults and 2 rooms, searches,
// opens a hotel and books 2 rooms in ONE reservation. Both rooms' nights are claimed (the
// platform's inventory drops by 2), the confirmation shows 2 rooms and the total (2 × one room's,
// to the cent), a reload keeps the party, and cancelling gives both rooms back.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit, waitForHydration } from './support/page.ts';
import { confirmationNumber, fillGuest, openHotelFromResults } from './support/booking.ts';
import { pickDate, waitForDatePicker } from './support/date-picker.ts';
import type { RunningSite } from './support/site.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describeInBrowser('two rooms in one reservation', () => {
  /** The rooms of a type TX917 has left on every night of the stay, as the platform counts. */
  const roomsLeft = async (site: RunningSite, code: string, checkIn: string, checkOut: string) => {
    const res = await fetch(
      `${site.platform.url}/v2/rate/hotels/TX917/availability?checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    const body = (await res.json()) as { roomTypes: { roomTypeCode: string; available: number }[] };
    return body.roomTypes.find((room) => room.roomTypeCode === code)!.available;
  };

  it('3 adults, 2 rooms: search → hotel → book → confirmation → cancel', async ({ open, site }) => {
    const { page, errors } = await open();
    const checkIn = day(40);
    const checkOut = day(44);
    const before = await roomsLeft(site, 'SQ', checkIn, checkOut);

    // The home widget: Austin, then the party in the picker, by its steppers.
    await visit(page, '/');
    const widget = page.getByRole('search', { name: 'Reserve a Room' });
    await widget.locator('#place-input').fill('aus');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Austin, TX/ })
      .first()
      .click();
    const trigger = widget.getByRole('button', { name: /^Guests and rooms/ });
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await widget.getByRole('button', { name: 'One more adult' }).click();
    await widget.getByRole('button', { name: 'One more adult' }).click();
    await widget.getByRole('button', { name: 'One more room' }).click();
    expect(await trigger.textContent()).toBe('Guests and rooms: 3 adults · 2 rooms');
    await expectNoAxeViolations(page);
    // Escape closes the popover and gives the focus back to its button.
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Guests and rooms: 3 adults · 2 rooms',
    );

    await widget.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/texas/austin/hotels'));
    expect(new URL(page.url()).searchParams.get('adults')).toBe('3');
    expect(new URL(page.url()).searchParams.get('rooms')).toBe('2');
    await openHotelFromResults(page);
    expect(new URL(page.url()).searchParams.get('rooms')).toBe('2');

    // The hotel page's own dates; "Update Rates" keeps the party.
    await waitForDatePicker(page, 'stay-check-in');
    await pickDate(page, 'stay-check-in', checkIn);
    await pickDate(page, 'stay-check-out', checkOut);
    await page.getByRole('button', { name: 'Update Rates' }).click();
    await page.waitForURL(
      `**checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=0&rooms=2**`,
    );
    // A reload keeps the party, in the address and in the picker.
    await page.reload();
    await waitForHydration(page);
    expect(
      await page
        .locator('.stay-dates')
        .getByRole('button', { name: /^Guests and rooms/ })
        .textContent(),
    ).toBe('Guests and rooms: 3 adults · 2 rooms');

    // Studio Suite, 1 Queen Bed sleeps 2: offered to 3 adults only because they take 2 rooms.
    const plan = page.locator('[data-room-type="SQ"] [data-rate-plan="STANDARD"]');
    await expect.poll(() => plan.count()).toBe(1);
    const total = money(await plan.locator('.price--total').first().textContent());
    const planText = (await plan.locator('.price-block').textContent()) ?? '';
    expect(planText).toContain('total for 2 rooms, 4 nights, taxes included');
    const each = Number(/2 rooms × \$([\d,.]+) each/.exec(planText)![1]!.replace(/,/g, ''));
    expect(Math.round(each * 200)).toBe(Math.round(total * 100));
    await plan.locator('.rate-plan__book').click();

    await page.waitForURL('**/guest-data?**');
    expect(new URL(page.url()).searchParams.get('rooms')).toBe('2');
    await waitForHydration(page);
    const summary = page.locator('.stay-summary');
    expect(await summary.textContent()).toContain('2 × Studio Suite, 1 Queen Bed');
    expect(money(await summary.locator('.price--total').textContent())).toBe(total);
    await fillGuest(page, 'Pairs', undefined, {
      email: 'ana.pairs@example.com',
      arrivalTime: null,
    });
    await page.getByRole('button', { name: 'Complete Reservation' }).click();

    // One reservation: one confirmation number, 2 rooms, the same total.
    const number = await confirmationNumber(page);
    expect(number).toMatch(/^[1-9]\d{9}$/);
    const confirmation = page.locator('.stay-summary');
    expect(await confirmation.textContent()).toContain('2 × Studio Suite, 1 Queen Bed');
    expect(money(await confirmation.locator('.price--total').textContent())).toBe(total);
    await expectNoAxeViolations(page);
    // Both rooms' nights are claimed.
    expect(await roomsLeft(site, 'SQ', checkIn, checkOut)).toBe(before - 2);
    const mail = (await (
      await fetch(`${site.platform.url}/v1/dev/outbox?to=ana.pairs@example.com`)
    ).json()) as { data: { subject: string; text: string }[] };
    const booked = mail.data.find((m) => m.subject === `Your reservation ${number} is confirmed`);
    expect(booked?.text).toContain('Rooms: 2 × Studio Suite, 1 Queen Bed');

    // Cancelling gives both rooms back.
    await visit(page, `/reservation/?confirmation=${number}&lastname=Pairs`);
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Reservation' }).click();
    await expect
      .poll(() => page.locator('.reservation__status').textContent())
      .toBe('Status: Cancelled');
    expect(await roomsLeft(site, 'SQ', checkIn, checkOut)).toBe(before);
    // The cancellation mail gives the guest a cancellation reference to quote.
    await expect
      .poll(async () => {
        const after = (await (
          await fetch(`${site.platform.url}/v1/dev/outbox?to=ana.pairs@example.com`)
        ).json()) as { data: { subject: string; text: string }[] };
        return after.data.find((m) => m.text.includes(`${number}`) && m.subject.includes('cancel'))
          ?.text;
      })
      .toMatch(/Cancellation reference: CX\d{8}/);
    expect(errors).toEqual([]);
  });

  it('5+ rooms leads to the groups form, with the rooms and dates filled in', async ({ open }) => {
    const { page } = await open();
    await visit(page, '/');
    const widget = page.getByRole('search', { name: 'Reserve a Room' });
    await widget.getByRole('button', { name: /^Guests and rooms/ }).click();
    const more = widget.getByRole('button', { name: 'One more room' });
    for (let i = 0; i < 4; i++) await more.click();
    expect(await more.getAttribute('aria-disabled')).toBe('true');
    await expect
      .poll(() => widget.locator('.party-picker__group').textContent())
      .toContain('group sales team');
    await widget.getByRole('button', { name: 'Request a Group Rate' }).click();
    await page.waitForURL('**/company/contact?category=groups&rooms=5**');
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel('Number of rooms').inputValue()).toBe('5');
    // The widget's dates travel too, and the form is on its groups category.
    const checkIn = new URL(page.url()).searchParams.get('checkIn');
    expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The form's date field shows the day as the guest types it (MM/DD/YYYY).
    const [year, month, dayOfMonth] = checkIn!.split('-');
    await expect
      .poll(() => page.locator('input[name="checkIn"]').inputValue())
      .toBe(`${month}/${dayOfMonth}/${year}`);
  });
});
