// Every route of the route table (shared/routes.ts) in the states a guest sees it in: each at its
// sample URL, and the states with data — a result page, a hotel with a stay, signed in, a booking
// (guest data with a chosen room, confirmation, reservation) and the forms with errors and with
// success. One list for the layout test (test/e2e/layout.test.ts) and `npm run screenshots`.
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { routes } from '#shared/routes.ts';
import { sampleUrls, signedInRoutes } from '#test/support/sample-urls.ts';
import { signInDemoGuest } from './accounts.ts';
import { bookThroughPlatform } from './booking.ts';
import { field, fillMajorAccountsCompany } from './inquiry-forms.ts';
import { solveCaptcha, visit } from './page.ts';
import type { RunningSite } from './site.ts';

export interface RouteState {
  /** Unique and file-name safe: the screenshot's name and the test's label. */
  name: string;
  /** The id of its route in shared/routes.ts. */
  route: string;
  /** The demo guest is signed in first (account pages need a session). */
  signedIn?: boolean;
  /** The URL to open, or the steps that bring a fresh page to the state. */
  reach: string | ((page: Page, site: RunningSite) => Promise<void>);
}

const HOTEL = sampleUrls.hotel!;

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stay = (offset: number) =>
  `checkIn=${day(offset)}&checkOut=${day(offset + 3)}&adults=1&children=0`;
const guestData = (offset: number) =>
  `/guest-data?${stay(offset)}&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`;

/** A booking made through the platform's API: the confirmation number and the last name. */
async function book(site: RunningSite, offset: number): Promise<[string, string]> {
  const { status, confirmationNumber } = await bookThroughPlatform(site, {
    checkIn: day(offset),
    checkOut: day(offset + 3),
    key: `route-state-${offset}`,
  });
  if (status !== 201) throw new Error(`booking for a route state failed: ${status}`);
  return [confirmationNumber, 'Shown'];
}

/** Solves the ALTCHA proof of work for real (shared/components/captcha/README.md). */
async function submitWhenEnabled(button: Locator): Promise<void> {
  await button
    .page()
    .waitForFunction(
      (element) => !(element as HTMLButtonElement).disabled,
      await button.elementHandle(),
    );
  await button.click();
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'How Can We Help You?' });
const majorForm = (page: Page) => page.getByRole('form', { name: 'Major Accounts Inquiry Sheet' });
const mainField = (page: Page, name: string) => page.locator(`#main-content [name="${name}"]`);

