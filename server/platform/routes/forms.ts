// Inquiry forms (contact and major accounts fields rules,
// The product calls messages options). Bodies are form-encoded; every rule comes from
// shared/validation, the same code the browser runs.
import { route, type RouteDefinition } from '../http/route.ts';
import { badRequest } from '../http/errors.ts';
import { closed } from '../http/validate.ts';
import { object, oneOf } from '../http/answer-schemas.ts';

/** What a stored inquiry answers. */
const accepted = object({ status: oneOf('OK') });
import {
  validateContactForm,
  type ContactCategory,
  type ContactFormValues,
} from '#shared/validation/contact.ts';
import {
  validateMajorAccountsForm,
  type MajorAccountsValues,
} from '#shared/validation/major-accounts.ts';
import { addDays } from '#shared/validation/dates.ts';
import { invalidCaptcha, spendFormLimit, toParameterErrors } from '../services/forms-errors.ts';
import { keptFields, storeSubmission } from '../services/forms-submissions.ts';
import { clientAddress, limits } from '../services/throttle.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength });
const captcha = text(8000);

const contactBody = closed({
  type: 'object',
  properties: {
    // The browser sends the category too; the path decides it.
    category: text(10),
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(40),
    subdivisionCode: text(10),
    hotelId: text(20),
    hotelName: text(200),
    checkIn: text(10),
    checkOut: text(10),
    source: text(20),
    other: text(200),
    confnum: text(20),
    rooms: text(6),
    details: text(5000),
    captcha,
  },
});

const majorAccountsBody = closed({
  type: 'object',
  properties: {
    companyName: text(200),
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(40),
    tellmore: text(3),
    addrLine1: text(200),
    addrLine2: text(200),
    city: text(100),
    state: text(100),
    postalCode: text(20),
    country: text(100),
    industry: text(100),
    regionScope: text(100),
    nights: text(30),
    budget: text(10),
    details: text(5000),
    captcha,
  },
});

export const routes: RouteDefinition[] = [
  // Declared before /:formType, which would otherwise catch it.
  route<
    Record<string, string>,
    Record<string, unknown>,
    MajorAccountsValues & { captcha?: string }
  >({
    method: 'post',
    path: '/v1/emailer/forms/majorAccountsExtended',
    summary:
      'The Major Accounts Inquiry Sheet (country as "code - name"; options) → { status: OK }.',
    tag: 'forms',
    bodyType: 'form',
    body: majorAccountsBody,
    response: accepted,
    async handler({ body, req, platform }) {
      await spendFormLimit(platform, limits.inquiry('majorAccounts', clientAddress(req)));
      const errors = toParameterErrors(validateMajorAccountsForm(body));
      if (errors.length) throw badRequest(errors);
      if (!(await platform.captcha.verify(body.captcha, clientAddress(req))))
        throw invalidCaptcha();
      await storeSubmission(
        platform,
        'majorAccountsExtended',
        keptFields(body as Record<string, unknown>),
      );
      return { status: 'OK' };
    },
  }),

  route<
    { formType: ContactCategory },
    Record<string, unknown>,
    ContactFormValues & { captcha?: string }
  >({
    method: 'post',
    path: '/v1/emailer/forms/:formType',
    summary:
      'The contact form "How Can We Help You?" (formType feedback or groups; roomGuestCount sent as rooms) → { data: { status: OK } }.',
    tag: 'forms',
    bodyType: 'form',
    params: {
      type: 'object',
      properties: { formType: { type: 'string', enum: ['feedback', 'groups'] } },
      required: ['formType'],
    },
    body: contactBody,
    response: object({ data: accepted }),
    async handler({ params, body, req, platform }) {
      await spendFormLimit(platform, limits.inquiry('contact', clientAddress(req)));
      // Dates from today to 365 days ahead; "today" is the guest's, a day behind UTC in
      // the US and up to a day ahead east of it, so the window is as wide as the guest's can be.
      const utcToday = platform.now().toISOString().slice(0, 10);
      const errors = toParameterErrors(
        validateContactForm(body, params.formType, addDays(utcToday, -1), addDays(utcToday, 1)),
      );
      if (errors.length) throw badRequest(errors);
      if (!(await platform.captcha.verify(body.captcha, clientAddress(req))))
        throw invalidCaptcha();
      await storeSubmission(platform, params.formType, {
        category: params.formType,
        ...keptFields(body as Record<string, unknown>),
      });
      return { data: { status: 'OK' } };
    },
  }),
];
