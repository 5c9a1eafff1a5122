// A password built on what anyone knows of its owner is guessed first: the brand, the guest's
// first or last name, the local part of the e-mail address, with a few digits or a letter around
// it (`longstay1`, `Riley2026x`). Such a password is refused when, once every one of these words
// is taken out of it, what remains would be too short for a password on its own (REST_MIN, the
// length minimum). A passphrase that merely contains a name keeps enough of its own and passes. The browser forms and the platform share this rule.
import { messages } from './messages.ts';

/** Words that name the site itself. */
const BRAND_WORDS = ['longstay'];
/** Shorter pieces of a name or an address (`Al`, `jo`) would refuse too much by chance. */
const MIN_WORD = 3;
/** Characters a password must keep once the context words are taken out: a password's minimum. */
export const REST_MIN = 8;

export interface PasswordContext {
  givenName?: string | undefined;
  surname?: string | undefined;
  email?: string | undefined;
}

/** Lowercase, accents taken off: `María` and `maria` are one word to a guesser. */
const plain = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Each value whole, joined and in parts (`Mary-Ann` → mary-ann, maryann, mary, ann). */
function wordsOf(value: string | undefined): string[] {
  const whole = plain((value ?? '').trim());
  if (!whole) return [];
  const parts = whole.split(/[^\p{L}\p{N}]+/u);
  return [whole, parts.join(''), ...parts].filter((word) => word.length >= MIN_WORD);
}

export function contextWords(context: PasswordContext): string[] {
  const local = context.email?.split('@')[0];
  const words = new Set([
    ...BRAND_WORDS,
    ...wordsOf(context.givenName),
    ...wordsOf(context.surname),
    ...wordsOf(local),
  ]);
  // Longest first, so that `riley.smith` goes whole before `riley` is looked for.
  return [...words].sort((a, b) => b.length - a.length);
}

/** The message when the password is built on a context word, else undefined. */
export function passwordContextProblem(
  password: string,
  context: PasswordContext,
): string | undefined {
  let rest = plain(password);
  let found = false;
  for (const word of contextWords(context)) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.split(word).join('');
  }
  return found && rest.length < REST_MIN ? messages.passwordPersonal : undefined;
}
