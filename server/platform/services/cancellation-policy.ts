// One cancellation policy, enforced: free cancellation until 6:00 PM hotel time on the
// day of arrival (shared/validation/messages.ts holds the sentence). "Hotel time" is the hotel's
// IANA zone (hotels.time_zone, migration 0003), so the deadline is one instant whatever the
// server's or the guest's zone, daylight saving time included (@date-fns/tz does the zone rules).
import { TZDate } from '@date-fns/tz';

/** 6:00 PM, on the 24-hour clock. */
export const CANCELLATION_HOUR = 18;

/** The instant free cancellation ends for a stay starting on `checkIn` ('YYYY-MM-DD'). */
export function cancellationDeadline(checkIn: string, timeZone: string): Date {
  const [year, month, day] = checkIn.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, CANCELLATION_HOUR, 0, 0, timeZone).getTime());
}

/** True while the guest may still cancel online: strictly before 6:00 PM hotel time. */
export function isBeforeCancellationDeadline(
  checkIn: string,
  timeZone: string,
  now: Date,
): boolean {
  return now.getTime() < cancellationDeadline(checkIn, timeZone).getTime();
}
