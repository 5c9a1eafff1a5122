// Secrets handed to people (session, verification and reset tokens): 32 bytes from the CSPRNG,
// base64url. Only their SHA-256 is stored, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const addSeconds = (date: Date, seconds: number): string =>
  new Date(date.getTime() + seconds * 1000).toISOString();
