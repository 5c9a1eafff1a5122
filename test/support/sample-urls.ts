// A concrete URL for every route of the table (its params filled in).
import type { Express } from 'express';
import request from 'supertest';
import { routes } from '#shared/routes.ts';

export const sampleUrls: Record<string, string> = Object.fromEntries(
  routes.map((route) => [
    route.id,
    route.path
      .replace(':state', 'texas')
      .replace(':city', 'austin')
      .replace(':place', 'state-capitol')
      .replace(':airport', 'austin-bergstrom-international-airport')
      .replace(':slug', 'longstay-suites-austin-downtown') // a seeded hotel (the dataset is deterministic)
      .replace(/^\*$/, '/travel-planning/relocation-guide'), // a page only its document declares
  ]),
);

/** Routes a guest sees only signed in; signed out they redirect to /login. */
export const signedInRoutes = new Set(['edit-account', 'my-account']);

/** A session cookie of the seeded demo account, through the site's own sign-in. */
export async function demoSessionCookie(app: Express): Promise<string> {
  const res = await request(app)
    .post('/api/session')
    .set('Origin', 'http://localhost:3000')
    .send({ email: 'guest@longstay.test', password: 'Longstay2026' });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0];
  if (res.status !== 200 || !cookie) throw new Error(`demo sign-in failed: ${res.status}`);
  return cookie.split(';')[0]!;
}
