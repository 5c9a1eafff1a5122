// PLACEHOLDER until the accounts/content helper lands: ALTCHA by default, reCAPTCHA when configured.
import type { Captcha, PlatformContext } from '../context.ts';

export function createCaptcha(_platform: Omit<PlatformContext, 'mailer' | 'captcha'>): Captcha {
  return {
    async challenge() {
      throw new Error('captcha not built yet');
    },
    async verify() {
      return false;
    },
  };
}
