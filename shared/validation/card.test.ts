import { describe, expect, it } from 'vitest';
import { formatTime12 } from '../format/booking-format.ts';
import {
  CARD_MESSAGES,
  caretAfterDigits,
  cardBrand,
  cardNetwork,
  checkCard,
  checkCardExpiry,
  checkCardNumber,
  digitsBefore,
  formatCardNumber,
  formatExpiry,
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
    expect(cardBrand('9999999999999995')).toBe('Card');
  });
  it('knows the network by its IIN range (what the platform stores)', () => {
    expect(cardNetwork('4111111111111111')).toBe('visa');
    expect(cardNetwork('5555555555554444')).toBe('mastercard');
    expect(cardNetwork('2223003122003222')).toBe('mastercard');
    expect(cardNetwork('378282246310005')).toBe('amex');
    expect(cardNetwork('6011111111111117')).toBe('discover');
    expect(cardNetwork('30569309025904')).toBe('diners');
    expect(cardNetwork('3530111333300000')).toBe('jcb');
    expect(cardNetwork('9999999999999995')).toBe('unknown');
  });
});

describe('the number grouped as it is typed', () => {
  it('groups in fours, American Express 4-6-5, and drops what is not a digit', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111111111111111999999')).toBe('4111 1111 1111 1111 999');
    expect(formatCardNumber('')).toBe('');
  });
  it('keeps the caret after the same digits: typing, deleting and pasting in the middle', () => {
    // Typing the fifth digit at the end: the caret follows it past the new space.
    const typed = '41111';
    const formatted = formatCardNumber(typed);
    expect(caretAfterDigits(formatted, digitsBefore(typed, 5))).toBe(6);
    // Typing "2" in the middle of "4111 1|111 1": the caret stays right after the new digit,
    // though the groups after it shift ("4111 1211 11").
    const middle = '4111 12111 1';
    expect(formatCardNumber(middle)).toBe('4111 1211 11');
    expect(caretAfterDigits(formatCardNumber(middle), digitsBefore(middle, 7))).toBe(7);
    // Deleting the space before a group: the caret stays where it was, before the group.
    const deleted = '41111111';
    expect(caretAfterDigits(formatCardNumber(deleted), digitsBefore(deleted, 4))).toBe(4);
    expect(caretAfterDigits('4111 1111', 0)).toBe(0);
    expect(caretAfterDigits('4111', 9)).toBe(4);
  });
});

describe('expiry check', () => {
  const now = new Date(Date.UTC(2026, 10, 21));
  it('is valid through the end of its month', () => {
    expect(checkCardExpiry('11/26', now)).toBeNull();
    expect(checkCardExpiry('01/27', now)).toBeNull();
  });
  it('refuses past months, bad formats and empty input', () => {
    expect(checkCardExpiry('10/26', now)).toBe(CARD_MESSAGES.expired);
    expect(checkCardExpiry('12/25', now)).toBe(CARD_MESSAGES.expired);
    expect(checkCardExpiry('13/27', now)).toBe(CARD_MESSAGES.expiryFormat);
    expect(checkCardExpiry('1/27', now)).toBe(CARD_MESSAGES.expiryFormat);
    expect(checkCardExpiry('11/2a', now)).toBe(CARD_MESSAGES.expiryFormat);
    expect(checkCardExpiry(' ', now)).toBe(CARD_MESSAGES.required);
    expect(checkCardExpiry('11/60', now)).toBe(CARD_MESSAGES.expiryFar);
  });
  it('accepts "1129" as well as "11/29", and stores MM/YY', () => {
    for (const typed of ['1129', '11/29', '11 / 29', '11-29', ' 1129 ']) {
      expect(checkCardExpiry(typed, now)).toBeNull();
      expect(normaliseExpiry(typed)).toBe('11/29');
    }
    expect(checkCardExpiry('1025', now)).toBe(CARD_MESSAGES.expired);
    expect(normaliseExpiry('13/29')).toBe('13/29');
  });
  it('shows the slash once the year begins', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('11')).toBe('11');
    expect(formatExpiry('112')).toBe('11/2');
    expect(formatExpiry('1129')).toBe('11/29');
    expect(formatExpiry('11/29')).toBe('11/29');
    expect(formatExpiry('112999')).toBe('11/29');
  });
});

describe('the platform check at booking (the same rules as the form)', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it('keeps only brand, last four and expiry as MM/YY', () => {
    expect(checkCard('4111 1111 1111 1111', '1229', now)).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '1111', expiry: '12/29' },
    });
  });
  it('names the field and gives the form message', () => {
    expect(checkCard('4111 1111 1111 1112', '12/29', now)).toEqual({
      ok: false,
      field: 'number',
      message: CARD_MESSAGES.number,
    });
    expect(checkCard('4111a11111111111', '12/29', now)).toMatchObject({ field: 'number' });
    expect(checkCard('4111 1111 1111 1111', '02/26', now)).toEqual({
      ok: false,
      field: 'expiry',
      message: CARD_MESSAGES.expired,
    });
    // A card is valid through the last day of its expiry month.
    expect(checkCard('4111111111111111', '03/26', now).ok).toBe(true);
    expect(checkCard('4111111111111111', '1/27', now)).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expiryFormat,
    });
  });
});

describe('formats', () => {
  it('shows times on a 12-hour clock', () => {
    expect(formatTime12('15:00')).toBe('3:00 PM');
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('12:05')).toBe('12:05 PM');
  });
});
