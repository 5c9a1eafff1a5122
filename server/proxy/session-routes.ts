// The session mechanism (success stores session and account; logout clears
// them). POST /api/session signs in at the platform and keeps its token in the httpOnly session
// cookie, answering with the account only; DELETE /api/session ends the platform session and
// clears the cookie. The token never appears in a body the browser receives.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Config } from '#server/config.ts';
import { clearSession, readSession, writeSession } from '#server/context/session-cookie.ts';
import { openUpstream } from '#server/upstream/call.ts';
import { stripAccessTokens } from '#server/upstream/strip-tokens.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';
import { sendError, upstreamError, webErrors } from '#server/errors.ts';
import { SESSION_COOKIE_SECONDS } from './account-move.ts';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '#shared/security/json-depth.ts';

interface SignInAnswer {
  account?: { loginId?: unknown } & Record<string, unknown>;
  authorization?: { accessToken?: unknown; expiresIn?: unknown };
}

export function createSessionRoutes(config: Config, upstreams: Upstreams): Router {
  const router = express.Router();
  const parsers = [
    express.urlencoded({ extended: false, limit: '10kb' }),
    express.json({
      limit: '10kb',
      verify: (_req, _res, raw) => {
        // A 400 that says why (below), before anything walks the parsed body.
        if (nestsDeeperThan(raw)) throw new TooDeep(TOO_DEEP_MESSAGE);
      },
    }),
  ];

  router.post('/', ...parsers, async (req: Request, res: Response) => {
    const requestId = String(res.locals.requestId ?? '');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    // Sign-in: email and password required.
    const missing = [!email && 'email', !password && 'password'].filter((name): name is string =>
      Boolean(name),
    );
    if (missing.length) {
      sendError(res, webErrors.required, { parameters: missing });
      return;
    }
    try {
      // Sign-in call: email and base64-encoded password.
      const form = new URLSearchParams({
        email,
        password: Buffer.from(password, 'utf8').toString('base64'),
      });
      // Asked for by the platform (401 CAPTCHA_REQUIRED) once the account has had a few failures.
      if (typeof body.captcha === 'string' && body.captcha) form.set('captcha', body.captcha);
      const response = await openUpstream({
        upstreams,
        upstream: 'api',
        url: new URL(`${config.apiUrl}/v1/account/sign-in`),
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'accept-encoding': 'identity',
          'x-request-id': requestId,
          // The platform throttles failed sign-ins per guest address, not per site.
          'x-forwarded-for': req.ip ?? '',
          // The guest's list of sessions names the device it signed in on.
          'user-agent': req.get('user-agent') ?? '',
        },
        body: form.toString(),
        log: req.log,
      });
      const answer = parse(await response.text());
      if (response.status < 200 || response.status >= 300) {
        res
          .status(response.status)
          .json(answer ? { ...(stripAccessTokens(answer) as object), requestId } : { requestId });
        return;
      }
      const { account, authorization } = (answer ?? {}) as SignInAnswer;
      const token = authorization?.accessToken;
      if (typeof token !== 'string' || !account) {
        req.log.error('sign-in answer without an account or token');
        sendError(res, webErrors.upstreamInvalid);
        return;
      }
      const loginId =
        typeof account.loginId === 'string' && account.loginId ? account.loginId : email;
      const expiresIn = Number(authorization?.expiresIn);
      writeSession(
        res,
        config,
        { loginId, token },
        Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : SESSION_COOKIE_SECONDS,
      );
      res.set('Cache-Control', 'no-store').json({ account: stripAccessTokens(account) });
    } catch (error) {
      sendFailure(res, error);
    }
  });

  router.delete('/', async (req: Request, res: Response) => {
    const session = readSession(req, config);
    clearSession(res, config);
    if (session) {
      try {
        const response = await openUpstream({
          upstreams,
          upstream: 'api',
          url: new URL(`${config.apiUrl}/v1/account/sessions/current`),
          method: 'DELETE',
          headers: {
            authorization: `Bearer ${session.token}`,
            'x-request-id': String(res.locals.requestId ?? ''),
          },
          log: req.log,
        });
        await response.text();
      } catch (error) {
        // The cookie is gone either way; the platform session expires on its own.
        req.log.warn({ err: error }, 'could not end the platform session');
      }
    }
    res.status(204).end();
  });

  // The depth refusal keeps its own message; every other parser error (malformed JSON, too large)
  // goes on to the site's error handler with its 4xx.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof TooDeep)) return next(error);
    sendError(res, webErrors.badRequest, { message: error.message });
  });
  return router;
}

class TooDeep extends Error {
  readonly status = 400;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function sendFailure(res: Response, error: unknown): void {
  const failure = upstreamError(error);
  if (failure) sendError(res, failure);
}
