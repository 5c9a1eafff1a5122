// The e-mail matches a standard pattern or is empty; submit is disabled when
// empty, invalid or submitting.: the provider's cr and fm parameters.
import { messages } from './messages.ts';
import { isStandardEmail } from './patterns.ts';

export const NEWSLETTER_CR = '100427';
export const NEWSLETTER_FM = '30';

/** The inline message for the field, or undefined (an empty field shows no message). */
export function newsletterEmailError(email: string): string | undefined {
  const value = email.trim();
  return value === '' || isStandardEmail(value) ? undefined : messages.newsletterEmail;
}

export function canSubmitNewsletter(email: string, submitting: boolean): boolean {
  return !submitting && email.trim() !== '' && newsletterEmailError(email) === undefined;
}
