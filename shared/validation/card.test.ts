import { describe, expect, it } from 'vitest';
import { formatTime12 } from '../format/booking-format.ts';
import {
  CARD_MESSAGES,
  cardBrand,
  checkCardExpiry,
  checkCardNumber,
  normaliseExpiry,
  passesLuhn,
} from './card.ts';

describe('Luhn check', () => {
  it('accepts well-known test numbers, with spaces or dashes', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555-5555-5555-4444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
  });
  it('refuses a wrong check digit, letters and short numbers', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111a11111111111')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    expect(checkCardNumber('')).toBe(CARD_MESSAGES.required);
    expect(checkCardNumber('4111111111111112')).toBe(CARD_MESSAGES.number);
    expect(checkCardNumber('4111111111111111')).toBeNull();
  });
  it('names the brand', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });
});

describe('expiry check', () => {
  const now = new Date(2026, 10, 21);
  it('is valid through the end of its month', () => {
    expect(checkCardExpiry('11/26', now)).toBeNull();
    expect(checkCardExpiry('01/27', now)).toBeNull();
  });
  it('refuses past months, bad formats and empty input', () => {
    expect(checkCardExpiry('10/26', now)).toBe(CARD_MESSAGES.expired);
    expect(checkCardExpiry('12/25', now)).toBe(CARD_MESSAGES.expired);
    expect(checkCardExpiry('13/27', now)).toBe(CARD_MESSAGES.expiryFormat);
    expect(checkCardExpiry('1/27', now)).toBe(CARD_MESSAGES.expiryFormat);
    expect(checkCardExpiry(' ', now)).toBe(CARD_MESSAGES.required);
    expect(normaliseExpiry('1227')).toBe('12/27');
  });
});

describe('formats (spec §9)', () => {
  it('shows times on a 12-hour clock', () => {
    expect(formatTime12('15:00')).toBe('3:00 PM');
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('12:05')).toBe('12:05 PM');
  });
});
