// The headline price of a hotel for a stay (FTC rule on unfair
// or deceptive fees, 16 CFR 464). A result card, a map pop-up or a hotel page leads with the
// lowest all-in total among the rate plans open to this guest. A plan for a group (members,
// AAA/CAA, seniors, a company) leads only when the guest is eligible: the corporate rate id is
// known (corporate plans), or the guest chose that plan. One rule, used by the platform's rate
// answer and by every page, so no surface picks a cheaper figure than the guest can book.

/** Who may book a rate plan. */
export const RATE_AUDIENCES = ['everyone', 'member', 'aaa', 'senior', 'corporate'] as const;
export type RateAudience = (typeof RATE_AUDIENCES)[number];

/** The group a restricted plan is for, in the words a guest sees beside its price. */
export const AUDIENCE_LABELS: Record<Exclude<RateAudience, 'everyone'>, string> = {
  member: 'Member rate',
  aaa: 'AAA/CAA member rate',
  senior: 'Senior rate (60+)',
  corporate: 'Corporate rate',
};

/** A plan's label, or null for a plan open to everyone. */
export const audienceLabel = (audience: RateAudience): string | null =>
  audience === 'everyone' ? null : AUDIENCE_LABELS[audience];

/**
 * The audience of a plan as the platform sent it. A platform that names no audience offered
 * restricted plans only through a corporate id, so its corporate plans are for that company and
 * the rest for everyone.
 */
export function readAudience(value: unknown, kind: string | null): RateAudience {
  if (typeof value === 'string' && (RATE_AUDIENCES as readonly string[]).includes(value)) {
    return value as RateAudience;
  }
  return kind === 'corporate' ? 'corporate' : 'everyone';
}

export interface RateEligibility {
  /** A corporate rate id the platform knows: its corporate plans are open to the guest. */
  corporateId: string | null;
  /** The plan the guest chose (a rate they asked for, or the plan of their booking). */
  chosenPlanCode: string | null;
}

export const OPEN_TO_EVERYONE: RateEligibility = { corporateId: null, chosenPlanCode: null };

export interface HeadlineCandidate {
  ratePlanCode: string;
  audience: RateAudience;
  /** The all-in total of the stay (taxes included), in any one unit: cents or dollars. */
  total: number;
}

const sameCode = (a: string, b: string | null) => b !== null && a.toUpperCase() === b.toUpperCase();

/** Whether this guest may book the plan. */
export function isOpenTo(plan: Omit<HeadlineCandidate, 'total'>, who: RateEligibility): boolean {
  if (plan.audience === 'everyone') return true;
  if (sameCode(plan.ratePlanCode, who.chosenPlanCode)) return true;
  return plan.audience === 'corporate' && Boolean(who.corporateId?.trim());
}

function cheapest<T extends HeadlineCandidate>(plans: readonly T[]): T | null {
  let best: T | null = null;
  for (const plan of plans) {
    if (!Number.isFinite(plan.total) || plan.total < 0) continue;
    // On a tie the plan open to everyone leads: it carries no condition for the guest to meet.
    const better =
      best === null ||
      plan.total < best.total ||
      (plan.total === best.total && plan.audience === 'everyone' && best.audience !== 'everyone');
    if (better) best = plan;
  }
  return best;
}

/**
 * The plan a hotel leads with for this guest: the chosen plan when the hotel offers it (its
 * cheapest room), else the lowest total among the plans open to the guest; null when none is.
 * `plans` holds one entry per bookable room type and plan.
 */
export function headlinePlan<T extends HeadlineCandidate>(
  plans: readonly T[],
  who: RateEligibility,
): T | null {
  const chosen = cheapest(plans.filter((plan) => sameCode(plan.ratePlanCode, who.chosenPlanCode)));
  return chosen ?? cheapest(plans.filter((plan) => isOpenTo(plan, who)));
}

/**
 * The words above a headline price (decision 0015): the headline leaves out plans the guest
 * must qualify for, so it is the lowest price open to all guests, not the lowest price of the
 * hotel; a restricted headline is the guest's own rate (corporate id known, or chosen).
 */
export const headlineKicker = (audience: RateAudience): string =>
  audience === 'everyone' ? 'Lowest price open to all guests' : 'Lowest price at your rate';
