// Newsletter double opt-in (issue 17 M4). A sign-up mails a link with a single-use token (only its
// SHA-256 is stored) and subscribes nobody; following the link within two days hands the address
// to the newsletter provider. Every sign-up answers the same, subscribed or not, mailed or not
// (past the per-recipient limit), so the answer never tells whether an address is on the list.
import type { PlatformContext } from '../context.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { deliverSubscription } from './newsletter-provider.ts';
import { hit, limits } from './throttle.ts';
import { addSeconds, hashToken, newToken } from './tokens.ts';

const CONFIRMATION_TTL_SECONDS = 2 * 24 * 60 * 60;

const CONFIRM_PATH = '/newsletter/confirm';

/** Stores a pending confirmation and mails its link, unless the recipient had enough today. */
export async function requestSubscription(platform: PlatformContext, email: string): Promise<void> {
  const limit = limits.newsletterMail(email);
  if ((await hit(platform.db, limit, platform.now())) > limit.max) {
    platform.log.info('newsletter confirmation not sent: the recipient had 3 today');
    return;
  }
  const now = platform.now();
  await platform.db
    .deleteFrom('newsletter_confirmations')
    .where('expires_at', '<=', now.toISOString())
    .execute();
  const token = newToken();
  await platform.db
    .insertInto('newsletter_confirmations')
    .values({
      token_hash: hashToken(token),
      email,
      source: platform.config.siteDomain,
      created_at: now.toISOString(),
      expires_at: addSeconds(now, CONFIRMATION_TTL_SECONDS),
      used_at: null,
    })
    .execute();
  const url = `${platform.config.siteUrl}${CONFIRM_PATH}?${new URLSearchParams({ token }).toString()}`;
  await platform.mailer.send({
    to: email,
    kind: 'newsletter',
    subject: 'Confirm your Longstay newsletter subscription',
    text: `Hello,\n\nPlease confirm that you want Longstay deals and news at this address by opening this link within 2 days:\n\n${url}\n\nIf you did not sign up, ignore this message: you will not be subscribed.\n\nLongstay`,
    html: `<p>Hello,</p><p>Please confirm that you want Longstay deals and news at this address within 2 days:</p><p><a href="${escapeHtml(url)}">Confirm my subscription</a></p><p>If you did not sign up, ignore this message: you will not be subscribed.</p><p>Longstay</p>`,
  });
}

/**
 * Subscribes the address of a live, unused token and uses the token up: true exactly once. The
 * token is marked used only after the provider accepted the address, so a provider failure leaves
 * the link working.
 */
export async function confirmSubscription(
  platform: PlatformContext,
  token: string,
): Promise<boolean> {
  const tokenHash = hashToken(token);
  const now = platform.now().toISOString();
  const pending = await platform.db
    .selectFrom('newsletter_confirmations')
    .select(['email', 'source'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!pending) return false;
  await deliverSubscription(platform, pending.email, pending.source);
  const used = await platform.db
    .updateTable('newsletter_confirmations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
