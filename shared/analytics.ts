// Analytics events go to window.dataLayer for the tag manager (DESIGN.md "Outside services":
// the same events with no network when no tag manager is configured). Every event is typed here
// so that names stay consistent across pages.

/** spec §6: analytics labels a visitor's status; a signed-out visitor is a "Guest". */
export type LoginStatus = 'Guest' | 'Signed in';

export type AnalyticsEvent =
  | { event: 'page_view'; pageName: string; pagePath: string; loginStatus: LoginStatus }
  | { event: 'newsletter_signup'; status: 'success' | 'error' }
  | { event: 'find'; category: 'My Reservations'; label: string }
  | { event: 'navigation'; category: 'Header' | 'Mobile Menu' | 'Footer'; label: string }
  | { event: 'health_notice_dismissed' }
  | { event: 'corporate_banner'; action: 'expand' | 'collapse'; label: string }
  | { event: 'privacy_preferences'; doNotSell: boolean }
  | { event: 'sign_out' };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event; a no-op during server rendering, where no tag manager exists. */
export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** A page view named by the route table's analytics name (DESIGN.md "Request flow" step 2). */
export function trackPageView(pageName: string, pagePath: string, signedIn: boolean): void {
  pushAnalyticsEvent({
    event: 'page_view',
    pageName,
    pagePath,
    loginStatus: signedIn ? 'Signed in' : 'Guest',
  });
}
