// The real-user page speed beacon (POST /vitals, shared/web-vitals-beacon.ts): browsers send the
// Core Web Vitals of a page load, and the site aggregates them into Prometheus histograms by route
// type and device class. The route is mounted after the origin check, so only the site's own pages
// can send; a beacon is small (1 KB at most), each address may send a few a minute, and anything
// that is not a well-formed beacon is refused with a 4xx. Nothing is kept per guest: the values go
// into histograms and the address only into the throttle's short-lived counts.
import express, { type RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { Counter, Histogram } from 'prom-client';
import { sendError, webErrors } from '#server/errors.ts';
import { routes } from '#shared/routes.ts';
import { addressGroup } from '#shared/security/address-group.ts';
import {
  DEVICE_CLASSES,
  VITALS_MAX_BYTES,
  VITAL_NAMES,
  type DeviceClass,
  type VitalName,
  type VitalsBeacon,
} from '#shared/web-vitals-beacon.ts';
import { registry } from './metrics.ts';

/**
 * Beacons one address may send per minute. A guest sends one or two per full page load, a few a
 * minute at most; the margin covers guests who share an address (an office, a carrier NAT).
 */
export const BEACONS_PER_MINUTE = 120;

const ROUTE_TYPES = new Set([...routes.map((route) => route.id), 'not-found', 'error']);
const DEVICES = new Set<string>(DEVICE_CLASSES);

/** Each vital's histogram: seconds for the timings (sent in ms), a score for CLS. */
const SPECS: Record<VitalName, { metric: string; help: string; max: number; buckets: number[] }> = {
  LCP: {
    metric: 'web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint of real page loads.',
    max: 120_000,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10],
  },
  FCP: {
    metric: 'web_vitals_fcp_seconds',
    help: 'First Contentful Paint of real page loads.',
    max: 120_000,
    buckets: [0.3, 0.6, 1, 1.4, 1.8, 2.4, 3, 4, 6],
  },
  TTFB: {
    metric: 'web_vitals_ttfb_seconds',
    help: 'Time to first byte of real page loads.',
    max: 120_000,
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5],
  },
  INP: {
    metric: 'web_vitals_inp_seconds',
    help: 'Interaction to Next Paint of real page loads.',
    max: 60_000,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2],
  },
  CLS: {
    metric: 'web_vitals_cls',
    help: 'Cumulative Layout Shift of real page loads.',
    max: 100,
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
};

const histograms = Object.fromEntries(
  VITAL_NAMES.map((name) => [
    name,
    new Histogram({
      name: SPECS[name].metric,
      help: `${SPECS[name].help} By route type and device class.`,
      labelNames: ['route', 'device'] as const,
      buckets: SPECS[name].buckets,
      registers: [registry],
    }),
  ]),
) as Record<VitalName, Histogram<'route' | 'device'>>;

const beacons = new Counter({
  name: 'web_vitals_beacons_total',
  help: 'Page speed beacons received, by outcome (accepted, invalid, too_large, throttled).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** A well-formed beacon, or the reason it is not. */
export function parseBeacon(text: string): VitalsBeacon | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'The beacon is not JSON.';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'The beacon must be an object.';
  const { route, device, vitals, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return `Unknown field: ${Object.keys(rest)[0]}.`;
  if (typeof route !== 'string' || !ROUTE_TYPES.has(route)) return 'Unknown route type.';
  if (typeof device !== 'string' || !DEVICES.has(device)) return 'Unknown device class.';
  if (typeof vitals !== 'object' || vitals === null || Array.isArray(vitals))
    return 'The vitals must be an object.';
  const entries = Object.entries(vitals);
  if (!entries.length) return 'The beacon has no vitals.';
  for (const [name, measured] of entries) {
    const spec = SPECS[name as VitalName] as (typeof SPECS)[VitalName] | undefined;
    if (!spec) return `Unknown vital: ${name.slice(0, 20)}.`;
    if (typeof measured !== 'number' || !Number.isFinite(measured))
      return `${name} must be a number.`;
    if (measured < 0 || measured > spec.max) return `${name} is out of range.`;
  }
  return { route, device: device as DeviceClass, vitals: vitals as VitalsBeacon['vitals'] };
}

function record(beacon: VitalsBeacon): void {
  for (const [name, measured] of Object.entries(beacon.vitals) as [VitalName, number][])
    histograms[name].observe(
      { route: beacon.route, device: beacon.device },
      name === 'CLS' ? measured : measured / 1000,
    );
}

/** Counts per address over a fixed minute; forgotten after it (or when 10 000 are kept). */
function perMinuteThrottle(limit: number) {
  const counts = new LRUCache<string, { count: number }>({ max: 10_000, ttl: 60_000 });
  return (address: string): boolean => {
    const entry = counts.get(address, { updateAgeOnGet: false });
    if (!entry) {
      counts.set(address, { count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= limit;
  };
}

export function vitalsRoute(): RequestHandler[] {
  const allow = perMinuteThrottle(BEACONS_PER_MINUTE);
  const readText = express.text({ type: () => true, limit: VITALS_MAX_BYTES });
  return [
    (req, res, next) => {
      // By the /64 for IPv6, as the platform's limits count: one subscriber has a whole /64.
      if (allow(addressGroup(req.ip ?? 'unknown'))) return next();
      beacons.inc({ outcome: 'throttled' });
      res.set('Retry-After', '60');
      sendError(res, webErrors.tooManyRequests);
    },
    (req, res, next) => {
      readText(req, res, (error?: unknown) => {
        if (!error) return next();
        const status = (error as { status?: unknown }).status;
        if (status === 413) {
          beacons.inc({ outcome: 'too_large' });
          return sendError(res, webErrors.beaconTooLarge);
        }
        beacons.inc({ outcome: 'invalid' });
        sendError(res, webErrors.badRequest);
      });
    },
    (req, res) => {
      const parsed = typeof req.body === 'string' ? parseBeacon(req.body) : 'The beacon is empty.';
      if (typeof parsed === 'string') {
        beacons.inc({ outcome: 'invalid' });
        sendError(res, webErrors.badRequest, { message: parsed });
        return;
      }
      record(parsed);
      beacons.inc({ outcome: 'accepted' });
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  ];
}
