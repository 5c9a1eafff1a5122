import { describe, expect, it } from 'vitest';
import { signInFailure, signInMessages } from './sign-in.ts';

describe('a failed sign-in blames the right party', () => {
  it('says "Invalid email or password" only for refused credentials (401)', () => {
    expect(signInFailure(401, [{ message: 'anything' }])).toEqual({
      reason: 'credentials',
      message: 'Invalid email or password',
    });
    for (const status of [0, 403, 429, 500, 502, 503, 504]) {
      expect(signInFailure(status, []).message, String(status)).not.toBe(
        'Invalid email or password',
      );
    }
  });

  it('gives throttling, a refused origin, an outage and a network failure messages of their own', () => {
    const cases = [
      signInFailure(429, []),
      signInFailure(403, [{ code: 'FORBIDDEN_ORIGIN', message: 'From the site itself.' }]),
      signInFailure(503, []),
      signInFailure(0, []),
    ];
    expect(cases.map((c) => c.reason)).toEqual(['throttled', 'origin', 'outage', 'network']);
    expect(new Set(cases.map((c) => c.message)).size).toBe(4);
    expect(cases[1]!.message).toMatch(/reload the page/);
    expect(cases[3]!.message).toMatch(/internet connection/);
  });

  it('counts a gateway error or a timeout as an outage, not as the guest offline', () => {
    expect(signInFailure(502, []).reason).toBe('outage');
    expect(signInFailure(504, []).reason).toBe('outage');
    expect(signInFailure(0, [], true)).toEqual({
      reason: 'outage',
      message: signInMessages.outage,
    });
  });

  it('does not call a password wrong when the platform asks for the captcha (401 CAPTCHA_REQUIRED)', () => {
    const asked = signInFailure(401, [
      { code: 'CAPTCHA_REQUIRED', parameterName: 'captcha', message: 'Solve the captcha.' },
    ]);
    expect(asked).toEqual({ reason: 'captcha', message: 'Solve the captcha.' });
    expect(signInFailure(401, [{ code: 'CAPTCHA_REQUIRED' }]).message).toBe(signInMessages.captcha);
  });

  it("keeps the platform's throttle text, which says how long to wait", () => {
    const platform = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    expect(signInFailure(429, [{ message: platform }]).message).toBe(platform);
    expect(signInFailure(429, []).message).toBe(signInMessages.throttled);
  });
});
