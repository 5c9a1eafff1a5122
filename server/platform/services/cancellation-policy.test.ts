// The deadline in three zones, at 5:59, 6:00 and 6:01 PM hotel time and around midnight, on
// ordinary days and on the days the clocks change (US: 8 March and 1 November 2026).
import { describe, expect, it } from 'vitest';
import { cancellationDeadline, isBeforeCancellationDeadline } from './cancellation-policy.ts';

const at = (iso: string) => new Date(iso);

describe('cancellationDeadline', () => {
  it.each([
    // zone, arrival, 6:00 PM hotel time as UTC
    ['America/New_York', '2026-01-15', '2026-01-15T23:00:00.000Z'], // EST, UTC−5
    ['America/New_York', '2026-07-15', '2026-07-15T22:00:00.000Z'], // EDT, UTC−4
    ['America/New_York', '2026-03-08', '2026-03-08T22:00:00.000Z'], // clocks went forward at 2 AM
    ['America/New_York', '2026-11-01', '2026-11-01T23:00:00.000Z'], // clocks went back at 2 AM
    ['America/Chicago', '2026-01-15', '2026-01-16T00:00:00.000Z'], // CST: the next UTC day
    ['America/Chicago', '2026-03-08', '2026-03-08T23:00:00.000Z'], // CDT from 2 AM that day
    ['America/Chicago', '2026-11-01', '2026-11-02T00:00:00.000Z'],
    ['Pacific/Honolulu', '2026-07-15', '2026-07-16T04:00:00.000Z'], // HST all year, UTC−10
    ['Pacific/Honolulu', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['America/Phoenix', '2026-03-08', '2026-03-09T01:00:00.000Z'], // MST all year, no DST
    ['America/Phoenix', '2026-07-15', '2026-07-16T01:00:00.000Z'],
  ])('%s, arrival %s: 6:00 PM hotel time is %s', (zone, arrival, utc) => {
    expect(cancellationDeadline(arrival, zone).toISOString()).toBe(utc);
  });
});

describe('isBeforeCancellationDeadline', () => {
  it.each([
    // zone, arrival, now (UTC), may cancel
    ['America/New_York', '2026-01-15', '2026-01-15T22:59:00Z', true], // 5:59 PM EST
    ['America/New_York', '2026-01-15', '2026-01-15T23:00:00Z', false], // 6:00 PM
    ['America/New_York', '2026-01-15', '2026-01-15T23:01:00Z', false], // 6:01 PM
    ['America/New_York', '2026-03-08', '2026-03-08T21:59:00Z', true], // 5:59 PM EDT, DST day
    ['America/New_York', '2026-03-08', '2026-03-08T22:00:00Z', false],
    ['America/New_York', '2026-11-01', '2026-11-01T22:59:00Z', true], // 5:59 PM EST, DST ends
    ['America/New_York', '2026-11-01', '2026-11-01T23:01:00Z', false],
    // Around midnight: 11:59 PM the night before and 12:01 AM on the day are both fine.
    ['America/New_York', '2026-01-15', '2026-01-15T04:59:00Z', true],
    ['America/New_York', '2026-01-15', '2026-01-15T05:01:00Z', true],
    ['America/Chicago', '2026-01-15', '2026-01-15T23:59:00Z', true], // 5:59 PM CST
    ['America/Chicago', '2026-01-15', '2026-01-16T00:00:00Z', false], // 6:00 PM CST = UTC midnight
    ['America/Chicago', '2026-01-15', '2026-01-16T00:01:00Z', false],
    ['America/Chicago', '2026-03-08', '2026-03-08T22:59:00Z', true], // 5:59 PM CDT, DST day
    ['America/Chicago', '2026-03-08', '2026-03-08T23:00:00Z', false],
    ['America/Chicago', '2026-11-01', '2026-11-01T23:59:00Z', true], // 5:59 PM CST, DST ends
    ['America/Chicago', '2026-11-01', '2026-11-02T00:01:00Z', false],
    ['America/Chicago', '2026-01-16', '2026-01-16T05:59:00Z', true], // 11:59 PM CST the night before
    ['America/Chicago', '2026-01-15', '2026-01-16T05:59:00Z', false], // 11:59 PM after arrival day
    ['Pacific/Honolulu', '2026-07-15', '2026-07-16T03:59:00Z', true], // 5:59 PM HST, next UTC day
    ['Pacific/Honolulu', '2026-07-15', '2026-07-16T04:00:00Z', false],
    ['Pacific/Honolulu', '2026-07-15', '2026-07-16T04:01:00Z', false],
    ['Pacific/Honolulu', '2026-07-15', '2026-07-15T10:01:00Z', true], // 12:01 AM HST on the day
    ['America/Phoenix', '2026-03-08', '2026-03-09T00:59:00Z', true], // 5:59 PM MST, no DST here
    ['America/Phoenix', '2026-03-08', '2026-03-09T01:00:00Z', false],
    ['America/Phoenix', '2026-03-08', '2026-03-09T01:01:00Z', false],
  ])('%s, arrival %s, at %s: %s', (zone, arrival, now, expected) => {
    expect(isBeforeCancellationDeadline(arrival, zone, at(now))).toBe(expected);
  });
});
