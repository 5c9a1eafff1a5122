import { describe, expect, it } from 'vitest';
import {
  checkCard,
  detectBrand,
  expiryValid,
  luhnValid,
  normaliseCardNumber,
} from './cards-check.ts';

const now = new Date('2026-03-02T15:00:00Z');

describe('card guarantee', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('takes spaces and dashes but nothing else', () => {
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('4111a11111111111')).toBeNull();
    expect(normaliseCardNumber('41111')).toBeNull();
  });

  it('detects the brand', () => {
    expect(detectBrand('4111111111111111')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3530111333300000')).toBe('jcb');
    expect(detectBrand('9999999999999995')).toBe('unknown');
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(expiryValid('03/26', now)).toBe(true);
    expect(expiryValid('02/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('01/60', now)).toBe(false);
  });

  it('keeps only brand, last four and expiry', () => {
    expect(checkCard('4111 1111 1111 1111', '12/29', now)).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '1111', expiry: '12/29' },
    });
    expect(checkCard('4111 1111 1111 1112', '12/29', now)).toEqual({
      ok: false,
      problem: 'number',
    });
    expect(checkCard('4111 1111 1111 1111', '01/26', now)).toEqual({
      ok: false,
      problem: 'expiry',
    });
  });
});
