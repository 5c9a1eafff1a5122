import { describe, expect, it } from 'vitest';
import { messages } from '../validation/messages.ts';
import { resetErrors } from './reset-password.tsx';

describe('the reset form', () => {
  it('refuses a password built on the e-mail address or the brand, with the reason', () => {
    expect(resetErrors('kestrel2026', 'kestrel2026', 'kestrel@example.com').password).toBe(
      messages.passwordPersonal,
    );
    expect(resetErrors('longstay1', 'longstay1').password).toBe(messages.passwordPersonal);
    expect(resetErrors('Sunrise over 9 hills', 'x', 'kestrel@example.com').password).toBe(
      undefined,
    );
  });
});
