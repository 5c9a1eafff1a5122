// Newsletter double opt-in. A sign-up mails a link with a single-use token (only its
// SHA-256 is stored) and subscribes nobody; following the link within two days hands the address
// to the newsletter provider. Every sign-up answers the same, subscribed or not, mailed or not
// (past the per-recipient limit), so the answer never tells whether an address is on the list.
import type { PlatformContext } from '../context.ts';
import { newsletterOptInMail } from '../mail/notice-mails.ts';
import { deliverSubscription } from './newsletter-provider.ts';
import { addSeconds, hashToken, newToken } from './tokens.ts';

const CONFIRMATION_TTL_SECONDS = 2 * 24 * 60 * 60;

const CONFIRM_PATH = '/newsletter/confirm';
/** The page a person opens from the footer's link, and the mail client's one-click POST target. */
const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
export const ONE_CLICK_PATH = '/api/v1/emailer/newsletter/unsubscribe';

/**
 * Stores a pending confirmation and mails its link; past the recipient's mail budget the mail is
 * kept unsent (mail-budget.ts), and the answer is the same.
 */
export async function requestSubscription(platform: PlatformContext, email: string): Promise<void> {
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
  const site = platform.config.siteUrl;
  const url = `${site}${CONFIRM_PATH}?${new URLSearchParams({ token }).toString()}`;
  const unsubscribe = new URLSearchParams({ token: await unsubscribeToken(platform, email) });
  await platform.mailer.send({
    to: email,
    ...(await newsletterOptInMail({
      siteUrl: site,
      confirmUrl: url,
      unsubscribeUrl: `${site}${UNSUBSCRIBE_PAGE}?${unsubscribe.toString()}`,
      oneClickUrl: `${site}${ONE_CLICK_PATH}?${unsubscribe.toString()}`,
    })),
  });
}

/** The address's standing unsubscribe token: a new one per mail, each valid until used. */
async function unsubscribeToken(platform: PlatformContext, email: string): Promise<string> {
  const token = newToken();
  await platform.db
    .insertInto('newsletter_unsubscribe_tokens')
    .values({ token_hash: hashToken(token), email, created_at: platform.now().toISOString() })
    .execute();
  return token;
}

/**
 * Unsubscribes the address of an unsubscribe token: its subscription and its pending
 * confirmations go, and so do its other unsubscribe tokens. True when the token was known; a
 * second use of the same link finds nothing and is false.
 */
export async function unsubscribe(platform: PlatformContext, token: string): Promise<boolean> {
  const row = await platform.db
    .selectFrom('newsletter_unsubscribe_tokens')
    .select('email')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return false;
  await platform.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', row.email).execute();
    await trx.deleteFrom('newsletter_confirmations').where('email', '=', row.email).execute();
    await trx.deleteFrom('newsletter_unsubscribe_tokens').where('email', '=', row.email).execute();
  });
  return true;
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
