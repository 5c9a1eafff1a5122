// Browser tests of the two inquiry forms (issue 7 "Done when"): the contact form "How Can We Help
// You?" and the Major Accounts Inquiry Sheet are filled and sent as a guest would — happy paths,
// every validation message, per-parameter server errors on their fields (one refused by the real
// platform, others answered through Playwright's page.route), network failure — and each
// accepted submission is read back from the platform's database with its notification mail.
import { expect } from 'vitest';
import { it, type OpenPage } from './support/fixture.ts';
import type { Locator, Page } from 'playwright-core';
import { describeInBrowser, viewports, type Viewport } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import type { RunningSite } from './support/site.ts';

const REQUIRED = 'This field is required';
const INVALID = 'This field is invalid';
const CONTACT_FAILED = 'Failed to submit this form. Please correct any errors and try again.';
const CONTACT_OK = 'Your request has been successfully submitted.';
const SOMETHING = 'Something went wrong';
const MAJOR_FAILED = 'There was an error submitting your request.';
const RED = 'rgb(180, 35, 24)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label ends with its " *" mark). */
const field = (scope: Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** The error text under the control labelled `label` (aria-describedby), '' when none. */
async function errorUnder(form: Locator, label: string): Promise<string> {
  const control = field(form, label);
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((node) => node?.classList.contains('field__error'))
      .map((node) => node!.textContent)
      .join(' '),
  );
}

/** Solves the ALTCHA proof of work for real (shared/components/captcha/README.md). */
async function solveCaptcha(form: Locator): Promise<void> {
  await form.locator('altcha-widget input[type=checkbox]').click();
  await form.locator('altcha-widget [data-state=verified]').waitFor({ timeout: 30_000 });
  await expectEnabled(form.getByRole('button', { name: 'Submit' }));
}

async function expectEnabled(button: Locator): Promise<void> {
  await button
    .page()
    .waitForFunction(
      (element) => !(element as HTMLButtonElement).disabled,
      await button.elementHandle(),
    );
}

/** 'YYYY-MM-DD' in the browser's own time zone, `days` from today. */
const browserDay = (page: Page, days: number): Promise<string> =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

/** The form submissions and notification mails the platform has stored. */
const records = (site: RunningSite) => ({
  submissions: async (form: string) =>
    (
      await site.platform.store.db
        .selectFrom('form_submissions')
        .select(['fields'])
        .where('form', '=', form)
        .execute()
    ).map((row) => JSON.parse(row.fields) as Record<string, string>),
  formMails: () =>
    site.platform.store.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('kind', '=', 'form')
      .execute(),
});

/** The contact page in a new page; `timezoneId` puts the guest in another time zone. */
async function openContact(
  open: OpenPage,
  viewport: Viewport = viewports.desktop,
  timezoneId?: string,
) {
  const opened = await open(viewport, timezoneId ? { timezoneId } : {});
  await visit(opened.page, '/company/contact');
  const form = opened.page.getByRole('form', { name: 'How Can We Help You?' });
  return { ...opened, form };
}

