// Password hashing: argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1); see
// docs/decisions/0003-password-hashing.md.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { ...options, salt } : options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

// Unknown e-mail addresses are checked against this hash, so a failed sign-in costs the same time
// whether or not the account exists (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('longstay-dummy-password-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
