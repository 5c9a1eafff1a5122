// The chosen corporate rate id, the health-banner dismissal flag
// and the current search. Storage can be disabled or full (private modes, quotas): reads then
// answer null and writes are dropped, because none of these values is worth breaking a page for.
import { assertBrowser } from './browser-only.ts';
import { readCookie, writeCookie } from './cookies.ts';

/**
 * The chosen corporate rate id, also as a cookie of the browser session: session storage is one
 * tab's, so a new tab lost the rate; the cookie is every tab's, and the server reads it too, so
 * the first render of a new tab is already priced at the rate.
 */
export const CORPORATE_RATE_COOKIE = 'corporate-rate';
/** The corporate banner collapsed by the guest: it stays collapsed on every page of the visit. */
export const CORPORATE_BANNER_COOKIE = 'corporate-banner';

export const sessionKeys = {
  corporateRateId: 'corporateRateId',
  healthNoticeDismissed: 'healthNoticeDismissed',
  currentSearch: 'currentSearch',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

export function readSessionItem(key: SessionKey): string | null {
  assertBrowser('readSessionItem');
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionItem(key: SessionKey, value: string): void {
  assertBrowser('writeSessionItem');
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives only as long as the page
  }
}

/** Corporate banner: the id chosen earlier in the visit (this tab's, else any tab's). */
export function readCorporateRateId(): string | null {
  const id = readSessionItem(sessionKeys.corporateRateId)?.trim() || readVisitCookie();
  return id ? id : null;
}

export function rememberCorporateRateId(id: string): void {
  writeSessionItem(sessionKeys.corporateRateId, id);
  if (id) writeVisitCookie(CORPORATE_RATE_COOKIE, encodeURIComponent(id));
}

export function rememberCorporateBanner(collapsed: boolean): void {
  writeVisitCookie(CORPORATE_BANNER_COOKIE, collapsed ? 'collapsed' : 'expanded');
}

// Cookies can be unavailable too (a sandboxed frame, a value the browser refuses): as with
// storage, the value then lives only as long as the page.
function readVisitCookie(): string {
  try {
    return decodeURIComponent(readCookie(CORPORATE_RATE_COOKIE) ?? '').trim();
  } catch {
    return '';
  }
}

function writeVisitCookie(name: string, value: string): void {
  try {
    writeCookie(name, value);
  } catch {
    // not kept for the other tabs
  }
}

/** Health notice: shown unless the dismissed flag is in session storage. */
export function isHealthNoticeDismissed(): boolean {
  return readSessionItem(sessionKeys.healthNoticeDismissed) === 'true';
}

export function dismissHealthNotice(): void {
  writeSessionItem(sessionKeys.healthNoticeDismissed, 'true');
}
