// Browser tests of the contact form "How Can We Help You?": submit waits for
// the real captcha, every validation message with nothing sent, and the happy path read back from
// the platform's database with its notification mail (groups and refusals:
// forms-contact-groups.test.ts; Major Accounts: forms-major-accounts.test.ts).
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  REQUIRED,
  INVALID,
  CONTACT_FAILED,
  CONTACT_OK,
  RED,
  field,
  errorUnder,
  solveCaptcha,
  browserDay,
  records,
  openContact,
  pickHotel,
} from './support/inquiry-forms.ts';

describeInBrowser('inquiry forms', () => {
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
      'First Name',
      'Last Name',
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
    const firstName = field(form, 'First Name');
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
    await field(form, 'First Name').fill('<b>');
    await field(form, 'Confirmation number').fill('12AB'); // Digits only
    await field(form, 'Check-in date').fill(await browserDay(page, -1));
    await field(form, 'Check-out date').fill(await browserDay(page, 400));
    for (const label of [
      'Email',
      'Phone',
      'First Name',
      'Confirmation number',
      'Check-in date',
      'Check-out date',
    ])
      expect(await errorUnder(form, label), label).toBe(INVALID);
    // Today is the first allowed check-in, +365 days the last.
    await field(form, 'Check-in date').fill(await browserDay(page, 0));
    expect(await errorUnder(form, 'Check-in date')).toBe('');
    await field(form, 'Check-in date').fill(await browserDay(page, 366));
    expect(await errorUnder(form, 'Check-in date')).toBe(INVALID);
    await field(form, 'Check-in date').fill(await browserDay(page, 365));
    expect(await errorUnder(form, 'Check-in date')).toBe('');
    await field(form, 'Check-out date').fill(await browserDay(page, 365));
    expect(await errorUnder(form, 'Check-out date')).toBe(INVALID); // not after check-in
    // The check-out keeps the same window as the check-in: +365 days the last, not +366.
    await field(form, 'Check-in date').fill(await browserDay(page, 300));
    await field(form, 'Check-out date').fill(await browserDay(page, 366));
    expect(await errorUnder(form, 'Check-out date')).toBe(INVALID);
    await field(form, 'Check-out date').fill(await browserDay(page, 365));
    expect(await errorUnder(form, 'Check-out date')).toBe('');
    // A typed date that is no date, or one before 1/1/1800, is "Date input not valid."
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

    // "other" is required when it is picked.
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
    await field(form, 'First Name').fill('Ana');
    await field(form, 'Last Name').fill("O'Neil");
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
    expect(await field(form, 'First Name').inputValue()).toBe('Ana');
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
    // The guest hears back too: an acknowledgement to the address typed, not only the staff's copy.
    const acknowledged = await site.platform.store.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('kind', '=', 'contact-ack')
      .where('to_address', '=', 'ana.oneil@example.com')
      .execute();
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0]!.subject).toBe('We received your message');
    expect(acknowledged[0]!.text).toContain('Hi Ana,');
    expect(errors).toEqual([]);
  });
});
