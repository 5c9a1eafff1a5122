// Which captcha the site uses (server/config.ts PublicConfig.captcha): reCAPTCHA when a site key is
// configured, else ALTCHA, whose challenge the platform serves at GET /v1/captcha/challenge. The
// captcha field reads it from the public config in context, so forms need not thread it through
// props.

export type CaptchaProvider = { provider: 'recaptcha'; siteKey: string } | { provider: 'altcha' };

/** The site's /api path of the ALTCHA challenge (the proxy forwards it to the platform). */
export const ALTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

/** Reads the provider from a handoff's publicConfig; anything unexpected means ALTCHA. */
export function captchaProviderOf(publicConfig: unknown): CaptchaProvider {
  const captcha = (publicConfig as { captcha?: unknown } | null | undefined)?.captcha as
    { provider?: unknown; siteKey?: unknown } | undefined;
  if (
    captcha?.provider === 'recaptcha' &&
    typeof captcha.siteKey === 'string' &&
    captcha.siteKey !== ''
  )
    return { provider: 'recaptcha', siteKey: captcha.siteKey };
  return { provider: 'altcha' };
}
