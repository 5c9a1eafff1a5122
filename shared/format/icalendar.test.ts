import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, zonedInstant } from './icalendar.ts';

describe('zonedInstant: a hotel time in its time zone', () => {
  it('follows daylight saving time', () => {
    // Chicago is UTC-6 in winter, UTC-5 in summer; Phoenix keeps UTC-7 all year.
    expect(zonedInstant('2026-12-17', '15:00', 'America/Chicago').toISOString()).toBe(
      '2026-12-17T21:00:00.000Z',
    );
    expect(zonedInstant('2026-07-17', '15:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-17T20:00:00.000Z',
    );
    expect(zonedInstant('2026-07-17', '11:00', 'America/Phoenix').toISOString()).toBe(
      '2026-07-17T18:00:00.000Z',
    );
  });
});

describe('RFC 5545 text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});

describe('icsCalendar', () => {
  it('writes one event with UTC times, CRLF lines and the required properties', () => {
    const text = icsCalendar({
      uid: '1234567890@longstay',
      start: new Date('2026-12-17T21:00:00Z'),
      end: new Date('2027-01-16T17:00:00Z'),
      summary: 'Stay at Longstay, Austin',
      location: '100 Main St, Austin, TX 78701',
      description: 'Confirmation number: 1234567890\nHotel phone: +1 512 555 0100',
      url: 'https://longstay.test/reservation/?confirmation=1234567890&lastname=Pairs',
      stamp: new Date('2026-11-26T18:00:00Z'),
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:1234567890@longstay',
        'DTSTAMP:20261126T180000Z',
        'DTSTART:20261217T210000Z',
        'DTEND:20270116T170000Z',
        'SUMMARY:Stay at Longstay\\, Austin',
        'LOCATION:100 Main St\\, Austin\\, TX 78701',
        'DESCRIPTION:Confirmation number: 1234567890\\nHotel phone: +1 512 555 0100',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
  });
});
