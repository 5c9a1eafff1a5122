// The newsletter: the site's sign-up with double opt-in and the embedded
// e-mail-marketing provider. The site's form calls the sign-up
// and the confirmation; the provider's own call stays for what talks to the provider directly.
import { route, type RouteDefinition } from '../http/route.ts';
import { badRequest, invalidParameter, invalidValue, required } from '../http/errors.ts';
import { closed } from '../http/validate.ts';
import { messages } from '#shared/validation/messages.ts';
import { isStandardEmail } from '#shared/validation/patterns.ts';
import { invalidCaptcha, spendFormLimit } from '../services/forms-errors.ts';
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
} from '../services/newsletter-optin.ts';
import { recordSubscription } from '../services/newsletter-provider.ts';
import { clientAddress, limits } from '../services/throttle.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength });

/** The address as the provider keeps it, or a 400 on `parameterName`. */
function subscriberAddress(value: string | undefined, parameterName: string): string {
  const email = (value ?? '').trim().toLowerCase();
  if (isStandardEmail(email)) return email;
  throw badRequest([
    email
      ? invalidValue(parameterName, messages.newsletterEmail)
      : required(parameterName, messages.required),
  ]);
}

export const routes: RouteDefinition[] = [
  route<Record<string, string>, Record<string, unknown>, { email?: string; captcha?: string }>({
    method: 'post',
    path: '/v1/emailer/newsletter',
    summary:
      'Newsletter sign-up (email, captcha): mails a confirmation link and subscribes nobody yet → { status: OK }, the same answer for every valid address.',
    tag: 'newsletter',
    bodyType: 'form',
    body: closed({
      type: 'object',
      properties: { email: text(254), captcha: text(8000) },
    }),
    async handler({ body, req, platform }) {
      await spendFormLimit(platform, limits.newsletter(clientAddress(req)));
      const email = subscriberAddress(body.email, 'email');
      if (!(await platform.captcha.verify(body.captcha, clientAddress(req))))
        throw invalidCaptcha();
      await requestSubscription(platform, email);
      return { status: 'OK' };
    },
  }),

  route<Record<string, string>, Record<string, unknown>, { token: string }>({
    method: 'post',
    path: '/v1/emailer/newsletter/confirm',
    summary:
      "The mailed link's token: subscribes its address once → { status: OK }; 400 when the link is invalid, used or expired.",
    tag: 'newsletter',
    bodyType: 'form',
    body: closed({
      type: 'object',
      properties: { token: text(200) },
      required: ['token'],
    }),
    async handler({ body, platform }) {
      if (!(await confirmSubscription(platform, body.token)))
        throw invalidParameter('token', messages.newsletterLinkInvalid);
      return { status: 'OK' };
    },
  }),

  route<
    Record<string, string>,
    { token?: string },
    { token?: string; 'List-Unsubscribe'?: string }
  >({
    method: 'post',
    path: '/v1/emailer/newsletter/unsubscribe',
    summary:
      "Unsubscribes the address of a newsletter mail's unsubscribe token (query or form token): RFC 8058 one-click (body List-Unsubscribe=One-Click) and the unsubscribe page → { status: OK }; 400 when the link is unknown or already used.",
    tag: 'newsletter',
    bodyType: 'form',
    query: { type: 'object', properties: { token: text(200) } },
    body: closed({
      type: 'object',
      properties: { token: text(200), 'List-Unsubscribe': text(40) },
    }),
    async handler({ query, body, req, platform }) {
      await spendFormLimit(platform, limits.newsletter(clientAddress(req)));
      const token = body.token ?? query.token;
      if (!token) throw badRequest([required('token', messages.required)]);
      if (!(await unsubscribe(platform, token)))
        throw invalidParameter('token', messages.newsletterUnsubscribeInvalid);
      return { status: 'OK' };
    },
  }),

  route<Record<string, string>, { cr: string; fm: string; s_source: string; s_email: string }>({
    method: 'post',
    path: '/newsletter/subscribe',
    summary:
      'The embedded e-mail-marketing provider: subscribe s_email (query cr, fm, s_source, s_email; no body). Idempotent. Not reachable through the site: its sign-up goes through /v1/emailer/newsletter.',
    tag: 'newsletter',
    query: {
      type: 'object',
      properties: { cr: text(20), fm: text(20), s_source: text(200), s_email: text(254) },
      required: ['cr', 'fm', 's_source', 's_email'],
    },
    async handler({ query, req, platform }) {
      await spendFormLimit(platform, limits.newsletter(clientAddress(req)));
      const email = subscriberAddress(query.s_email, 's_email');
      await recordSubscription(platform, {
        email,
        source: query.s_source,
        cr: query.cr,
        fm: query.fm,
      });
      return { status: 'OK' };
    },
  }),
];
