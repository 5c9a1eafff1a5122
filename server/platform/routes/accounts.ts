// Guest accounts (the account calls, with their messages): create, sign in, get,
// update, reset password, e-mail verification, forgot password and sign-out.
import type { Request } from 'express';
import { route, type RouteDefinition } from '../http/route.ts';
import {
  accountExists,
  badRequest,
  errorBody,
  invalidVerificationLink,
  tooManyRequests,
} from '../http/errors.ts';
import { closed } from '../http/validate.ts';
import { arrayOf, boolean, integer, nullable, object, text } from '../http/answer-schemas.ts';
import type { PlatformContext } from '../context.ts';
import { messages } from '#shared/validation/messages.ts';
import {
  accountFormErrors,
  accountFormSchema,
  findAccount,
  formEmail,
  normalizeLoginId,
  profileColumns,
  toAccount,
  type AccountForm,
} from '../services/accounts-store.ts';
import { updateAccount } from '../services/accounts-update.ts';
import {
  parseBasic,
  revokeSession,
  signIn,
  signInRequired,
} from '../services/accounts-sessions.ts';
import {
  consumeToken,
  resetPassword,
  sendResetMail,
  sendVerificationMail,
} from '../services/accounts-recovery.ts';
import { invalidCaptcha } from '../services/forms-errors.ts';
import { authenticate, bearerToken } from '../services/session-auth.ts';
import { hashPassword } from '../services/passwords.ts';
import { clientAddress, hit, limits, type Limit } from '../services/throttle.ts';

const loginIdParam = {
  type: 'object',
  properties: { loginId: { type: 'string', minLength: 1, maxLength: 254 } },
  required: ['loginId'],
};
const idParam = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 254 } },
  required: ['id'],
};
const tokenField = { type: 'string', minLength: 1, maxLength: 200 };
const OK = { status: 'OK' } as const;
const okAnswer = object({ status: text });

/** accounts-store.ts toAccount: the account as every account answer carries it. */
const account = object({
  loginId: text,
  name: object({ givenName: text, surname: text }),
  addresses: arrayOf(
    object({
      street: arrayOf(text),
      cityName: nullable(text),
      subdivisionCode: nullable(text),
      postalCode: nullable(text),
      countryCode: nullable(text),
    }),
  ),
  emails: arrayOf(object({ address: text })),
  phones: arrayOf(object({ number: text })),
  birthDay: nullable(integer),
  birthMonth: nullable(integer),
  travelPurpose: object({ leisure: boolean, business: boolean }),
  verified: boolean,
});

/** Counts every attempt of a light per-address limit (registration, reset and verification mails). */
async function spend(platform: PlatformContext, limit: Limit): Promise<void> {
  if ((await hit(platform.db, limit, platform.now())) > limit.max)
    throw tooManyRequests('Too many requests. Please wait 15 minutes and try again.');
}

async function requireOwnSession(
  platform: PlatformContext,
  req: Request,
  loginId: string,
): Promise<string> {
  const sessionLoginId = await authenticate(platform, req);
  if (!sessionLoginId || sessionLoginId !== normalizeLoginId(loginId)) throw signInRequired();
  return sessionLoginId;
}

