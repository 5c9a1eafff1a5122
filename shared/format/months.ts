// The months in words, January first: the birthday on the account pages (Account:
// birthMonth) and the price calendar's headings and day names.
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
