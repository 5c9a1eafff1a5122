// spec §3 "Session storage keeps": the chosen corporate rate id, the health-banner dismissal flag
// and the current search. Storage can be disabled or full (private modes, quotas): reads then
// answer null and writes are dropped, because none of these values is worth breaking a page for.
import { assertBrowser } from './browser-only.ts';

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

/** spec §4 Corporate banner: the id chosen earlier in the visit. */
export function readCorporateRateId(): string | null {
  const id = readSessionItem(sessionKeys.corporateRateId)?.trim();
  return id ? id : null;
}

export function rememberCorporateRateId(id: string): void {
  writeSessionItem(sessionKeys.corporateRateId, id);
}

/** spec §4 Health notice: shown unless the dismissed flag is in session storage. */
export function isHealthNoticeDismissed(): boolean {
  return readSessionItem(sessionKeys.healthNoticeDismissed) === 'true';
}

export function dismissHealthNotice(): void {
  writeSessionItem(sessionKeys.healthNoticeDismissed, 'true');
}
