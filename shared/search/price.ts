// spec §2 "Hotel map" and §9: prices in USD, en-US, split into dollars and cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface PriceParts {
  /** "$1,234" */
  dollars: string;
  /** ".56" */
  cents: string;
  /** "$1,234.56" */
  full: string;
}

export function splitPrice(amount: number): PriceParts {
  const full = usd.format(amount);
  const dot = full.lastIndexOf('.');
  return dot < 0
    ? { dollars: full, cents: '.00', full }
    : { dollars: full.slice(0, dot), cents: full.slice(dot), full };
}

export const formatPrice = (amount: number): string => usd.format(amount);
