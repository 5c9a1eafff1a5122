// The helpers of the inquiry-form browser tests (forms-*.test.ts): the product's messages, fields by
// label and their errors, the real captcha, the contact page, and what the platform stored.
import type { OpenPage } from './fixture.ts';
import type { Locator, Page } from 'playwright-core';
import { viewports, type Viewport } from './browser.ts';
import { visit } from './page.ts';
import type { RunningSite } from './site.ts';

export const REQUIRED = 'This field is required';
export const INVALID = 'This field is invalid';
export const CONTACT_FAILED =
  'Failed to submit this form. Please correct any errors and try again.';
export const CONTACT_OK = 'Your request has been successfully submitted.';
export const SOMETHING = 'Something went wrong';
export const MAJOR_FAILED = 'There was an error submitting your request.';
export const RED = 'rgb(180, 35, 24)';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label ends with its " *" mark). */
export const field = (scope: Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Fills the Major Accounts Inquiry Sheet for one valid company, up to its nights per year. */
export async function fillMajorAccountsCompany(form: Locator): Promise<void> {
  await field(form, 'Company name').fill('Summit Field Services');
  await field(form, 'First Name').fill('Dana');
  await field(form, 'Last Name').fill('Reyes');
  await field(form, 'Email').fill('dana.reyes@summit.example');
  await field(form, 'Phone').fill('+1 713 555 0123');
  await field(form, 'Address').fill('400 Main St.');
  await field(form, 'City').fill('Houston');
  await field(form, 'State').selectOption('TX');
  await field(form, 'ZIP Code').fill('77002');
  await field(form, 'Industry').selectOption('Oil / Gas / Energy');
  await field(form, 'Where will your travelers stay?').selectOption('Nationally');
  await field(form, 'Room nights per year').selectOption('1,001 - 2,000');
}

/** The error text under the control labelled `label` (aria-describedby), '' when none. */
export async function errorUnder(form: Locator, label: string): Promise<string> {
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
export async function solveCaptcha(form: Locator): Promise<void> {
  await form.locator('altcha-widget input[type=checkbox]').click();
  await form.locator('altcha-widget [data-state=verified]').waitFor({ timeout: 30_000 });
  await expectEnabled(form.getByRole('button', { name: 'Submit' }));
}

export async function expectEnabled(button: Locator): Promise<void> {
  await button
    .page()
    .waitForFunction(
      (element) => !(element as HTMLButtonElement).disabled,
      await button.elementHandle(),
    );
}

/** 'YYYY-MM-DD' in the browser's own time zone, `days` from today. */
export const browserDay = (page: Page, days: number): Promise<string> =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

/** The form submissions and notification mails the platform has stored. */
export const records = (site: RunningSite) => ({
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
export async function openContact(
  open: OpenPage,
  viewport: Viewport = viewports.desktop,
  timezoneId?: string,
) {
  const opened = await open(viewport, timezoneId ? { timezoneId } : {});
  await visit(opened.page, '/company/contact');
  const form = opened.page.getByRole('form', { name: 'How Can We Help You?' });
  return { ...opened, form };
}

export async function pickHotel(form: Locator, stateName: string): Promise<string> {
  await field(form, 'State').selectOption({ label: stateName });
  const hotel = field(form, 'Hotel');
  await form
    .page()
    .waitForFunction(
      (select) =>
        (select as HTMLSelectElement).options.length > 1 && !(select as HTMLSelectElement).disabled,
      await hotel.elementHandle(),
    );
  const value = await hotel.locator('option').nth(1).getAttribute('value');
  await hotel.selectOption(value!);
  return value!;
}

/** Answers the posts of inquiry form `form` (its path under /api/v1/emailer/forms/) with the
 * platform's 400 and these per-parameter errors, until page.unroute. */
export const refuseFormPosts = (
  page: Page,
  form: string,
  errors: { code: string; parameterName: string; message: string }[],
): Promise<unknown> =>
  page.route(`**/api/v1/emailer/forms/${form}`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'ERROR', statusCode: 400, errors }),
    }),
  );
