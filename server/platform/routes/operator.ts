// The operator endpoints: rate adjustments for a revenue system (rates-adjustments-store.ts).
// Behind OPERATOR_TOKEN: without the setting they do not exist (404); without the token, or with
// another, 401, before the request is even read. The site's /api proxy passes them through like
// any platform path, so the token is what guards them there too.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { PlatformContext } from '../context.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import {
  addAdjustment,
  listAdjustments,
  removeAdjustment,
  type NewAdjustment,
} from '../services/rates-adjustments-store.ts';
import { hotelIdSchema, ratePlanCodeSchema, stayDateSchema } from '../services/rates-schemas.ts';

export const OPERATOR_PREFIX = '/v1/operator';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Express middleware for OPERATOR_PREFIX: 404 without the setting, 401 without its token. */
export function operatorGate(platform: PlatformContext) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = platform.config.operatorToken;
    if (!token) return next(notFound('No such endpoint.'));
    const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    // Equal-length digests: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), digest(token)))
      return next(unauthorized('This endpoint needs the operator token.'));
    next();
  };
}

/** Who made a change: the name the caller gives (its system or person), as the operator. */
const operatorName = (by: string | undefined) => `operator:${by ?? 'revenue-system'}`;

const adjustmentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['hotel', 'from', 'to'],
  properties: {
    hotel: hotelIdSchema,
    roomType: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    ratePlan: ratePlanCodeSchema,
    from: stayDateSchema,
    to: stayDateSchema,
    percent: { type: 'number', minimum: -90, maximum: 200 },
    amount: { type: 'number', minimum: -1000, maximum: 1000 },
    by: { type: 'string', pattern: '^[\\x21-\\x7e]{1,60}$' },
  },
};

interface AdjustmentBody {
  hotel: string;
  roomType?: string;
  ratePlan?: string;
  from: string;
  to: string;
  percent?: number;
  amount?: number;
  by?: string;
}

export const routes: RouteDefinition[] = [
  route<Record<string, string>, { hotel?: string; all?: boolean }>({
    method: 'get',
    path: `${OPERATOR_PREFIX}/rate-adjustments`,
    summary:
      'Operator token: the rate adjustments in force (all=true: removed ones too), newest first',
    tag: 'operator',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { hotel: hotelIdSchema, all: { type: 'boolean' } },
    },
    async handler({ query, res, platform }) {
      res.set('Cache-Control', 'no-store');
      return { data: await listAdjustments(platform.db, { hotelId: query.hotel, all: query.all }) };
    },
  }),

  route<Record<string, string>, Record<string, unknown>, AdjustmentBody>({
    method: 'post',
    path: `${OPERATOR_PREFIX}/rate-adjustments`,
    summary:
      'Operator token: adjust a hotel’s rates (optionally one room type and plan) over nights from–to by a percentage or an amount a night; booked stays are then re-quoted',
    tag: 'operator',
    body: adjustmentBody,
    bodyType: 'json',
    async handler({ body, res, platform }) {
      const input: NewAdjustment = {
        hotelId: body.hotel,
        roomTypeCode: body.roomType,
        ratePlanCode: body.ratePlan,
        from: body.from,
        to: body.to,
        percent: body.percent,
        amount: body.amount,
      };
      const adjustment = await addAdjustment(
        platform.db,
        input,
        operatorName(body.by),
        platform.now(),
      );
      platform.priceWatch?.wake();
      res.status(201);
      return { adjustment };
    },
  }),

  route<{ adjustmentId: string }, { by?: string }>({
    method: 'delete',
    path: `${OPERATOR_PREFIX}/rate-adjustments/:adjustmentId`,
    summary: 'Operator token: take an adjustment out of force (it stays on record)',
    tag: 'operator',
    params: {
      type: 'object',
      required: ['adjustmentId'],
      properties: { adjustmentId: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
    },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { by: { type: 'string', pattern: '^[\\x21-\\x7e]{1,60}$' } },
    },
    async handler({ params, query, platform }) {
      await removeAdjustment(
        platform.db,
        params.adjustmentId,
        operatorName(query.by),
        platform.now(),
      );
      platform.priceWatch?.wake();
      return { removed: params.adjustmentId };
    },
  }),
];