describeInBrowser('inquiry forms', () => {
  async function pickHotel(form: Locator, stateName: string): Promise<string> {
    await field(form, 'State').selectOption({ label: stateName });
    const hotel = field(form, 'Hotel');
    await form
      .page()
      .waitForFunction(
        (select) =>
          (select as HTMLSelectElement).options.length > 1 &&
          !(select as HTMLSelectElement).disabled,
        await hotel.elementHandle(),
      );
    const value = await hotel.locator('option').nth(1).getAttribute('value');
    await hotel.selectOption(value!);
    return value!;
  }

  it('contact: submit waits for the captcha; every validation message; nothing is sent', async ({
    open,
  }) => {
    const { page, form, errors } = await openContact(open);
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/emailer/forms/')) sent.push(request.url());
    });
    await solveCaptcha(form);

    await submit.click();
    await form.getByText(CONTACT_FAILED, { exact: true }).waitFor();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'State',
      'Hotel',
      'How did you book your stay?',
      'Comments',
    ])
      expect(await errorUnder(form, label), label).toBe(REQUIRED);
    for (const label of ['Check-in date', 'Check-out date', 'Confirmation number'])
      expect(await errorUnder(form, label), label).toBe('');
    const firstName = field(form, 'First name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(RED);
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'firstName',
    );
    await expectNoAxeViolations(page);

    // Wrong values: each gets "This field is invalid".
    await field(form, 'Email').fill('not-an-email');
    await field(form, 'Phone').fill('call me');
    await field(form, 'First name').fill('<b>');
    await field(form, 'Confirmation number').fill('12AB'); // spec §5: digits only
    await field(form, 'Check-in date').fill(await browserDay(page, -1));
    await field(form, 'Check-out date').fill(await browserDay(page, 400));
    for (const label of [
      'Email',
      'Phone',
      'First name',
      'Confirmation number',
      'Check-in date',
      'Check-out date',
    ])
      expect(await errorUnder(form, label), label).toBe(INVALID);
    // spec §5: today is the first allowed check-in, +365 days the last.
    await field(form, 'Check-in date').fill(await browserDay(page, 0));
    expect(await errorUnder(form, 'Check-in date')).toBe('');
    await field(form, 'Check-in date').fill(await browserDay(page, 366));
    expect(await errorUnder(form, 'Check-in date')).toBe(INVALID);
    await field(form, 'Check-in date').fill(await browserDay(page, 365));
    expect(await errorUnder(form, 'Check-in date')).toBe('');
    await field(form, 'Check-out date').fill(await browserDay(page, 365));
    expect(await errorUnder(form, 'Check-out date')).toBe(INVALID); // not after check-in
    // spec §5: a typed date that is no date, or one before 1/1/1800, is "Date input not valid."
    const checkIn = field(form, 'Check-in date');
    await checkIn.fill('');
    await checkIn.focus();
    await page.keyboard.type('02312027'); // February 31st: the browser holds no value
    await field(form, 'Comments').focus();
    expect(await errorUnder(form, 'Check-in date')).toBe('Date input not valid.');
    await checkIn.fill('1799-12-31');
    expect(await errorUnder(form, 'Check-in date')).toBe('Date input not valid.');
    await checkIn.fill(await browserDay(page, 365));
    expect(await errorUnder(form, 'Check-in date')).toBe('');

    // spec §5: "other" is required when it is picked.
    expect(await field(form, 'Other (please tell us how)').count()).toBe(0);
    await field(form, 'How did you book your stay?').selectOption('otherSource');
    await submit.click();
    expect(await errorUnder(form, 'Other (please tell us how)')).toBe(REQUIRED);
    await field(form, 'Other (please tell us how)').fill('A friend told me');
    expect(await errorUnder(form, 'Other (please tell us how)')).toBe('');
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('contact feedback: happy path stored with its mail; submit stays disabled after success', async ({
    open,
    site,
  }) => {
    const { submissions, formMails } = records(site);
    const { page, form, errors } = await openContact(open, viewports.mobile);
    await field(form, 'First name').fill('Ana');
    await field(form, 'Last name').fill("O'Neil");
    await field(form, 'Email').fill('ana.oneil@example.com');
    await field(form, 'Phone').fill('(512) 555-0142');
    const hotelId = await pickHotel(form, 'Texas');
    const hotelName = await field(form, 'Hotel').evaluate(
      (select: HTMLSelectElement) => select.selectedOptions[0]!.textContent,
    );
    await field(form, 'How did you book your stay?').selectOption('wscom');
    await field(form, 'Confirmation number').fill('40123456');
    await field(form, 'Comments').fill('The suite was spotless and the team was lovely.');
    await solveCaptcha(form);
    const submit = form.getByRole('button', { name: 'Submit' });
    const request = page.waitForRequest('**/api/v1/emailer/forms/feedback');
    await submit.click();
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(body.get('captcha')).toBeTruthy();
    await form.getByText(CONTACT_OK, { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await field(form, 'First name').inputValue()).toBe('Ana');
    await expectNoAxeViolations(page);

    const stored = (await submissions('feedback')).find(
      (row) => row.email === 'ana.oneil@example.com',
    );
    expect(stored).toMatchObject({
      category: 'feedback',
      firstName: 'Ana',
      lastName: "O'Neil",
      phone: '(512) 555-0142',
      subdivisionCode: 'TX',
      hotelId,
      hotelName,
      source: 'wscom',
      confnum: '40123456',
      details: 'The suite was spotless and the team was lovely.',
    });
    expect(stored).not.toHaveProperty('captcha');
    expect((await formMails()).some((mail) => mail.text.includes('ana.oneil@example.com'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

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
    // spec §4: changing the category clears the dates.
    await field(form, 'Feedback about a hotel or a stay').check();
    expect(await checkIn.inputValue()).toBe('');
    expect(await checkOut.inputValue()).toBe('');
    await field(form, 'A group stay (rooms for a group)').check();

    // spec §4: changing the state clears the hotel.
    await pickHotel(form, 'Texas');
    expect(await hotel.inputValue()).not.toBe('');
    await field(form, 'State').selectOption({ label: 'Colorado' });
    expect(await hotel.inputValue()).toBe('');

    // spec §5 and §9: under 5 rooms → the property page; 5 or more → a call-back note.
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
    await field(form, 'First name').fill('Grace');
    await field(form, 'Last name').fill('Hopper');
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
    await field(form, 'First name').fill('Lin');
    await field(form, 'Last name').fill('Park');
    await field(form, 'Email').fill('lin.park@example.com');
    await field(form, 'Phone').fill('512-555-0100');
    await pickHotel(form, 'Texas');
    // The browser allows check-in up to today + 365 in the guest's zone (UTC+14 here); the
    // platform counts its window from a day behind UTC (for guests west of UTC), so it refuses
    // that day with INVALID_VALUE on checkIn.
    await field(form, 'Check-in date').fill(await browserDay(page, 365));
    await field(form, 'Check-out date').fill(await browserDay(page, 366));
    await field(form, 'Number of rooms').fill('2');
    expect(await errorUnder(form, 'Check-in date')).toBe('');
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(CONTACT_FAILED, { exact: true }).waitFor();
    expect(await errorUnder(form, 'Check-in date')).toBe(INVALID);
    expect(await field(form, 'First name').inputValue()).toBe('Lin');
    expect(await field(form, 'Number of rooms').inputValue()).toBe('2');
    // A captcha solution is good once: submit waits for a new one.
    expect(await form.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    expect((await submissions('groups')).some((row) => row.email === 'lin.park@example.com')).toBe(
      false,
    );
    await expectNoAxeViolations(page);

    // Per-parameter answers by code (spec §8): INVALID_VALUE → invalid; any other → "Something
    // went wrong".
    await page.route('**/api/v1/emailer/forms/groups', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'ERROR',
          statusCode: 400,
          errors: [
            { code: 'INVALID_VALUE', parameterName: 'email', message: 'x' },
            { code: 'REQUIRED', parameterName: 'details', message: 'x' },
            { code: 'INVALID_VALUE', parameterName: 'hotelName', message: 'x' },
          ],
        }),
      }),
    );
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
    expect(await field(form, 'Last name').inputValue()).toBe('Park');
    await expectNoAxeViolations(page);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('major accounts: options, every validation message, the failure message, happy path stored', async ({
    open,
    site,
  }) => {
    const { submissions, formMails } = records(site);
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/majoraccounts');
    const form = page.getByRole('form', { name: 'Major Accounts Inquiry Sheet' });
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);

    // spec §9: countries with US, CA, MX first, US by default; budget "$" by default.
    const country = field(form, 'Country');
    const codes = await country
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(codes.slice(0, 3)).toEqual(['US', 'CA', 'MX']);
    expect(codes.length).toBeGreaterThan(200);
    expect(await country.inputValue()).toBe('US');
    expect(await field(form, 'Nightly budget').inputValue()).toBe('$');
    const optionTexts = (label: string) =>
      form
        .getByLabel(label)
        .locator('option')
        .evaluateAll((options) => options.map((option) => option.textContent).filter(Boolean));
    expect(await optionTexts('Industry')).toEqual([
      'Select an industry',
      'Construction',
      'Medical Professional',
      'Government Entity',
      'Training / Education',
      'Oil / Gas / Energy',
      'Military Housing Group',
      'Insurance',
      'Other',
    ]);
    expect((await optionTexts('Room nights per year')).slice(1)).toEqual([
      '1 - 250',
      '251 - 500',
      '501 - 1,000',
      '1,001 - 2,000',
      '2,001 or More',
    ]);
    expect((await optionTexts('Where will your travelers stay?')).slice(1)).toEqual([
      'Locally',
      'Regionally',
      'Various Territories / Regions',
      'Nationally',
    ]);

    await solveCaptcha(form);
    await submit.click();
    await form.getByText(MAJOR_FAILED, { exact: true }).waitFor();
    for (const label of [
      'Company name',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Industry',
      'Where will your travelers stay?',
      'Room nights per year',
    ])
      expect(await errorUnder(form, label), label).toBe(REQUIRED);
    await field(form, 'Email').fill('nope@');
    await field(form, 'Address line 1').fill('12 Main St. #4');
    await field(form, 'City').fill('Austin!');
    expect(await errorUnder(form, 'Email')).toBe(INVALID);
    expect(await errorUnder(form, 'City')).toBe(INVALID);
    expect(await errorUnder(form, 'Address line 1')).toBe(
      "Enter a valid address with letters, numbers, and allowed symbols (.-').",
    );
    await expectNoAxeViolations(page);

    await field(form, 'Company name').fill('Summit Field Services');
    await field(form, 'First name').fill('Dana');
    await field(form, 'Last name').fill('Reyes');
    await field(form, 'Email').fill('dana.reyes@summit.example');
    await field(form, 'Phone').fill('+1 713 555 0123');
    await field(form, 'Address line 1').fill('400 Main St.');
    await field(form, 'City').fill('Houston');
    await field(form, 'State / Province').fill('TX');
    await field(form, 'Postal code').fill('77002');
    await field(form, 'Industry').selectOption('Oil / Gas / Energy');
    await field(form, 'Where will your travelers stay?').selectOption('Nationally');
    await field(form, 'Room nights per year').selectOption('1,001 - 2,000');
    await field(form, 'Nightly budget').selectOption('$$');
    await country.selectOption('CA');
    await field(form, 'No').check();
    await field(form, 'Tell us about your lodging needs').fill('Crews of 10 for six months.');

    // A per-parameter refusal (answered through page.route): the one failure message of spec §8,
    // and the named field marked.
    await page.route('**/api/v1/emailer/forms/majorAccountsExtended', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'ERROR',
          statusCode: 400,
          errors: [{ code: 'INVALID_VALUE', parameterName: 'postalCode', message: 'x' }],
        }),
      }),
    );
    await submit.click();
    await form.getByText(MAJOR_FAILED, { exact: true }).waitFor();
    expect(await errorUnder(form, 'Postal code')).toBe(INVALID);
    expect(await field(form, 'Company name').inputValue()).toBe('Summit Field Services');
    await page.unroute('**/api/v1/emailer/forms/majorAccountsExtended');

    await field(form, 'Postal code').fill('77002');
    await solveCaptcha(form);
    const request = page.waitForRequest('**/api/v1/emailer/forms/majorAccountsExtended');
    await submit.click();
    expect(new URLSearchParams((await request).postData() ?? '').get('country')).toBe(
      'CA - Canada',
    );
    await form.locator('.alert--success').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    const stored = (await submissions('majorAccountsExtended')).find(
      (row) => row.email === 'dana.reyes@summit.example',
    );
    expect(stored).toMatchObject({
      companyName: 'Summit Field Services',
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '+1 713 555 0123',
      tellmore: 'no',
      addrLine1: '400 Main St.',
      city: 'Houston',
      state: 'TX',
      postalCode: '77002',
      country: 'CA - Canada',
      industry: 'Oil / Gas / Energy',
      regionScope: 'Nationally',
      nights: '1,001 - 2,000',
      budget: '$$',
      details: 'Crews of 10 for six months.',
    });
    expect((await formMails()).some((mail) => mail.subject.includes('Summit Field Services'))).toBe(
      true,
    );
    // The refused submission's 400 is reported by Chrome once, and logged by the form (spec §8).
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^console\.error: Major accounts inquiry was not submitted \(status 400\)$/,
      ),
    );
    expect(
      errors.filter((error) => !error.includes('status of 400') && !error.includes('inquiry')),
    ).toEqual([]);
  });

  it('major accounts: a refusal by the platform itself shows the failure message', async ({
    open,
    site,
  }) => {
    const { submissions } = records(site);
    const { page, errors } = await open();
    await visit(page, '/majoraccounts');
    const form = page.getByRole('form', { name: 'Major Accounts Inquiry Sheet' });
    await field(form, 'Company name').fill('Acme');
    await field(form, 'First name').fill('Wile');
    await field(form, 'Last name').fill('Coyote');
    await field(form, 'Email').fill('wile@acme.example');
    await field(form, 'Phone').fill('555 010 0199');
    await field(form, 'Industry').selectOption('Other');
    await field(form, 'Where will your travelers stay?').selectOption('Locally');
    await field(form, 'Room nights per year').selectOption('1 - 250');
    await solveCaptcha(form);
    // A stale captcha (the platform verifies it server side): replace the solved value.
    await page.route('**/api/v1/emailer/forms/majorAccountsExtended', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('captcha', 'bm90LWEtc29sdXRpb24=');
      await route.continue({ postData: body.toString() });
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(MAJOR_FAILED, { exact: true }).waitFor();
    await form.getByText('Invalid captcha', { exact: true }).waitFor();
    expect(
      (await submissions('majorAccountsExtended')).some((row) => row.companyName === 'Acme'),
    ).toBe(false);
    expect(await field(form, 'Company name').inputValue()).toBe('Acme');
    await expectNoAxeViolations(page);
    // spec §8: the failure is logged, with the request id that finds the server's log line.
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^console\.error: Major accounts inquiry was not submitted \(status 400, request [\w-]+\)$/,
      ),
    );
    expect(errors.join('\n')).not.toContain('wile@acme.example');
    expect(
      errors.filter((error) => !error.includes('status of 400') && !error.includes('inquiry')),
    ).toEqual([]);
  });
});
