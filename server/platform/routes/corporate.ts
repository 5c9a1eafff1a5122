// Corporate rates (search rule corporate calls 404
// fallback): the {site-api} record, the {api-v2} corporate account info, and the rate check.
import { route, type RouteDefinition } from '../http/route.ts';
import { notFound } from '../http/errors.ts';
import { arrayOf, nullable, object, text } from '../http/answer-schemas.ts';
import { findCorporateAccount, ratePlanCodes, siteRecord } from '../services/corporate-accounts.ts';

const idParam = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['id'],
};

const codes = arrayOf(text);

export const routes: RouteDefinition[] = [
  route<{ id: string }>({
    method: 'get',
    path: '/site-api/rates/corporate/:id',
    summary:
      'The corporate rate record known to the site source (id upper-cased) → { ratePlanCodes, detailsHtml, companyName, choiceAccountId, logoImage, title }; 404 otherwise.',
    tag: 'corporate',
    params: idParam,
    response: object({
      corporateId: text,
      choiceAccountId: text,
      companyName: text,
      title: text,
      ratePlanCodes: codes,
      detailsHtml: nullable(text),
      logoImage: nullable(object({ uri: text, altText: text })),
    }),
    async handler({ params, platform }) {
      const row = await findCorporateAccount(platform.db, params.id, 'site');
      if (!row) throw notFound('No corporate rate with this id.');
      return siteRecord(row);
    },
  }),

  route<Record<string, string>, { corporateid: string; isProd?: string }>({
    method: 'get',
    path: '/api-v2/roomavailability/corporateAccountInfo',
    summary:
      'Corporate account info from the api-v2 source → { ratePlanCodes, companyName }; 404 when unknown.',
    tag: 'corporate',
    query: {
      type: 'object',
      properties: {
        corporateid: { type: 'string', minLength: 1, maxLength: 64 },
        isProd: { type: 'string', maxLength: 5 },
      },
      required: ['corporateid'],
    },
    response: object({
      corporateId: text,
      choiceAccountId: text,
      companyName: text,
      ratePlanCodes: codes,
    }),
    async handler({ query, platform }) {
      const row = await findCorporateAccount(platform.db, query.corporateid, 'api-v2');
      if (!row) throw notFound('No corporate account with this id.');
      return {
        corporateId: row.corporate_id,
        choiceAccountId: row.choice_account_id,
        companyName: row.company_name,
        ratePlanCodes: ratePlanCodes(row),
      };
    },
  }),

  route<{ id: string }>({
    method: 'get',
    path: '/v1/rate/corporate/:id/check',
    summary:
      'Corporate rate check: { ratePlanCodes } for a known id from either source, an empty list otherwise.',
    tag: 'corporate',
    params: idParam,
    response: object({ corporateId: text, ratePlanCodes: codes }),
    async handler({ params, platform }) {
      const row = await findCorporateAccount(platform.db, params.id);
      return {
        corporateId: params.id.trim().toUpperCase(),
        ratePlanCodes: row ? ratePlanCodes(row) : [],
      };
    },
  }),
];
