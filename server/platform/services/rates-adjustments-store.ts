// The rate_adjustments table (migration 0016): written by the operator's command and endpoint,
// read by every priced answer. Rates are never cached by the web tier (catalog-cache.ts keeps
// only the catalog), so a change shows on every instance at the next request.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RateAdjustmentsTable } from '../db/schema-guests.ts';
import { invalidParameter, notFound } from '../http/errors.ts';
import { daysBetween, DATE_WINDOW_DAYS } from './rates-dates.ts';
import { ADJUSTMENT_LIMITS, type NightAdjustment } from './rates-adjustments.ts';

export interface NewAdjustment {
  hotelId: string;
  roomTypeCode?: string | undefined;
  ratePlanCode?: string | undefined;
  from: string;
  to: string;
  percent?: number | undefined;
  amount?: number | undefined;
}

function adjustmentOf(row: Selectable<RateAdjustmentsTable>): NightAdjustment {
  return {
    adjustmentId: row.adjustment_id,
    hotelId: row.hotel_id,
    roomTypeCode: row.room_type_code,
    ratePlanCode: row.rate_plan_code,
    firstNight: row.first_night,
    lastNight: row.last_night,
    percentBp: row.percent_bp,
    amountCents: row.amount_cents,
    createdAt: row.created_at,
    createdBy: row.created_by,
    removedAt: row.removed_at,
    removedBy: row.removed_by,
  };
}

/**
 * The adjustments of these hotels in force at some moment from `since` on (all of them without
 * `since`), by hotel. A caller pricing now filters with inForceAt(…, now).
 */
export async function adjustmentsForHotels(
  db: Kysely<Database>,
  hotelIds: readonly string[],
  since?: Date,
): Promise<Map<string, NightAdjustment[]>> {
  const byHotel = new Map<string, NightAdjustment[]>();
  if (!hotelIds.length) return byHotel;
  let query = db.selectFrom('rate_adjustments').selectAll().where('hotel_id', 'in', hotelIds);
  if (since) {
    const iso = since.toISOString();
    query = query.where((eb) => eb.or([eb('removed_at', 'is', null), eb('removed_at', '>', iso)]));
  }
  for (const row of await query.orderBy('created_at').execute()) {
    const list = byHotel.get(row.hotel_id) ?? [];
    list.push(adjustmentOf(row));
    byHotel.set(row.hotel_id, list);
  }
  return byHotel;
}

/** Every adjustment of a hotel (or of all hotels), newest first, removed ones with `all`. */
export async function listAdjustments(
  db: Kysely<Database>,
  options: { hotelId?: string | undefined; all?: boolean | undefined },
): Promise<NightAdjustment[]> {
  let query = db.selectFrom('rate_adjustments').selectAll();
  if (options.hotelId) query = query.where('hotel_id', '=', options.hotelId.toUpperCase());
  if (!options.all) query = query.where('removed_at', 'is', null);
  const rows = await query.orderBy('created_at', 'desc').orderBy('adjustment_id').execute();
  return rows.map(adjustmentOf);
}

/** Checks an adjustment against the catalog and the limits; 400 naming the field at fault. */
async function checked(db: Kysely<Database>, input: NewAdjustment) {
  const hotelId = input.hotelId.toUpperCase();
  const hotel = await db
    .selectFrom('hotels')
    .select('hotel_id')
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) throw invalidParameter('hotel', `No hotel has the id ${input.hotelId}.`);
  if (input.roomTypeCode) {
    const roomType = await db
      .selectFrom('room_types')
      .select('room_type_code')
      .where('hotel_id', '=', hotelId)
      .where('room_type_code', '=', input.roomTypeCode)
      .executeTakeFirst();
    if (!roomType) throw invalidParameter('roomType', 'This hotel has no such room type.');
  }
  if (input.ratePlanCode) {
    const plan = await db
      .selectFrom('rate_plans')
      .select('rate_plan_code')
      .where('rate_plan_code', '=', input.ratePlanCode)
      .executeTakeFirst();
    if (!plan) throw invalidParameter('ratePlan', 'No rate plan has this code.');
  }
  const length = daysBetween(input.from, input.to);
  if (length < 0) throw invalidParameter('to', 'The last night must not be before the first.');
  if (length > DATE_WINDOW_DAYS)
    throw invalidParameter('to', `An adjustment can cover at most ${DATE_WINDOW_DAYS + 1} nights.`);
  if ((input.percent === undefined) === (input.amount === undefined))
    throw invalidParameter('percent', 'Give either a percentage or an amount, not both.');
  const percentBp = input.percent === undefined ? null : Math.round(input.percent * 100);
  const amountCents = input.amount === undefined ? null : Math.round(input.amount * 100);
  const { minPercentBp, maxPercentBp, maxAmountCents } = ADJUSTMENT_LIMITS;
  if (percentBp !== null && (percentBp < minPercentBp || percentBp > maxPercentBp || !percentBp))
    throw invalidParameter(
      'percent',
      `The percentage must be from ${minPercentBp / 100} to ${maxPercentBp / 100}, and not 0.`,
    );
  if (amountCents !== null && (Math.abs(amountCents) > maxAmountCents || !amountCents))
    throw invalidParameter(
      'amount',
      `The amount must be from -${maxAmountCents / 100} to ${maxAmountCents / 100} dollars a night, and not 0.`,
    );
  return { hotelId, percentBp, amountCents };
}

/** Records a new adjustment made by `who` at `now`; it applies from the next priced request. */
export async function addAdjustment(
  db: Kysely<Database>,
  input: NewAdjustment,
  who: string,
  now: Date,
): Promise<NightAdjustment> {
  const { hotelId, percentBp, amountCents } = await checked(db, input);
  const row = {
    adjustment_id: randomUUID(),
    hotel_id: hotelId,
    room_type_code: input.roomTypeCode ?? null,
    rate_plan_code: input.ratePlanCode ?? null,
    first_night: input.from,
    last_night: input.to,
    percent_bp: percentBp,
    amount_cents: amountCents,
    created_at: now.toISOString(),
    created_by: who,
    removed_at: null,
    removed_by: null,
  };
  await db.insertInto('rate_adjustments').values(row).execute();
  return adjustmentOf(row);
}

/** Takes an adjustment out of force; the row stays as the record. 404 when none is in force. */
export async function removeAdjustment(
  db: Kysely<Database>,
  adjustmentId: string,
  who: string,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('rate_adjustments')
    .set({ removed_at: now.toISOString(), removed_by: who })
    .where('adjustment_id', '=', adjustmentId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound('No adjustment in force has this id.');
}

/** When the rates last moved: the latest adjustment made or removed, or null. */
export async function lastRateChange(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('rate_adjustments')
    .select((eb) => [eb.fn.max('created_at').as('made'), eb.fn.max('removed_at').as('removed')])
    .executeTakeFirst();
  const times = [row?.made, row?.removed].filter((t): t is string => typeof t === 'string');
  return times.length ? times.sort().at(-1)! : null;
}
