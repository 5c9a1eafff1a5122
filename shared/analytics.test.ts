import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushAnalyticsEvent, trackPageView } from './analytics.ts';

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
      {
        event: 'page_view',
        pageName: '/my-account',
        pagePath: '/my-account',
        loginStatus: 'Signed in',
      },
    ]);
  });

  it('does nothing during server rendering', () => {
    expect(() => pushAnalyticsEvent({ event: 'sign_out' })).not.toThrow();
  });
});
