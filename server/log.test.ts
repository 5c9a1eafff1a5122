import { describe, expect, it } from 'vitest';
import { scrub, scrubString } from './log.ts';

describe('scrub', () => {
  it('redacts secret keys at any depth and secrets inside strings', () => {
    const out = JSON.stringify(
      scrub({
        a: [
          {
            b: {
              c: { Password: 'p', accessToken: 't', cardNumber: '4111111111111111', Cookie: 'x' },
            },
          },
        ],
        note: 'mail a.b@c.io card 4111-1111-1111-1111',
      }),
    );
    for (const secret of ['"p"', '"t"', '4111', 'a.b@c.io', '"x"'])
      expect(out).not.toContain(secret);
  });

  it('scrubs bearer credentials, e-mails and secret query parameters in URLs', () => {
    expect(scrubString('Bearer abc.def')).toBe('Bearer [Redacted]');
    expect(scrubString('/x?key=s3cret&email=a%40b.co&ok=1')).toBe(
      '/x?key=[Redacted]&email=[Redacted]&ok=1',
    );
    expect(scrubString('/v1/account/accounts/guest%40longstay.test')).toBe(
      '/v1/account/accounts/[Redacted]',
    );
    expect(scrubString('hotel 12345 for 3 nights')).toBe('hotel 12345 for 3 nights');
  });
});
