// Real-user page speed: the web-vitals library measures this page load's Core Web Vitals, and one
// beacon (navigator.sendBeacon, same origin) carries them to the site when the page is hidden or
// left, the moment the library reports the last of them. Loaded once the page is idle
// (entry.client.tsx), so it adds no blocking time; the library reads the buffered performance
// entries, so nothing measured before it loaded is lost.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  VITALS_PATH,
  deviceClassOf,
  type VitalName,
  type VitalsBeacon,
} from '#shared/web-vitals-beacon.ts';

export function reportWebVitals(route: string): void {
  const pending: VitalsBeacon['vitals'] = {};
  let queued = false;
  const record = (metric: Metric) => {
    pending[metric.name as VitalName] = Math.round(metric.value * 1000) / 1000;
    queued = true;
  };
  const flush = () => {
    if (!queued || typeof navigator.sendBeacon !== 'function') return;
    const beacon: VitalsBeacon = {
      route,
      device: deviceClassOf(window.innerWidth),
      vitals: { ...pending },
    };
    // A string is sent as text/plain: a simple request, which needs no preflight.
    if (navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon))) {
      for (const name of Object.keys(pending)) delete pending[name as VitalName];
      queued = false;
    }
  };
  onTTFB(record);
  onFCP(record);
  onLCP(record);
  onCLS(record);
  onINP(record);
  // The library reports LCP, CLS and INP when the page is hidden, in its own listeners, which
  // were added first: this one runs after them and sends what they reported.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
