// PLACEHOLDER until the accounts helper lands. Resolves the bearer token of a request to the
// signed-in account's loginId (null when absent, expired or revoked).
import type { Request } from 'express';
import type { PlatformContext } from '../context.ts';

export async function authenticate(_platform: PlatformContext, _req: Request): Promise<string | null> {
  return null;
}
