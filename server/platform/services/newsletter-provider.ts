// The e-mail-marketing provider (cr 100427, fm 30, s_source the
// site's domain). Offline default: the platform records the subscription itself (the embedded
// provider's `newsletter_subscriptions`). Production: with `newsletterUrl` (the site's
// NEWSLETTER_URL) set, the platform calls the provider's subscribe URL. Only a confirmed address
// (newsletter-optin.ts) or a direct call to the embedded provider reaches this.
import { NEWSLETTER_CR, NEWSLETTER_FM } from '#shared/validation/newsletter.ts';
import { newsletterProviderFailed } from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';

interface Subscription {
  email: string;
  source: string;
  cr: string;
  fm: string;
}

/** The embedded provider: one row per address, a repeat changes nothing. */
export async function recordSubscription(
  platform: Pick<PlatformContext, 'db' | 'now'>,
  subscription: Subscription,
): Promise<void> {
  await platform.db
    .insertInto('newsletter_subscriptions')
    .values({ ...subscription, created_at: platform.now().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

const PROVIDER_TIMEOUT_MS = 2_500;

/** Hands a confirmed address to the configured provider; throws 502 when it does not accept it. */
export async function deliverSubscription(
  platform: PlatformContext,
  email: string,
  source: string,
): Promise<void> {
  const subscription = { email, source, cr: NEWSLETTER_CR, fm: NEWSLETTER_FM };
  const base = platform.config.newsletterUrl;
  if (!base) return recordSubscription(platform, subscription);
  const query = new URLSearchParams({
    cr: subscription.cr,
    fm: subscription.fm,
    s_source: source,
    s_email: email,
  });
  let status: number | string;
  try {
    const response = await fetch(`${base}/subscribe?${query.toString()}`, {
      method: 'POST',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unavailable';
  }
  if (status === 200) return;
  platform.log.warn({ status }, 'newsletter provider did not accept a confirmed subscription');
  throw newsletterProviderFailed();
}
