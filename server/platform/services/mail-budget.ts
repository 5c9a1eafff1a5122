// One budget per recipient for every mail the platform writes: each kind on its own (6 an hour,
// 20 a day; reset and verification links 3 an hour, newsletter confirmations 3 a day) and all
// kinds together (10 an hour, 30 a day), whoever or whatever causes them, so
// nobody can flood a person's inbox by booking and cancelling with their address or by flipping an
// account's e-mail back and forth. A mail over the budget is still written to the outbox, as
// 'suppressed' (never sent, never lost) and counted in `mail_suppressed_total`; the action that
// caused it succeeds as usual.
import { Counter, register } from 'prom-client';
import type { PlatformContext } from '../context.ts';
import { abuseLimitsOf } from './abuse-limits.ts';
import type { Limit } from './throttle.ts';
import { hitAll } from './throttle-batch.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Mail to the business's own inboxes (inquiry forms): limited per sender address instead. */
const UNBUDGETED_KINDS = new Set(['form']);

// In prom-client's default registry, which the site's /metrics and the platform process's serve.
const suppressed =
  (register.getSingleMetric('mail_suppressed_total') as Counter<'kind'> | undefined) ??
  new Counter({
    name: 'mail_suppressed_total',
    help: "Mails kept in the outbox unsent because their recipient's mail budget was used up, by kind.",
    labelNames: ['kind'] as const,
  });

/** Kinds whose mail carries a single-use link: a person asks for one, and only the newest works. */
const LINK_KINDS = new Set(['verify', 'reset']);

/** The counts one mail of `kind` to `recipient` takes: the kind's hour and day, then all mail's. */
function mailBudget(
  platform: Pick<PlatformContext, 'config'>,
  kind: string,
  recipient: string,
): Limit[] {
  const limits = abuseLimitsOf(platform);
  const kindPerHour = LINK_KINDS.has(kind)
    ? Math.min(limits.linkMailsPerHour, limits.mailKindPerHour)
    : limits.mailKindPerHour;
  const kindPerDay =
    kind === 'newsletter'
      ? Math.min(limits.newsletterMailsPerDay, limits.mailKindPerDay)
      : limits.mailKindPerDay;
  return [
    { key: `mail-budget:${kind}:hour:${recipient}`, max: kindPerHour, windowSeconds: HOUR },
    { key: `mail-budget:${kind}:day:${recipient}`, max: kindPerDay, windowSeconds: DAY },
    { key: `mail-budget:all:hour:${recipient}`, max: limits.mailPerHour, windowSeconds: HOUR },
    { key: `mail-budget:all:day:${recipient}`, max: limits.mailPerDay, windowSeconds: DAY },
  ];
}

/**
 * True when the recipient's budget has room for this mail (and takes it); false when the mail is
 * to be kept as suppressed. A mail over one count takes none of them (throttle-batch.ts).
 */
export async function spendMailBudget(
  platform: Pick<PlatformContext, 'db' | 'config' | 'now'>,
  kind: string,
  recipient: string,
): Promise<boolean> {
  if (UNBUDGETED_KINDS.has(kind)) return true;
  const budget = mailBudget(platform, kind, recipient).map((limit) => ({ limit, amount: 1 }));
  const { refused } = await hitAll(platform.db, budget, platform.now());
  if (refused < 0) return true;
  suppressed.inc({ kind });
  return false;
}
