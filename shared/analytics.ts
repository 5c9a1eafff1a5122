// Analytics events go to window.dataLayer for the tag manager (
// the same events with no network when no tag manager is configured). Every event is typed here
// so that names stay consistent across pages.

/** Analytics labels a visitor's status; a signed-out visitor is a "Guest". */
export type LoginStatus = 'Guest' | 'Signed in';

/** The booking funnel's conversion events (guest data, then confirmation). */
export type ConversionStep = 'guest-data' | 'confirmation';

/** The pages whose view is itself a conversion event (no stay, no value). */
export type PageConversionStep = 'home' | 'offers' | 'extended-stay-hotels' | 'locations';

export interface PageConversionEvent {
  event: 'conversion';
  step: PageConversionStep;
  pagePath: string;
}

export interface ConversionEvent {
  event: 'conversion';
  step: ConversionStep;
  pagePath: '/guest-data' | '/confirmation';
  hotelId: string;
  value?: number;
  currency?: 'USD';
  /** The confirmation page's transaction id. */
  transactionId?: string;
}

export type AnalyticsEvent =
  | { event: 'page_view'; pageName: string; pagePath: string; loginStatus: LoginStatus }
  | { event: 'newsletter_signup'; status: 'success' | 'error' }
  | { event: 'find'; category: 'My Reservations'; label: string }
  | { event: 'navigation'; category: 'Header' | 'Mobile Menu' | 'Footer'; label: string }
  | { event: 'health_notice_dismissed' }
  | { event: 'corporate_banner'; action: 'expand' | 'collapse'; label: string }
  | { event: 'privacy_preferences'; doNotSell: boolean }
  | { event: 'sign_out' }
  | { event: 'sign_in' }
  // The component's default message, not the one shown.
  | { event: 'sign_in_error'; message: 'Email or password is invalid' }
  | ConversionEvent
  | PageConversionEvent;

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

/** Whether an event matching `isSame` was pushed already (one event per page view). */
export function analyticsEventPushed(
  isSame: (pushed: Partial<AnalyticsEvent>) => boolean,
): boolean {
  if (typeof window === 'undefined') return false;
  return (window.dataLayer ?? []).some(
    (item) => typeof item === 'object' && item !== null && isSame(item as Partial<AnalyticsEvent>),
  );
}

// "Tracking conversion events fire on /, offers, extended-stay-hotels, locations,
// guest-data and confirmation pages": keyed by the route table's analytics page name, so /home
// counts as / and the result pages under /extended-stay-hotels/locations/ are not the root. The
// guest-data and confirmation pages push theirs with the stay's value (components/booking).
const PAGE_CONVERSIONS: Readonly<Record<string, PageConversionStep>> = {
  '/': 'home',
  '/offers': 'offers',
  '/extended-stay-hotels': 'extended-stay-hotels',
  '/locations': 'locations',
};

/**
 * A page view named by the route table's analytics name,
 * followed by the page's conversion event when it is one of the product's conversion pages.
 */
export function trackPageView(pageName: string, pagePath: string, signedIn: boolean): void {
  pushAnalyticsEvent({
    event: 'page_view',
    pageName,
    pagePath,
    loginStatus: signedIn ? 'Signed in' : 'Guest',
  });
  const step = Object.hasOwn(PAGE_CONVERSIONS, pageName) ? PAGE_CONVERSIONS[pageName] : undefined;
  if (step) pushAnalyticsEvent({ event: 'conversion', step, pagePath });
}
