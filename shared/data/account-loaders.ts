// Loaders of the account pages (Account pages: editing needs a session). They run on
// the server with the request's session (the platform call carries its bearer token) and in the
// browser through the /api proxy; neither ever sees the token itself.
import { accountCall, outboxCall, reservationsCall } from '#shared/contract/calls.ts';
import { PageNotFound } from './page-not-found.ts';
import { loginRedirect } from './redirect.ts';
import type { LoaderArgs } from './route-types.ts';
import { safeReturnUrl } from '../security/return-url.ts';
import { ApiError } from './api-client.ts';
import type { AccountView } from './account-form.ts';
import { loadSessions, type SessionList } from './account-sessions.ts';
import { loadStayImage, nextStayOf } from './account-next-stay.ts';
import type { HotelImage } from './hotel-details.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

/** One of the signed-in account's reservations, as the platform lists them. */
export type ReservationSummary = AnswerOf<
  '/v1/reservation/reservations',
  'get'
>['reservations'][number];

/** "Your account is unavailable right now": signed in, but the platform fails. */
export const ACCOUNT_UNAVAILABLE =
  'Your account is unavailable right now. Please try again in a moment.';
const UNAVAILABLE = 'unavailable' as const;

/**
 * The saved session's account; null when there is no session or
 * the platform refuses it; 'unavailable' when the platform could not answer for a saved session.
 */
async function loadAccount({
  api,
  context,
  signal,
}: LoaderArgs): Promise<AccountView | null | typeof UNAVAILABLE> {
  const loginId = context.account?.loginId;
  if (!loginId) return context.sessionUnavailable ? UNAVAILABLE : null;
  try {
    const answer = await api.get(accountCall(loginId), { signal });
    return answer.account;
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    if (error instanceof ApiError && error.status < 500) throw error;
    return UNAVAILABLE;
  }
}

export interface MyAccountData {
  /** null: the platform could not answer (the page says ACCOUNT_UNAVAILABLE, status 503). */
  account: AccountView | null;
  reservations: ReservationSummary[] | null;
  /** The signed-in devices; null when the platform could not list them. */
  sessions: SessionList | null;
  /** Set by Edit Account's full reload (Forms: edit success reloads /my-account). */
  updated: boolean;
  /** A photo of the next stay's hotel (the dashboard's next-stay card). */
  nextStayImage: HotelImage | null;
}

/** Without a session (or with one the platform refuses) the guest signs in first. */
export async function loadMyAccount(args: LoaderArgs): Promise<MyAccountData> {
  const [account, reservations, sessions] = await Promise.all([
    loadAccount(args),
    args.context.account
      ? args.api
          .get(reservationsCall(), { signal: args.signal })
          .then((answer) => answer.reservations ?? [])
          .catch(() => null)
      : Promise.resolve(null),
    args.context.account ? loadSessions(args.api, args.signal) : Promise.resolve(null),
  ]);
  if (account === UNAVAILABLE)
    return {
      account: null,
      reservations: null,
      sessions: null,
      updated: false,
      nextStayImage: null,
    };
  if (!account) throw loginRedirect('/my-account');
  const nextStay = reservations ? nextStayOf(reservations) : null;
  return {
    account,
    reservations,
    sessions,
    updated: args.url.searchParams.get('updated') === '1',
    nextStayImage: await loadStayImage(args.api, nextStay, args.signal),
  };
}

export interface EditAccountData {
  /** null: the platform could not answer (the page says ACCOUNT_UNAVAILABLE, status 503). */
  account: AccountView | null;
}

export async function loadEditAccount(args: LoaderArgs): Promise<EditAccountData> {
  const account = await loadAccount(args);
  if (account === UNAVAILABLE) return { account: null };
  if (!account) throw loginRedirect('/edit-account');
  return { account };
}

export interface LoginData {
  /** Where a successful sign-in goes: a same-site path only (/login accepts returnUrl). */
  returnUrl: string;
  signedInAs: string | null;
}

export async function loadLogin({ url, context }: LoaderArgs): Promise<LoginData> {
  return {
    returnUrl: safeReturnUrl(url.searchParams.get('returnUrl')),
    signedInAs: context.account?.givenName ?? null,
  };
}

/** The mailed links carry ?loginId=&token= (verify-email and reset-password). */
export interface MailLinkData {
  loginId: string;
  token: string;
  /** verify-email after success: the token is used up and dropped from the address. */
  verified: boolean;
  /** The link opened while signed in: verify-email offers the account, not a sign-in. */
  signedIn: boolean;
}

export async function loadMailLink({ url, context }: LoaderArgs): Promise<MailLinkData> {
  return {
    signedIn: context.account !== null,
    loginId: (url.searchParams.get('loginId') ?? '').slice(0, 254),
    token: (url.searchParams.get('token') ?? '').slice(0, 200),
    verified: url.searchParams.get('verified') === '1',
  };
}

export interface OutboxMail {
  mailId: string | number;
  to: string;
  subject: string;
  text: string;
  /** Whether the mail has an HTML part (/api/v1/dev/outbox/{mailId}/html serves it). */
  html?: string | null;
  /** The headers as the guest's client shows them, in order. */
  headers?: Array<[name: string, value: string]>;
  kind: string;
  createdAt: string;
}

export interface DevMailboxData {
  mails: OutboxMail[];
  to: string;
}

/** Development only: the platform answers 404 elsewhere, and so does this page. */
export async function loadDevMailbox({ api, url, signal }: LoaderArgs): Promise<DevMailboxData> {
  const to = (url.searchParams.get('to') ?? '').trim().slice(0, 254);
  try {
    const answer = await api.get<{ data?: OutboxMail[] }>(
      outboxCall({ limit: 50, ...(to ? { to } : {}) }),
      { signal },
    );
    return { mails: answer.data ?? [], to };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new PageNotFound('mailbox');
    throw error;
  }
}
