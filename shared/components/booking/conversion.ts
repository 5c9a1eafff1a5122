// spec §9: tracking conversion events fire on the guest-data and confirmation pages (among
// others). shared/analytics.ts (not ours) types no conversion event yet, so these go to the same
// window.dataLayer directly, with one stable shape.
export type ConversionStep = 'guest-data' | 'confirmation';

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

export function trackConversion(event: Omit<ConversionEvent, 'event' | 'pagePath'>): void {
  if (typeof window === 'undefined') return;
  const pagePath = event.step === 'guest-data' ? '/guest-data' : '/confirmation';
  const dataLayer = (window.dataLayer ??= []);
  // One event per page view, even if React runs the effect twice in development.
  const seen = dataLayer.some(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      (item as ConversionEvent).event === 'conversion' &&
      (item as ConversionEvent).step === event.step &&
      (item as ConversionEvent).transactionId === event.transactionId &&
      (item as ConversionEvent).hotelId === event.hotelId &&
      event.step === 'confirmation',
  );
  if (!seen) dataLayer.push({ event: 'conversion', pagePath, ...event } satisfies ConversionEvent);
}
