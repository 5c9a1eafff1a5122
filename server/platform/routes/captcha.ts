// The captcha challenge for the browser widget (ALTCHA by default). Verification happens inside
// each form call, server side.
import { route, type RouteDefinition } from '../http/route.ts';
import { notFound } from '../http/errors.ts';

export const routes: RouteDefinition[] = [
  route({
    method: 'get',
    path: '/v1/captcha/challenge',
    summary:
      'An ALTCHA challenge (altcha-lib v2, signed, expires in 10 minutes); 404 when reCAPTCHA is configured instead.',
    tag: 'captcha',
    async handler({ res, platform }) {
      const challenge = await platform.captcha.challenge();
      if (!challenge) throw notFound('Captcha challenges are served by reCAPTCHA.');
      res.set('Cache-Control', 'no-store');
      return challenge;
    },
  }),
];
