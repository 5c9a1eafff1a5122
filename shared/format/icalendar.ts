// An iCalendar file (RFC 5545) for a stay, so a guest can add it to any calendar: one VEVENT from
// check-in to check-out at the hotel's own times in its time zone. Times are written in UTC
// (RFC 5545 §3.3.5 form #2, "…Z"), the instants the hotel's local times are, so no VTIMEZONE
// is needed and every calendar shows them in the guest's own zone. Text is escaped (§3.3.11),
// lines end in CRLF and are folded at 75 octets without splitting a character (§3.1).
import { TZDate } from '@date-fns/tz';

export interface CalendarEvent {
  /** Globally unique and stable: the same stay downloaded twice is one event (§3.8.4.7). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/** The instant of a day ('YYYY-MM-DD') and a time ('HH:MM') in an IANA time zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime());
}

/** 20261217T210000Z */
const utc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const octets = (char: string): number => new TextEncoder().encode(char).length;

/** One content line folded into lines of at most 75 octets, each continuation led by a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = octets(char);
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icsCalendar(event: CalendarEvent, productId = '-//Longstay//Booking//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file as a link target a download attribute saves (works before any script runs). */
export const icsDataUrl = (calendar: string): string =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`;
