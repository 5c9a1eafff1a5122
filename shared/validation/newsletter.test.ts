import { describe, expect, it } from 'vitest';
import { canSubmitNewsletter, newsletterEmailError } from './newsletter.ts';

describe('newsletter e-mail', () => {
  it('shows no message for an empty or valid address', () => {
    expect(newsletterEmailError('')).toBeUndefined();
    expect(newsletterEmailError('guest@example.com')).toBeUndefined();
  });

  it('shows the product message for an invalid address', () => {
    expect(newsletterEmailError('guest@')).toBe('Please enter a valid email address');
    expect(newsletterEmailError('guest example.com')).toBe('Please enter a valid email address');
  });

  it('disables submit when empty, invalid or submitting', () => {
    expect(canSubmitNewsletter('', false)).toBe(false);
    expect(canSubmitNewsletter('bad', false)).toBe(false);
    expect(canSubmitNewsletter('guest@example.com', true)).toBe(false);
    expect(canSubmitNewsletter('guest@example.com', false)).toBe(true);
  });
});
