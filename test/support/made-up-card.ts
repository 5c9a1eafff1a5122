// Card numbers for attack scripts and their tests: each passes the Luhn check, as a made-up card
// must to reach the platform's limits, and a different seed gives a different card.
/** A card number that passes the Luhn check, made from `seed` (as a script makes them). */
export function madeUpCard(seed: number): string {
  const body = `4${String(seed).padStart(14, '0')}`;
  const digits = [...body].map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
