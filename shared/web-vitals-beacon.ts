// The real-user page speed beacon, as the browser sends it and the site reads it: the route type
// (the route table's id, never the URL), a coarse device class, and Core Web Vitals values. No
// personal data: nothing names the guest, the page's address or its query.

export const VITALS_PATH = '/vitals';

/** The most a beacon may weigh; anything larger is refused unread. */
export const VITALS_MAX_BYTES = 1024;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Milliseconds for the timings (LCP, INP, TTFB, FCP); a unitless score for CLS. */
export interface VitalsBeacon {
  route: string;
  device: DeviceClass;
  vitals: Partial<Record<VitalName, number>>;
}

/** By the viewport's width, at the site's breakpoints: mobile < 768 px, tablet to 1023 px. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}
