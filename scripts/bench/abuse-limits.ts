// The benchmarks book hundreds of rooms from one address (127.0.0.1) in seconds, which the abuse
// limits exist to refuse: every bench platform runs with each limit at its highest setting, as
// settings (the platform process reads the environment) and as a platform configuration.
import { abuseSettings, type AbuseLimits } from '#shared/security/abuse-limits.ts';

const raised = Object.entries(abuseSettings).filter(
  ([name]) => name !== 'corporateFactor' && name !== 'throttlePurgeSeconds',
);

/** The settings of a bench process: every limit at its maximum. */
export const benchAbuseEnv: Record<string, string> = Object.fromEntries(
  raised.map(([, { env, max }]) => [env, String(max)]),
);

/** The same limits for a platform started in the bench's own code. */
export const benchAbuseLimits: Partial<AbuseLimits> = Object.fromEntries(
  raised.map(([name, { max }]) => [name, max]),
);
