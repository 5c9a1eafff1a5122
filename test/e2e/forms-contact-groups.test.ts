// Browser tests of the contact form "How Can We Help You?", its groups
// category and server refusals: dates and hotels that clear, the two group notes, a parameter
// the real platform refuses shown on its field with the input kept (the other categories:
// forms-contact.test.ts).
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  REQUIRED,
  INVALID,
  CONTACT_FAILED,
  CONTACT_OK,
  SOMETHING,
  field,
  errorUnder,
  solveCaptcha,
  browserDay,
  records,
  openContact,
  pickHotel,
  refuseFormPosts,
} from './support/inquiry-forms.ts';

describeInBrowser('inquiry forms', () => {
  it('contact groups: category clears dates, state clears hotel, the two group notes, TR727 never listed', async ({
    open,
    site,
  }) => {
    const { submissions } = records(site);
    const { page, form, errors } = await openContact(open);
    const training = await site.platform.store.db
      .selectFrom('hotels')
      .select(['subdivision_code'])
      .where('hotel_id', '=', 'TR727')
      .executeTakeFirstOrThrow();
    await field(form, 'State').selectOption(training.subdivision_code);
    const hotel = field(form, 'Hotel');
    await page.waitForFunction(
      (select) => (select as HTMLSelectElement).options.length > 1,
      await hotel.elementHandle(),
    );
    expect(await hotel.locator('option[value="TR727"]').count()).toBe(0);

    await field(form, 'A group stay (rooms for a group)').check();
    const checkIn = field(form, 'Check-in date');
    const checkOut = field(form, 'Check-out date');
    await checkIn.fill(await browserDay(page, 10));
    await checkOut.fill(await browserDay(page, 14));
    // Changing the category clears the dates.
    await field(form, 'Feedback about a hotel or a stay').check();
    expect(await checkIn.inputValue()).toBe('');
    expect(await checkOut.inputValue()).toBe('');
    await field(form, 'A group stay (rooms for a group)').check();

    // Changing the state clears the hotel.
    await pickHotel(form, 'Texas');
    expect(await hotel.inputValue()).not.toBe('');
    await field(form, 'State').selectOption({ label: 'Colorado' });
    expect(await hotel.inputValue()).toBe('');

    // Under 5 rooms → the property page; 5 or more → a call-back note.
    const rooms = field(form, 'Number of rooms');
    await rooms.fill('3');
    await form.getByText('please book on the hotel’s property page', { exact: false }).waitFor();
    await rooms.fill('5');
    await form.getByText('please make sure your phone number is valid', { exact: false }).waitFor();
    expect(await form.getByText('property page', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Required fields of a group request.
    await solveCaptcha(form);
    await rooms.fill('');
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const label of ['Check-in date', 'Check-out date', 'Number of rooms', 'Hotel'])
      expect(await errorUnder(form, label), label).toBe(REQUIRED);
    expect(await errorUnder(form, 'Tell us about your group')).toBe('');

    // Happy path.
    await field(form, 'First Name').fill('Grace');
    await field(form, 'Last Name').fill('Hopper');
    await field(form, 'Email').fill('grace.hopper@example.com');
    await field(form, 'Phone').fill('303-555-0199');
    const hotelId = await pickHotel(form, 'Colorado');
    await checkIn.fill(await browserDay(page, 30));
    await checkOut.fill(await browserDay(page, 60));
    await rooms.fill('12');
    await field(form, 'Tell us about your group').fill('A survey crew of twelve.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(CONTACT_OK, { exact: true }).waitFor();
    const stored = (await submissions('groups')).find(
      (row) => row.email === 'grace.hopper@example.com',
    );
    expect(stored).toMatchObject({
      category: 'groups',
      hotelId,
      subdivisionCode: 'CO',
      rooms: '12',
      checkIn: await browserDay(page, 30),
      checkOut: await browserDay(page, 60),
    });
    expect(errors).toEqual([]);
  });

  it('contact: a parameter the platform refuses is shown on its field; input kept; captcha solved again', async ({
    open,
    site,
  }) => {
    const { submissions } = records(site);
    const { page, form, errors } = await openContact(open, viewports.desktop, 'Pacific/Kiritimati');
    await field(form, 'A group stay (rooms for a group)').check();
    await field(form, 'First Name').fill('Lin');
    await field(form, 'Last Name').fill('Park');
    await field(form, 'Email').fill('lin.park@example.com');
    await field(form, 'Phone').fill('512-555-0100');
    await pickHotel(form, 'Texas');
    // The platform's window is as wide as any guest's today (UTC+14 here), so a date the browser
    // allows is never refused; the posted check-in is moved into the past on its way, and the
    // real platform refuses it with INVALID_VALUE on checkIn.
    await page.route('**/api/v1/emailer/forms/groups', (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('checkIn', '2020-01-01');
      return route.continue({ postData: body.toString() });
    });
    await field(form, 'Check-in date').fill(await browserDay(page, 364));
    await field(form, 'Check-out date').fill(await browserDay(page, 365));
    await field(form, 'Number of rooms').fill('2');
    expect(await errorUnder(form, 'Check-in date')).toBe('');
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(CONTACT_FAILED, { exact: true }).waitFor();
    expect(await errorUnder(form, 'Check-in date')).toBe(INVALID);
    expect(await field(form, 'First Name').inputValue()).toBe('Lin');
    expect(await field(form, 'Number of rooms').inputValue()).toBe('2');
    // A captcha solution is good once: submit waits for a new one.
    expect(await form.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    expect((await submissions('groups')).some((row) => row.email === 'lin.park@example.com')).toBe(
      false,
    );
    await expectNoAxeViolations(page);

    // Per-parameter answers by code: INVALID_VALUE → invalid; any other → "Something
    // went wrong".
    await page.unroute('**/api/v1/emailer/forms/groups');
    await refuseFormPosts(page, 'groups', [
      { code: 'INVALID_VALUE', parameterName: 'email', message: 'x' },
      { code: 'REQUIRED', parameterName: 'details', message: 'x' },
      { code: 'INVALID_VALUE', parameterName: 'hotelName', message: 'x' },
    ]);
    await field(form, 'Check-in date').fill(await browserDay(page, 20));
    await field(form, 'Check-out date').fill(await browserDay(page, 27));
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(CONTACT_FAILED, { exact: true }).waitFor();
    expect(await errorUnder(form, 'Email')).toBe(INVALID);
    expect(await errorUnder(form, 'Tell us about your group')).toBe(SOMETHING);
    expect(await errorUnder(form, 'Hotel')).toBe(INVALID);
    // Editing a field clears its server error.
    await field(form, 'Email').fill('lin.park2@example.com');
    expect(await errorUnder(form, 'Email')).toBe('');

    // No answer at all: "Something went wrong".
    await page.unroute('**/api/v1/emailer/forms/groups');
    await page.route('**/api/v1/emailer/forms/groups', (route) => route.abort('failed'));
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByRole('alert').getByText(SOMETHING, { exact: true }).waitFor();
    expect(await field(form, 'Last Name').inputValue()).toBe('Park');
    await expectNoAxeViolations(page);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
