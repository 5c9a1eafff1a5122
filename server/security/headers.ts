// helmet with a per-request nonce CSP that meets ASVS L2 (V14.4 / V50): scripts run only with
// this response's nonce (and what they load, via 'strict-dynamic'); no plugins, no <base>, no
// framing, forms post only here. Google Maps and reCAPTCHA hosts are allowed only when their keys
// are configured. HSTS only when the site is served over HTTPS.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '#server/config.ts';

/** A fresh nonce per request, in res.locals.cspNonce for the renderer. */
const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(18).toString('base64');
  next();
};

export function contentSecurityDirectives(
  config: Config,
): Record<string, Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>> {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const script: (string | typeof nonce)[] = [nonce, "'strict-dynamic'"];
  const style: (string | typeof nonce)[] = ["'self'", nonce];
  const img = ["'self'", 'data:'];
  const connect = ["'self'"];
  const frame: string[] = [];
  const font = ["'self'"];

  const media = config.publicConfig.mediaBaseUrl;
  if (/^https?:\/\//.test(media)) img.push(new URL(media).origin);

  if (config.googleMapsKey) {
    // https://developers.google.com/maps/documentation/javascript/content-security-policy
    script.push('https://*.googleapis.com', 'https://*.gstatic.com');
    img.push(
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.ggpht.com',
    );
    connect.push('https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com');
    style.push('https://fonts.googleapis.com');
    font.push('https://fonts.gstatic.com');
  }
  if (config.recaptchaSiteKey) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }

  return {
    'default-src': ["'self'"],
    'script-src': script,
    'script-src-attr': ["'none'"],
    'style-src': style,
    'img-src': img,
    'font-src': font,
    'connect-src': connect,
    // The ALTCHA widget solves its proof of work in a worker built from a blob.
    'worker-src': ["'self'", 'blob:'],
    // Development: the mailbox frames the mails' HTML (served under MAIL_PREVIEW's own policy).
    'frame-src': config.production ? (frame.length ? frame : ["'none'"]) : ["'self'", ...frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    ...(config.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

// Informational: the browser features no page of the site uses are turned off for
// it and for anything it embeds; geolocation stays for the site itself ("near me" search), and
// full screen for the image viewer. Only features Chromium knows, so no console warnings.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

function securityHeaders(config: Config): RequestHandler {
  const headers = helmetHeaders(config);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/**
 * Hashed build files (scripts, stylesheets, fonts) are never documents, so the document's
 * policies (the nonce CSP, Permissions-Policy, opener and framing policies) do nothing on them,
 * and over HTTP/1.1 each script of a page's first load paid ~0.9 KiB for them (the
 * first-load budget counts bytes sent). They keep what applies to a subresource: nosniff,
 * Cross-Origin-Resource-Policy, HSTS, and a policy that allows nothing should one be opened.
 */
export function assetSecurityHeaders(config: Config): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', ASSET_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (config.https) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}

/**
 * The site's headers: a page's for every document, a subresource's for the API's JSON answers,
 * which are never documents (so they need no nonce, and the document's policies do nothing on
 * them).
 */
export function siteSecurityHeaders(config: Config): RequestHandler {
  const page = securityHeaders(config);
  const subresource = assetSecurityHeaders(config);
  return (req, res, next) => {
    if (!config.production && MAIL_PREVIEW.test(req.path)) {
      // The development mailbox frames a mail's HTML as a guest's client shows it: its inline
      // styles and remote pictures, no script, no form, nothing reaching the site's origin.
      res.setHeader('Content-Security-Policy', MAIL_PREVIEW_POLICY);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      return next();
    }
    if (req.path.startsWith('/api/') && !req.path.startsWith(API_DOCUMENTS))
      return subresource(req, res, next);
    return cspNonce(req, res, () => page(req, res, next));
  };
}

/**
 * The review provider's calls: among them its page of every review (`web_url`), a
 * document opened through /api, which keeps a page's headers.
 */
const API_DOCUMENTS = '/api/reviews/';

const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";
const MAIL_PREVIEW = /^\/api\/v1\/dev\/outbox\/[a-z0-9-]+\/html$/;
const MAIL_PREVIEW_POLICY =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const HSTS = 'max-age=31536000; includeSubDomains';

function helmetHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    strictTransportSecurity: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Same-origin Referer on the site's own requests backs the origin check.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
}
