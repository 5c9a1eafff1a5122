// The development mailbox: mail the platform wrote to its outbox, newest first. Only with
// config.development; elsewhere the path does not exist.
import { route, type RouteDefinition } from '../http/route.ts';
import { notFound } from '../http/errors.ts';
import { visibleHeaders } from '../services/mail-message.ts';

export const routes: RouteDefinition[] = [
  route<Record<string, string>, { to?: string; limit: number }>({
    method: 'get',
    path: '/v1/dev/outbox',
    summary: 'Development only: the mail outbox, newest first, optionally for one recipient.',
    tag: 'development',
    query: {
      type: 'object',
      properties: {
        to: { type: 'string', minLength: 1, maxLength: 254 },
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
      },
    },
    async handler({ query, res, platform }) {
      if (!platform.config.development) throw notFound('No such endpoint.');
      let select = platform.db.selectFrom('mail_outbox').selectAll();
      if (query.to) select = select.where('to_address', '=', query.to.trim().toLowerCase());
      const rows = await select
        .orderBy('created_at', 'desc')
        .orderBy('mail_id', 'desc')
        .limit(query.limit)
        .execute();
      res.set('Cache-Control', 'no-store');
      return {
        data: rows.map((row) => ({
          mailId: row.mail_id,
          to: row.to_address,
          subject: row.subject,
          text: row.text,
          html: row.html,
          kind: row.kind,
          createdAt: row.created_at,
          sentAt: row.sent_at,
          headers: visibleHeaders(row, platform.config),
          status: row.status,
        })),
      };
    },
  }),
  route<{ mailId: string }>({
    method: 'get',
    path: '/v1/dev/outbox/:mailId/html',
    summary:
      'Development only: the HTML part of one mail as the guest gets it (text/html), for the development mailbox to show in a sandboxed frame.',
    tag: 'development',
    params: {
      type: 'object',
      required: ['mailId'],
      properties: { mailId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } },
    },
    async handler({ params, res, platform }) {
      if (!platform.config.development) throw notFound('No such endpoint.');
      const row = await platform.db
        .selectFrom('mail_outbox')
        .select('html')
        .where('mail_id', '=', params.mailId)
        .executeTakeFirst();
      if (!row?.html) throw notFound('This mail has no HTML part.');
      res
        .status(200)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .send(row.html);
      return undefined;
    },
  }),
];
