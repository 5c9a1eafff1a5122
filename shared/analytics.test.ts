import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventPushed, pushAnalyticsEvent, trackPageView } from './analytics.ts';
import { trackConversion } from './components/booking/conversion.ts';

afterEach(() => vi.unstubAllGlobals());

describe('analytics', () => {
  it('pushes typed events to window.dataLayer, creating it when missing', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    pushAnalyticsEvent({ event: 'newsletter_signup', status: 'success' });
    trackPageView('/offers', '/offers', false);
    trackPageView('/my-account', '/my-account', true);
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'newsletter_signup', status: 'success' },
      { event: 'page_view', pageName: '/offers', pagePath: '/offers', loginStatus: 'Guest' },
      // /offers is a conversion page.
      { event: 'conversion', step: 'offers', pagePath: '/offers' },
      {
        event: 'page_view',
        pageName: '/my-account',
        pagePath: '/my-account',
        loginStatus: 'Signed in',
      },
    ]);
  });

  it('types the sign-in and conversion events, and finds what was pushed already', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    pushAnalyticsEvent({ event: 'sign_in_error', message: 'Email or password is invalid' });
    pushAnalyticsEvent({ event: 'sign_in' });
    trackConversion({ step: 'guest-data', hotelId: 'TX001', value: 812.5, currency: 'USD' });
    const confirmation = {
      step: 'confirmation',
      hotelId: 'TX001',
      value: 812.5,
      currency: 'USD',
      transactionId: 'LS123',
    } as const;
    trackConversion(confirmation);
    // React may run the confirmation effect twice: one event per transaction.
    trackConversion(confirmation);
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'sign_in_error', message: 'Email or password is invalid' },
      { event: 'sign_in' },
      {
        event: 'conversion',
        pagePath: '/guest-data',
        step: 'guest-data',
        hotelId: 'TX001',
        value: 812.5,
        currency: 'USD',
      },
      { event: 'conversion', pagePath: '/confirmation', ...confirmation },
    ]);
    expect(analyticsEventPushed((pushed) => pushed.event === 'sign_in')).toBe(true);
    expect(analyticsEventPushed((pushed) => pushed.event === 'sign_out')).toBe(false);
  });

  it('records nothing during server rendering, where there is no window', () => {
    expect(typeof window).toBe('undefined');
    pushAnalyticsEvent({ event: 'sign_out' });
    trackPageView('/offers', '/offers', false);
    trackConversion({ step: 'guest-data', hotelId: 'TX001', value: 812.5, currency: 'USD' });
    // No stand-in data layer on the server's global scope, shared by every request.
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    expect(analyticsEventPushed(() => true)).toBe(false);
    // The same call in a browser records the event: only the missing window stops it.
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    pushAnalyticsEvent({ event: 'sign_out' });
    expect(fakeWindow.dataLayer).toEqual([{ event: 'sign_out' }]);
  });
});