export const routes: RouteDefinition[] = [
  route<Record<string, string>, Record<string, unknown>, AccountForm>({
    method: 'post',
    path: '/v1/account/accounts',
    summary:
      'Create an account (loginId = the lower-cased e-mail); sends a verification mail. 409 when the e-mail exists.',
    tag: 'accounts',
    bodyType: 'form',
    body: closed(accountFormSchema),
    async handler({ body, req, res, platform }) {
      await spend(platform, limits.register(clientAddress(req)));
      const errors = accountFormErrors(body, 'create');
      if (errors.length) throw badRequest(errors);
      if (!(await platform.captcha.verify(body.captcha, clientAddress(req))))
        throw invalidCaptcha();
      const loginId = normalizeLoginId(formEmail(body)!);
      const exists = () => accountExists(messages.accountExists);
      if (await findAccount(platform.db, loginId)) throw exists();
      const now = platform.now().toISOString();
      const row = {
        login_id: loginId,
        email: loginId,
        password_hash: await hashPassword(body.password!),
        ...profileColumns(body),
        verified_at: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await platform.db.insertInto('accounts').values(row).execute();
      } catch (error) {
        if (await findAccount(platform.db, loginId)) throw exists(); // a concurrent sign-up won the race
        throw error;
      }
      await sendVerificationMail(platform, loginId, row.given_name);
      res.status(201);
      return { status: 'OK', account: toAccount(row) };
    },
  }),

  route<
    Record<string, string>,
    Record<string, unknown>,
    { email: string; password: string; captcha?: string }
  >({
    method: 'post',
    path: '/v1/account/sign-in',
    summary:
      'Sign in with e-mail and base64-encoded password → { account, authorization: { accessToken, expiresIn } }. 429 after 5 failures of one account from one address (or 20 from one address); after 3 failures of the account from anywhere, 401 CAPTCHA_REQUIRED until a solved captcha comes along; past the ceiling of the account of checked guesses (10 an hour, 30 a day, from every address together) 429 until the window ends or a password reset.',
    tag: 'accounts',
    bodyType: 'form',
    body: closed({
      type: 'object',
      properties: {
        email: { type: 'string', minLength: 1, maxLength: 254 },
        password: { type: 'string', minLength: 1, maxLength: 400 },
        // Asked for once the account has had a few failures.
        captcha: { type: 'string', maxLength: 8000 },
      },
      required: ['email', 'password'],
    }),
    async handler({ body, req, platform }) {
      const password = Buffer.from(body.password, 'base64').toString('utf8');
      return signIn(
        platform,
        body.email,
        password,
        clientAddress(req),
        { userAgent: req.get('user-agent'), via: 'sign-in' },
        body.captcha,
      );
    },
  }),

  route<{ loginId: string }>({
    method: 'get',
    path: '/v1/account/accounts/:loginId',
    summary:
      'The account: Authorization Basic base64(loginId:password) signs in (adds authorization); Bearer reads it for a session.',
    tag: 'accounts',
    params: loginIdParam,
    // With Basic the answer also carries `authorization`, which the site never reads (it signs in
    // through /session, and the web tier strips tokens from every answer).
    response: object({ account }),
    async handler({ params, req, platform }) {
      const basic = parseBasic(req.headers.authorization);
      if (basic) {
        if (normalizeLoginId(basic[0]) !== normalizeLoginId(params.loginId)) throw signInRequired();
        return signIn(platform, basic[0], basic[1], clientAddress(req), {
          userAgent: req.get('user-agent'),
          via: 'basic',
        });
      }
      const loginId = await requireOwnSession(platform, req, params.loginId);
      const row = await findAccount(platform.db, loginId);
      if (!row) throw signInRequired();
      return { account: toAccount(row) };
    },
  }),

  route<{ loginId: string }, Record<string, unknown>, AccountForm & { token?: string }>({
    method: 'put',
    path: '/v1/account/accounts/:loginId',
    summary:
      'With a Bearer session: update the profile → { data: account }. A new password or a new email needs currentPassword, ends the other sessions and mails the owner (a new email: to the old address; the account moves to the new loginId and its address needs verifying again; 409 when it has an account). Without a session: { password, token } resets the password.',
    tag: 'accounts',
    bodyType: 'form',
    params: loginIdParam,
    body: closed({
      ...accountFormSchema,
      properties: { ...accountFormSchema.properties, token: tokenField },
    }),
    // A reset answers { status }; an update adds its message and the account.
    response: object({ status: text, message: text }, ['message']),
    async handler({ params, body, req, platform }) {
      if (!bearerToken(req) && body.token)
        return resetPassword(platform, normalizeLoginId(params.loginId), body.token, body.password);
      const loginId = await requireOwnSession(platform, req, params.loginId);
      return updateAccount(platform, loginId, body, bearerToken(req));
    },
  }),

  route({
    method: 'delete',
    path: '/v1/account/sessions/current',
    summary: 'Sign out: revokes the Bearer session server side.',
    tag: 'accounts',
    async handler({ req, platform }) {
      const token = bearerToken(req);
      if (!token || !(await authenticate(platform, req)) || !(await revokeSession(platform, token)))
        throw signInRequired();
      return OK;
    },
  }),

  route<Record<string, string>, Record<string, unknown>, { email: string }>({
    method: 'post',
    path: '/v1/account/password-reset',
    summary:
      'Forgot password: mails a reset link when the account exists; the same answer either way.',
    tag: 'accounts',
    response: object({ status: text, message: text }),
    bodyType: 'form',
    body: closed({
      type: 'object',
      properties: { email: { type: 'string', minLength: 1, maxLength: 254 } },
      required: ['email'],
    }),
    async handler({ body, req, platform }) {
      await spend(platform, limits.passwordReset(clientAddress(req)));
      const row = await findAccount(platform.db, normalizeLoginId(body.email));
      if (row) await sendResetMail(platform, row.login_id, row.given_name);
      return {
        status: 'OK',
        message:
          'If an account exists for this e-mail address, we have sent a link to reset its password.',
      };
    },
  }),

  route<{ id: string }>({
    method: 'post',
    path: '/v1/account/verification/:id',
    summary: 'Resend the verification mail (id = loginId); always { status: OK }.',
    tag: 'accounts',
    response: okAnswer,
    params: idParam,
    async handler({ params, req, platform }) {
      await spend(platform, limits.verification(clientAddress(req)));
      const row = await findAccount(platform.db, normalizeLoginId(params.id));
      if (row && !row.verified_at)
        await sendVerificationMail(platform, row.login_id, row.given_name);
      return OK;
    },
  }),

  route<{ id: string }, { token?: string }, { token?: string }>({
    method: 'put',
    path: '/v1/account/verification/:id',
    summary:
      'Verify the e-mail with the mailed token (form or query); a bad token gets 400 with statuses and statusCode.',
    tag: 'accounts',
    bodyType: 'form',
    params: idParam,
    query: { type: 'object', properties: { token: tokenField } },
    body: closed({ type: 'object', properties: { token: tokenField } }),
    response: object({
      status: text,
      statusCode: integer,
      statuses: arrayOf(object({ code: text, message: text })),
    }),
    async handler({ params, query, body, res, platform }) {
      const loginId = normalizeLoginId(params.id);
      const token = body.token ?? query.token;
      if (token && (await consumeToken(platform, loginId, 'verify', token))) {
        const now = platform.now().toISOString();
        await platform.db
          .updateTable('accounts')
          .set({ verified_at: now, updated_at: now })
          .where('login_id', '=', loginId)
          .execute();
        return {
          status: 'OK',
          statusCode: 200,
          statuses: [{ code: 'VERIFIED', message: 'Your e-mail address is verified.' }],
        };
      }
      // "Verification failure: returns statuses (from body) and statusCode".
      const error = invalidVerificationLink();
      res.status(error.statusCode).json({ ...errorBody(error), statuses: error.errors });
      return undefined;
    },
  }),
];
