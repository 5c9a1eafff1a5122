// This platform's abuse limits: its configuration over the defaults (the table of limits and
// their settings: shared/security/abuse-limits.ts).
import type { PlatformContext } from '../context.ts';
import { defaultAbuseLimits, type AbuseLimits } from '#shared/security/abuse-limits.ts';

/** This platform's limits: its configuration over the defaults. */
export function abuseLimitsOf(platform: Pick<PlatformContext, 'config'>): AbuseLimits {
  return { ...defaultAbuseLimits, ...platform.config.abuseLimits };
}
