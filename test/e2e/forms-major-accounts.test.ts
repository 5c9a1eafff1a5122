// Browser tests of the Major Accounts Inquiry Sheet: its options, every
// validation message, the failure message, the happy path read back from the platform's database
// with its notification mail, and a refusal by the platform itself (the contact form:
// forms-contact*.test.ts).
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import {
  REQUIRED,
  INVALID,
  MAJOR_FAILED,
  field,
  fillMajorAccountsCompany,
  errorUnder,
  solveCaptcha,
  records,
  refuseFormPosts,
} from './support/inquiry-forms.ts';

describeInBrowser('inquiry forms', () => {
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

    // Countries with US, CA, MX first, US by default; budget "$" by default.
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
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Industry',
      'Where will your travelers stay?',
      'Room nights per year',
    ])
      expect(await errorUnder(form, label), label).toBe(REQUIRED);
    await field(form, 'Email').fill('nope@');
    await field(form, 'Address').fill('12 Main St. #4');
    await field(form, 'City').fill('Austin!');
    expect(await errorUnder(form, 'Email')).toBe(INVALID);
    expect(await errorUnder(form, 'City')).toBe(INVALID);
    expect(await errorUnder(form, 'Address')).toBe(
      "Enter a valid address with letters, numbers, and allowed symbols (.-').",
    );
    await expectNoAxeViolations(page);

    await fillMajorAccountsCompany(form);
    await field(form, 'Nightly budget').selectOption('$$');
    await country.selectOption('CA');
    await field(form, 'No').check();
    await field(form, 'Tell us about your lodging needs').fill('Crews of 10 for six months.');

    // A per-parameter refusal (answered through page.route): the one failure message,
    // and the named field marked.
    await refuseFormPosts(page, 'majorAccountsExtended', [
      { code: 'INVALID_VALUE', parameterName: 'postalCode', message: 'x' },
    ]);
    await submit.click();
    await form.getByText(MAJOR_FAILED, { exact: true }).waitFor();
    expect(await errorUnder(form, 'Postal Code')).toBe(INVALID);
    expect(await field(form, 'Company name').inputValue()).toBe('Summit Field Services');
    await page.unroute('**/api/v1/emailer/forms/majorAccountsExtended');

    await field(form, 'Postal Code').fill('K1A 0B1');
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
      postalCode: 'K1A 0B1',
      country: 'CA - Canada',
      industry: 'Oil / Gas / Energy',
      regionScope: 'Nationally',
      nights: '1,001 - 2,000',
      budget: '$$',
      details: 'Crews of 10 for six months.',
    });
    // The state is asked for only in the US, so none is sent for Canada.
    expect(stored?.state).toBeUndefined();
    expect((await formMails()).some((mail) => mail.subject.includes('Summit Field Services'))).toBe(
      true,
    );
    // The refused submission's 400 is reported by Chrome once, and logged by the form.
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
    await field(form, 'First Name').fill('Wile');
    await field(form, 'Last Name').fill('Coyote');
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
    // The failure is logged, with the request id that finds the server's log line.
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
