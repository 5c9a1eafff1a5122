// Prices in USD, en-US ("$1,234.56"), split into dollars and cents for display
// ("Hotel map" info windows, rates). Written out rather than with Intl.NumberFormat: a
// page's first Intl number format costs ~30 ms of main thread in a fresh browser, during
// hydration (docs/performance.md, total blocking time). price.test.ts checks it against Intl.

/** A whole number with en-US thousands separators: 1234567 → "1,234,567". */
export const groupThousands = (whole: number): string =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface PriceParts {
  /** "$1,234" */
  dollars: string;
  /** ".56" */
  cents: string;
  /** "$1,234.56" */
  full: string;
}

/** Rounded to the cent; a negative or non-finite amount is no price (RangeError). */
export function splitPrice(amount: number): PriceParts {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price: ${amount}`);
  const totalCents = Math.round(amount * 100);
  const dollars = `$${groupThousands(Math.floor(totalCents / 100))}`;
  const cents = `.${String(totalCents % 100).padStart(2, '0')}`;
  return { dollars, cents, full: dollars + cents };
}
