// Calendar dates as the forms send them: 'YYYY-MM-DD' or the US display format 'MM/dd/yyyy'
// (Formats). Pure arithmetic on UTC days, so browser and server agree in any time zone.
const DAY = 86_400_000;

/** 'YYYY-MM-DD' for a valid date in either format, else undefined (before 1/1/1800 is invalid). */
export function parseFormDate(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [+iso[1]!, +iso[2]!, +iso[3]!]
    : us
      ? [+us[3]!, +us[1]!, +us[2]!]
      : [];
  if (year === undefined || month === undefined || day === undefined || year < 1800)
    return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Today's calendar date where the form is filled (local time), as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
