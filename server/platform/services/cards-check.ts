// A payment card at booking is only a guarantee (DESIGN.md "Sessions and security"): checked
// with Luhn and its expiry, then kept as brand + last four + expiry. The number itself is
// never stored, returned or logged.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

export interface CardGuarantee {
  brand: CardBrand;
  last4: string;
  expiry: string; // 'MM/YY'
}

export type CardProblem = 'number' | 'expiry';

/** Digits only: spaces and dashes a person types are allowed, anything else is not. */
export function normaliseCardNumber(input: string): string | null {
  if (!/^[\d -]+$/.test(input)) return null;
  const digits = input.replace(/[ -]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// IIN ranges of the networks a US hotel accepts.
export function detectBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  const six = Number(digits.slice(0, 6));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    (Number(digits.slice(0, 3)) >= 644 && Number(digits.slice(0, 3)) <= 649) ||
    (six >= 622126 && six <= 622925)
  ) {
    return 'discover';
  }
  if (
    two === 36 ||
    two === 38 ||
    (Number(digits.slice(0, 3)) >= 300 && Number(digits.slice(0, 3)) <= 305)
  ) {
    return 'diners';
  }
  if (four >= 3528 && four <= 3589) return 'jcb';
  return 'unknown';
}

/** 'MM/YY' not yet past: a card is valid through the last day of its expiry month. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const expires = year * 12 + month;
  // Cards are issued for at most 20 years; further out is a typing mistake.
  return expires >= current && expires <= current + 20 * 12;
}

export function checkCard(
  number: string,
  expiry: string,
  now: Date,
): { ok: true; card: CardGuarantee } | { ok: false; problem: CardProblem } {
  const digits = normaliseCardNumber(number);
  if (!digits || !luhnValid(digits)) return { ok: false, problem: 'number' };
  if (!expiryValid(expiry, now)) return { ok: false, problem: 'expiry' };
  return { ok: true, card: { brand: detectBrand(digits), last4: digits.slice(-4), expiry } };
}
