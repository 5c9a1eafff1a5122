// Rate adjustments: an operator (or a revenue system) moves a hotel's rates over a range of nights,
// for every room type and plan or for one of them, by a percentage or by an amount a night. The
// engine prices a night as it always has and then applies the adjustment in force for it, so
// every page, booking and change that prices through the engine shows the same cent. Adjustments
// are never edited: a removal stamps `removedAt`, so the rates of any past moment can be priced
// again ("Price dropped" compares with a week ago) and every change keeps who made it and when.

/** An adjustment as the engine reads it. */
export interface NightAdjustment {
  adjustmentId: string;
  hotelId: string;
  /** null: every room type (or every plan) of the hotel. */
  roomTypeCode: string | null;
  ratePlanCode: string | null;
  /** The first and the last night it applies to, 'YYYY-MM-DD', both included. */
  firstNight: string;
  lastNight: string;
  /** Basis points: -1000 is 10 % off. Exactly one of percentBp and amountCents is set. */
  percentBp: number | null;
  /** Cents a night, added (negative: taken off). */
  amountCents: number | null;
  createdAt: string;
  createdBy: string;
  removedAt: string | null;
  removedBy: string | null;
}

/** The bounds an adjustment must keep: a rate can be cut by at most 90 % or raised threefold. */
export const ADJUSTMENT_LIMITS = {
  minPercentBp: -9000,
  maxPercentBp: 20_000,
  maxAmountCents: 100_000,
};

/**
 * The adjustment in force for a night: of those covering it, the one made last. A later
 * adjustment replaces an earlier one for the nights they share rather than adding to it, so an
 * operator who sets "-10 %" twice gets 10 % off, not 19 %.
 */
export function adjustmentFor(
  night: string,
  adjustments: readonly NightAdjustment[],
): NightAdjustment | undefined {
  let found: NightAdjustment | undefined;
  for (const a of adjustments) {
    if (night < a.firstNight || night > a.lastNight) continue;
    if (!found || later(a, found)) found = a;
  }
  return found;
}

function later(a: NightAdjustment, b: NightAdjustment): boolean {
  return (
    a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.adjustmentId > b.adjustmentId)
  );
}

/** A night's engine price with the adjustment in force applied, rounded once, never below zero. */
export function adjustedNightCents(
  cents: number,
  night: string,
  adjustments: readonly NightAdjustment[],
): number {
  if (!adjustments.length) return cents;
  const a = adjustmentFor(night, adjustments);
  if (!a) return cents;
  const moved =
    a.percentBp !== null
      ? Math.round((cents * (10_000 + a.percentBp)) / 10_000)
      : cents + (a.amountCents ?? 0);
  return Math.max(0, moved);
}

/** The adjustments of a hotel that apply to one room type under one plan. */
export function adjustmentsFor(
  adjustments: readonly NightAdjustment[] | undefined,
  roomTypeCode: string,
  ratePlanCode: string,
): NightAdjustment[] {
  if (!adjustments?.length) return [];
  return adjustments.filter(
    (a) =>
      (a.roomTypeCode === null || a.roomTypeCode === roomTypeCode) &&
      (a.ratePlanCode === null || a.ratePlanCode === ratePlanCode),
  );
}

/** The adjustments that were in force at `at` (made by then and not yet removed). */
export function inForceAt(adjustments: readonly NightAdjustment[], at: Date): NightAdjustment[] {
  const iso = at.toISOString();
  return adjustments.filter(
    (a) => a.createdAt <= iso && (a.removedAt === null || a.removedAt > iso),
  );
}
