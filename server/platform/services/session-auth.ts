// Resolves the bearer token of a request to the signed-in account's loginId (null when absent,
// expired or revoked). Tokens are looked up by their SHA-256; see tokens.ts.
import type { Request } from 'express';
import type { PlatformContext } from '../context.ts';
import { hashToken } from './tokens.ts';

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match =
    typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header) : null;
  return match?.[1];
}

export async function authenticate(
  platform: PlatformContext,
  req: Request,
): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const session = await platform.db
    .selectFrom('sessions')
    .select('login_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', platform.now().toISOString())
    .executeTakeFirst();
  return session?.login_id ?? null;
}
