// PLACEHOLDER until the accounts/content helper lands: writes to the outbox table, SMTP when configured.
import type { Mailer, PlatformContext } from '../context.ts';

export function createMailer(_platform: Omit<PlatformContext, 'mailer' | 'captcha'>): Mailer {
  return {
    async send() {
      throw new Error('mailer not built yet');
    },
  };
}
