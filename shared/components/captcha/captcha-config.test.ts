import { describe, expect, it } from 'vitest';
import { captchaProviderOf } from './captcha-config.ts';

describe('captcha provider (ALTCHA unless a reCAPTCHA site key is configured)', () => {
  it('reads reCAPTCHA with its site key', () => {
    expect(captchaProviderOf({ captcha: { provider: 'recaptcha', siteKey: 'k' } })).toEqual({
      provider: 'recaptcha',
      siteKey: 'k',
    });
  });

  it('falls back to ALTCHA for anything else', () => {
    expect(captchaProviderOf({ captcha: { provider: 'altcha' } })).toEqual({ provider: 'altcha' });
    expect(captchaProviderOf({ captcha: { provider: 'recaptcha', siteKey: '' } })).toEqual({
      provider: 'altcha',
    });
    expect(captchaProviderOf(null)).toEqual({ provider: 'altcha' });
    expect(captchaProviderOf({})).toEqual({ provider: 'altcha' });
  });
});
