// The signed-in guest's sessions: list them, end one, or end them all ("sign
// out everywhere", this device included). Each call needs a live Bearer session of the account.
import type { Request } from 'express';
import { route, type RouteDefinition } from '../http/route.ts';
import { notFound } from '../http/errors.ts';
import { arrayOf, boolean, integer, object, text } from '../http/answer-schemas.ts';
import type { PlatformContext } from '../context.ts';
import { revokeAllSessions, signInRequired } from '../services/accounts-sessions.ts';
import { endSessionById, listSessions } from '../services/account-session-list.ts';
import { authenticateSession, type LiveSession } from '../services/session-auth.ts';

async function requireSession(platform: PlatformContext, req: Request): Promise<LiveSession> {
  const session = await authenticateSession(platform, req);
  if (!session) throw signInRequired();
  return session;
}

const sessionList = object({
  sessions: arrayOf(
    object({
      id: text,
      device: text,
      via: text,
      signedInAt: text,
      lastSeenAt: text,
      current: boolean,
    }),
  ),
  total: integer,
});

export const routes: RouteDefinition[] = [
  route({
    method: 'get',
    path: '/v1/account/sessions',
    summary:
      "The Bearer session's account's live sessions → { sessions: [{ id, device, via, signedInAt, lastSeenAt, current }], total }; ids are opaque, never tokens.",
    tag: 'accounts',
    response: sessionList,
    async handler({ req, platform }) {
      const session = await requireSession(platform, req);
      return listSessions(platform, session.loginId, session.tokenHash);
    },
  }),

  route({
    method: 'delete',
    path: '/v1/account/sessions',
    summary: 'Sign out everywhere: ends every session of the account, the calling one included.',
    tag: 'accounts',
    response: object({ status: text }),
    async handler({ req, platform }) {
      const session = await requireSession(platform, req);
      await revokeAllSessions(platform, session.loginId);
      return { status: 'OK' };
    },
  }),

  route<{ sessionId: string }>({
    method: 'delete',
    path: '/v1/account/sessions/:sessionId',
    summary:
      'Ends one session of the account by its id (from the list) → the remaining { sessions, total }. 404 when the account has no live session by that id.',
    tag: 'accounts',
    params: {
      type: 'object',
      properties: { sessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
      required: ['sessionId'],
    },
    response: sessionList,
    async handler({ params, req, platform }) {
      const session = await requireSession(platform, req);
      if (!(await endSessionById(platform, session.loginId, params.sessionId)))
        throw notFound('This session has ended already.');
      return listSessions(platform, session.loginId, session.tokenHash);
    },
  }),
];
