// Analytics: a header link followed.
import { pushAnalyticsEvent } from '../../analytics.ts';

export function trackHeaderLink(label: string): void {
  pushAnalyticsEvent({ event: 'navigation', category: 'Header', label });
}
