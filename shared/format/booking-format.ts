// Display formats "Formats": dates MM/dd/yyyy (US) and times 12-hour AM/PM (prices:
// shared/format/price.ts).

/** 'YYYY-MM-DD' or an ISO timestamp → 'MM/dd/yyyy'; anything else is returned unchanged. */
export function formatUsDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** 'HH:MM' (24-hour) → '3:00 PM'; anything else is returned unchanged. */
export function formatTime12(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
