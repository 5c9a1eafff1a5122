// Card guarantee checks of the booking form (DESIGN.md "Sessions and security": a card is a
// guarantee only, Luhn-checked, stored as brand + last four + expiry). The platform checks again;
// the form checks first so the guest gets a clear message without a round trip.

export const CARD_MESSAGES = {
  required: 'This field is required',
  number: 'Enter a valid card number.',
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
} as const;

/** Digits only: spaces and dashes people type are dropped. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

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

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** A card number's message, or null when it is acceptable. */
export function checkCardNumber(value: string): string | null {
  if (!value.trim()) return CARD_MESSAGES.required;
  return passesLuhn(value) ? null : CARD_MESSAGES.number;
}

/** 'MM/YY' valid through the last day of that month; `now` is injected for tests. */
export function checkCardExpiry(value: string, now: Date): string | null {
  const trimmed = value.trim();
  if (!trimmed) return CARD_MESSAGES.required;
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(trimmed);
  if (!match) return CARD_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expired : null;
}

/** '1225' or '12 / 25' → '12/25', the platform's format. */
export const normaliseExpiry = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 4 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : value.trim();
};
