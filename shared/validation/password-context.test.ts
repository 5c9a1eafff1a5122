import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { passwordContextProblem } from './password-context.ts';

const riley = { givenName: 'Riley', surname: 'Okafor-Smith', email: 'r.okafor@example.com' };

describe('passwords built on the guest or the brand', () => {
  it.each([
    'longstay1',
    'LongStay2026!',
    'Riley2026x',
    'riley12345',
    'Okafor-Smith1',
    'smith2026ab',
    'okafor99!',
    'RileyRiley1',
    'rileyokafor7',
  ])('refuses %s', (password) => {
    expect(passwordContextProblem(password, riley)).toBe(messages.passwordPersonal);
  });

  it.each([
    'correct horse battery 9',
    'Riley walks 12 dogs',
    'tX9#mQ2!vL',
    'longstay is where we live 4',
  ])('accepts %s, which keeps enough of its own', (password) => {
    expect(passwordContextProblem(password, riley)).toBeUndefined();
  });

  it('ignores pieces shorter than three characters and empty values', () => {
    expect(passwordContextProblem('Al2026xyz', { givenName: 'Al', email: 'al@x.io' })).toBe(
      undefined,
    );
    expect(passwordContextProblem('longstay1', {})).toBe(messages.passwordPersonal);
  });
});
