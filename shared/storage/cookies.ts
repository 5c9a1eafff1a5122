// Browser cookie helpers.: cookie name and value must be valid characters (RFC 6265:
// the name is an HTTP token, the value cookie-octets);: they throw on the server.
import { assertBrowser } from './browser-only.ts';

const cookieNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// cookie-octet = %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E (no space, quote, comma, semicolon, backslash)
const cookieValuePattern = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

export function isValidCookieName(name: string): boolean {
  return cookieNamePattern.test(name);
}

export function isValidCookieValue(value: string): boolean {
  return cookieValuePattern.test(value);
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted = a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

export function readCookie(name: string): string | null {
  assertBrowser('readCookie');
  if (!isValidCookieName(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  assertBrowser('writeCookie');
  if (!isValidCookieName(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  if (!isValidCookieValue(value)) throw new TypeError(`Invalid cookie value for ${name}`);
  const parts = [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  writeCookie(name, '', { maxAgeSeconds: 0, path });
}
