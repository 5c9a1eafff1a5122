// A signed-in guest's price protection choice: have a lower price for a booked stay applied
// without a click (price-watch.ts reads it). For the session's own account.
import { route, type RouteDefinition } from '../http/route.ts';
import { boolean, object } from '../http/answer-schemas.ts';

const choice = object({ autoApply: boolean });
import { authenticate } from '../services/session-auth.ts';
import { signInRequired } from '../services/accounts-sessions.ts';

interface ChoiceBody {
  autoApply: boolean;
}

export const routes: RouteDefinition[] = [
  route({
    method: 'get',
    path: '/v1/account/price-protection',
    summary:
      'With a Bearer session: whether lower prices of booked stays are applied automatically',
    tag: 'accounts',
    response: choice,
    async handler({ req, res, platform }) {
      const loginId = await authenticate(platform, req);
      if (!loginId) throw signInRequired();
      res.set('Cache-Control', 'no-store');
      const choice = await platform.db
        .selectFrom('price_protection_choices')
        .select('auto_apply')
        .where('login_id', '=', loginId)
        .executeTakeFirst();
      return { autoApply: choice?.auto_apply === 1 };
    },
  }),

  route<Record<string, string>, Record<string, unknown>, ChoiceBody>({
    method: 'put',
    path: '/v1/account/price-protection',
    summary:
      'With a Bearer session: { autoApply } — apply a lower price of a booked stay without asking',
    tag: 'accounts',
    bodyType: 'json',
    response: choice,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['autoApply'],
      properties: { autoApply: { type: 'boolean' } },
    },
    async handler({ body, req, res, platform }) {
      const loginId = await authenticate(platform, req);
      if (!loginId) throw signInRequired();
      res.set('Cache-Control', 'no-store');
      const row = {
        login_id: loginId,
        auto_apply: body.autoApply ? (1 as const) : (0 as const),
        updated_at: platform.now().toISOString(),
      };
      await platform.db
        .insertInto('price_protection_choices')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('login_id')
            .doUpdateSet({ auto_apply: row.auto_apply, updated_at: row.updated_at }),
        )
        .execute();
      return { autoApply: body.autoApply };
    },
  }),
];
