// The browser's newsletter calls (issue 17 M4): the sign-up mails a confirmation link, and the
// link's page confirms with its token. Both go through the /api proxy to the platform.
import { call } from './account-api.ts';

export const signUpForNewsletter = (email: string, captcha: string) =>
  call('POST', '/api/v1/emailer/newsletter', { form: { email: email.trim(), captcha } });

export const confirmNewsletter = (token: string) =>
  call('POST', '/api/v1/emailer/newsletter/confirm', { form: { token } });