const dataStates: RouteState[] = [
  { name: 'hotel--a-stay', route: 'hotel', reach: `${HOTEL}?${stay(30)}` },
  { name: 'guest-data--a-room', route: 'guest-data', reach: guestData(30) },
  {
    name: 'guest-data--errors',
    route: 'guest-data',
    reach: async (page) => {
      await visit(page, guestData(30), { axe: false });
      await page.getByRole('button', { name: 'Complete Reservation' }).click();
      await page.locator('#guest-givenName-error').waitFor();
    },
  },
  {
    name: 'confirmation--a-booking',
    route: 'confirmation',
    reach: async (page, site) => {
      const [number, surname] = await book(site, 60);
      await visit(page, `/confirmation?confirmation=${number}&lastname=${surname}`, {
        axe: false,
      });
      await page.locator('[data-confirmation-number]').waitFor();
    },
  },
  {
    name: 'reservation--a-booking',
    route: 'reservation',
    reach: async (page, site) => {
      const [number, surname] = await book(site, 64);
      await visit(page, `/reservation/?confirmation=${number}&lastname=${surname}`, {
        axe: false,
      });
      await page.locator('[data-confirmation-number]').waitFor();
    },
  },
  {
    name: 'find-reservation--errors',
    route: 'find-reservation',
    reach: async (page) => {
      await visit(page, '/find-reservation', { axe: false });
      await page.locator('#main-content').getByRole('button', { name: 'Find' }).click();
      await page.locator('#main-content').getByText('This field is required').first().waitFor();
    },
  },
  {
    name: 'find-reservation--found',
    route: 'find-reservation',
    reach: async (page, site) => {
      const [number, surname] = await book(site, 68);
      await visit(page, '/find-reservation', { axe: false });
      const main = page.locator('#main-content');
      await main.getByLabel('Last Name').fill(surname);
      await main.getByLabel('Confirmation Number').fill(number);
      await main.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL('**/reservation/?**');
      await page.locator('[data-confirmation-number]').waitFor();
    },
  },
  {
    name: 'register--errors',
    route: 'register',
    reach: async (page) => {
      await visit(page, '/register', { axe: false });
      await mainField(page, 'email').fill('not-an-email');
      await mainField(page, 'newPassword').fill('abcdefgh');
      await mainField(page, 'confirmPassword').fill('abcdefgh1');
      await mainField(page, 'givenName').fill('   ');
      await page.getByText('Passwords do not match').waitFor();
      // The sweep resizes this one page from 320 px up: a field left focused under the sticky
      // header at 320 px would sit behind the taller tablet header after the resize.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
    },
  },
  {
    name: 'register--created',
    route: 'register',
    reach: async (page) => {
      await visit(page, '/register', { axe: false });
      await mainField(page, 'givenName').fill('Rosa');
      await mainField(page, 'surname').fill('Shown');
      await mainField(page, 'address1').fill('100 Main St.');
      await mainField(page, 'city').fill('Dallas');
      await mainField(page, 'subdivision').selectOption('TX');
      await mainField(page, 'postal').fill('75201');
      await mainField(page, 'phone').fill('(214) 555-0100');
      await mainField(page, 'email').fill(`rosa.${Date.now()}@example.com`);
      await mainField(page, 'newPassword').fill('Harbour2026x');
      await mainField(page, 'confirmPassword').fill('Harbour2026x');
      await solveCaptcha(page);
      await submitWhenEnabled(page.getByRole('button', { name: 'Create Account' }));
      await page.waitForURL((url) => url.pathname === '/register-confirmation');
    },
  },
  {
    name: 'company-contact--errors',
    route: 'company-contact',
    reach: async (page) => {
      await visit(page, '/company/contact', { axe: false });
      const form = contactForm(page);
      await solveCaptcha(form);
      await submitWhenEnabled(form.getByRole('button', { name: 'Submit' }));
      await form.locator('.field__error').first().waitFor();
    },
  },
  {
    name: 'company-contact--sent',
    route: 'company-contact',
    reach: async (page) => {
      await visit(page, '/company/contact', { axe: false });
      const form = contactForm(page);
      await field(form, 'First Name').fill('Ana');
      await field(form, 'Last Name').fill('Shown');
      await field(form, 'Email').fill('ana.shown@example.com');
      await field(form, 'Phone').fill('(512) 555-0142');
      await field(form, 'State').selectOption({ label: 'Texas' });
      const hotel = field(form, 'Hotel');
      await page.waitForFunction(
        (select) => (select as HTMLSelectElement).options.length > 1,
        await hotel.elementHandle(),
      );
      await hotel.selectOption({ index: 1 });
      await field(form, 'How did you book your stay?').selectOption('wscom');
      await field(form, 'Comments').fill('The suite was spotless.');
      await solveCaptcha(form);
      await submitWhenEnabled(form.getByRole('button', { name: 'Submit' }));
      await form.getByText('Your request has been successfully submitted.').waitFor();
    },
  },
  {
    name: 'majoraccounts--errors',
    route: 'majoraccounts',
    reach: async (page) => {
      await visit(page, '/majoraccounts', { axe: false });
      const form = majorForm(page);
      await solveCaptcha(form);
      await submitWhenEnabled(form.getByRole('button', { name: 'Submit' }));
      await form.locator('.field__error').first().waitFor();
    },
  },
  {
    name: 'majoraccounts--sent',
    route: 'majoraccounts',
    reach: async (page) => {
      await visit(page, '/majoraccounts', { axe: false });
      const form = majorForm(page);
      await fillMajorAccountsCompany(form);
      await field(form, 'No').check();
      await field(form, 'Tell us about your lodging needs').fill('Crews of 10 for six months.');
      await solveCaptcha(form);
      await submitWhenEnabled(form.getByRole('button', { name: 'Submit' }));
      await form.locator('.alert--success').waitFor();
    },
  },
];

/** Each route at its sample URL, then the states with data. */
export const routeStates: readonly RouteState[] = [
  ...routes.map((route) => ({
    name: route.id,
    route: route.id,
    signedIn: signedInRoutes.has(route.id),
    reach: sampleUrls[route.id]!,
  })),
  ...dataStates,
];

/** Opens a state in a fresh page of its own context (signing the demo guest in first). */
export async function reachState(page: Page, site: RunningSite, state: RouteState): Promise<void> {
  if (state.signedIn) {
    await signInDemoGuest(page, site);
  }
  if (typeof state.reach === 'string') await visit(page, state.reach, { axe: false });
  else await state.reach(page, site);
}
