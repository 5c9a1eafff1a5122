// The card guarantee's one rule set (a card is a guarantee
// only, Luhn-checked, stored as brand + last four + expiry), used by the booking form before
// anything is sent and by the platform when it books, so the two never disagree. Also how the
// form shows what is typed: the number grouped as it is typed, the expiry as MM/YY
// whether the guest types "11/29" or "1129".

export const CARD_MESSAGES = {
  required: 'This field is required',
  number: 'Enter a valid card number.',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 11/29.',
  expired: 'This card has expired.',
  expiryFar: 'Check the expiry date: a card is issued for at most 20 years.',
} as const;

/** Digits and the spaces and dashes people type: anything else is not a card number. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** The Luhn checksum over 12 to 19 digits. */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNetwork =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

/** The network by its IIN ranges (those a US hotel accepts); stored with the reservation. */
export function cardNetwork(value: string): CardNetwork {
  const digits = onlyDigits(value);
  const first = (n: number) => Number(digits.slice(0, n));
  if (digits.startsWith('4')) return 'visa';
  if ((first(2) >= 51 && first(2) <= 55) || (first(4) >= 2221 && first(4) <= 2720)) {
    return 'mastercard';
  }
  if (first(2) === 34 || first(2) === 37) return 'amex';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    (first(3) >= 644 && first(3) <= 649) ||
    (first(6) >= 622126 && first(6) <= 622925)
  ) {
    return 'discover';
  }
  if (first(2) === 36 || first(2) === 38 || (first(3) >= 300 && first(3) <= 305)) return 'diners';
  if (first(4) >= 3528 && first(4) <= 3589) return 'jcb';
  return 'unknown';
}

const NETWORK_NAMES: Record<CardNetwork, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unknown: 'Card',
};

/** The brand in words, as the form shows it under the number. */
export const cardBrand = (value: string): string => NETWORK_NAMES[cardNetwork(value)];

/** A card number's message, or null when it is acceptable. */
export function checkCardNumber(value: string): string | null {
  if (!value.trim()) return CARD_MESSAGES.required;
  return passesLuhn(value) ? null : CARD_MESSAGES.number;
}

/** The number as it is typed, grouped: 4-4-4-4(-3), or 4-6-5 for American Express. */
export function formatCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, 19);
  const groups = cardNetwork(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** '11/29', '1129', '11 / 29' or '11-29': month and two-digit year. */
const EXPIRY = /^(0[1-9]|1[0-2])\s*[/-]?\s*(\d{2})$/;

/** The expiry as it is typed: "1129" shows as "11/29" once the year begins. */
export function formatExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Where the caret goes after reformatting: just after the same number of digits as before it,
 * so typing, deleting or pasting in the middle never throws it to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** How many digits stand before position `caret` of `value`. */
export const digitsBefore = (value: string, caret: number): number =>
  onlyDigits(value.slice(0, caret)).length;

/**
 * The expiry's message, or null when the card is valid: through the last day of its month (in
 * UTC, as the platform decides), and at most 20 years ahead (further is a typing mistake).
 */
export function checkCardExpiry(value: string, now: Date): string | null {
  const trimmed = value.trim();
  if (!trimmed) return CARD_MESSAGES.required;
  const match = EXPIRY.exec(trimmed);
  if (!match) return CARD_MESSAGES.expiryFormat;
  const expires = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expires < current) return CARD_MESSAGES.expired;
  return expires > current + 20 * 12 ? CARD_MESSAGES.expiryFar : null;
}

/** '1129', '11 / 29' → '11/29', the stored format; anything else is returned trimmed. */
export function normaliseExpiry(value: string): string {
  const match = EXPIRY.exec(value.trim());
  return match ? `${match[1]}/${match[2]}` : value.trim();
}

export interface CardGuarantee {
  brand: CardNetwork;
  last4: string;
  /** 'MM/YY' */
  expiry: string;
}

/** The platform's check at booking: the card as it is kept, or the field that is wrong. */
export function checkCard(
  number: string,
  expiry: string,
  now: Date,
): { ok: true; card: CardGuarantee } | { ok: false; field: 'number' | 'expiry'; message: string } {
  const numberProblem = checkCardNumber(number);
  if (numberProblem) return { ok: false, field: 'number', message: numberProblem };
  const expiryProblem = checkCardExpiry(expiry, now);
  if (expiryProblem) return { ok: false, field: 'expiry', message: expiryProblem };
  const digits = cardDigits(number);
  return {
    ok: true,
    card: { brand: cardNetwork(digits), last4: digits.slice(-4), expiry: normaliseExpiry(expiry) },
  };
}
