// The part of the server's public config (server/config.ts PublicConfig) that shared code reads.
// Structural, so shared/ does not import server/. Components get it from context
// (app-context.tsx usePublicConfig), never by reading the page's handoff themselves.
export interface PublicConfig {
  siteUrl: string;
  mediaBaseUrl?: string;
  /** reCAPTCHA when a site key is configured, else ALTCHA (served by the platform). */
  captcha?: { provider: 'recaptcha'; siteKey: string } | { provider: 'altcha' };
  googleMapsKey?: string | null;
}
