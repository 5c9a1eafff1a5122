// Tracking conversion events fire on the guest-data and confirmation pages (among
// others), through the typed door to the dataLayer (shared/analytics.ts).
import { analyticsEventPushed, pushAnalyticsEvent, type ConversionEvent } from '../../analytics.ts';

export function trackConversion(event: Omit<ConversionEvent, 'event' | 'pagePath'>): void {
  if (typeof window === 'undefined') return;
  const pagePath = event.step === 'guest-data' ? '/guest-data' : '/confirmation';
  // One confirmation per transaction, even if React runs the effect twice in development.
  const seen =
    event.step === 'confirmation' &&
    analyticsEventPushed(
      (pushed) =>
        pushed.event === 'conversion' &&
        'step' in pushed &&
        pushed.step === event.step &&
        pushed.transactionId === event.transactionId &&
        pushed.hotelId === event.hotelId,
    );
  if (!seen) pushAnalyticsEvent({ event: 'conversion', pagePath, ...event });
}
