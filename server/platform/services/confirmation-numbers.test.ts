import { describe, expect, it } from 'vitest';
import { newConfirmationNumber } from './confirmation-numbers.ts';

describe('newConfirmationNumber (decision 0007)', () => {
  it('is ten digits a guest can read out: no leading zero, digits only', () => {
    for (let i = 0; i < 2000; i++) expect(newConfirmationNumber()).toMatch(/^[1-9]\d{9}$/);
  });
  it('is random: 2000 draws do not repeat and use every digit in every place', () => {
    const draws = Array.from({ length: 2000 }, newConfirmationNumber);
    expect(new Set(draws).size).toBe(2000);
    for (let place = 1; place < 10; place++)
      expect(new Set(draws.map((n) => n[place])).size).toBe(10);
  });
});
