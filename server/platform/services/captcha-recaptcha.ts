// reCAPTCHA's server-side check (siteverify), used when RECAPTCHA_SECRET is set. One undici call
// with timeouts; any failure to reach Google counts as "not verified", never as an error.
import { request, type Dispatcher } from 'undici';
import type { Logger } from 'pino';

export const SITEVERIFY_ORIGIN = 'https://www.google.com';
const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

export interface RecaptchaCheck {
  secret: string;
  response: string;
  remoteAddress?: string | undefined;
  log: Logger;
  dispatcher?: Dispatcher;
}

export async function verifyRecaptcha(check: RecaptchaCheck): Promise<boolean> {
  const form = new URLSearchParams({ secret: check.secret, response: check.response });
  if (check.remoteAddress) form.set('remoteip', check.remoteAddress);
  try {
    const { statusCode, body } = await request(`${SITEVERIFY_ORIGIN}${SITEVERIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      headersTimeout: 5_000,
      bodyTimeout: 5_000,
      ...(check.dispatcher ? { dispatcher: check.dispatcher } : {}),
    });
    if (statusCode !== 200) {
      await body.dump();
      check.log.warn({ statusCode }, 'reCAPTCHA siteverify answered with an error');
      return false;
    }
    const result = (await body.json()) as { success?: unknown };
    return result.success === true;
  } catch (error) {
    check.log.warn({ err: error }, 'reCAPTCHA siteverify could not be reached');
    return false;
  }
}
