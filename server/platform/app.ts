// The embedded platform API as an Express app. It never listens: `start.ts` does, and
// tests drive it in-process with supertest.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { PlatformContext } from './context.ts';
import {
  PlatformError,
  errorBody,
  internalError,
  notFound,
  unreadableBody,
  bodyTooDeep,
} from './http/errors.ts';
import type { RouteDefinition } from './http/route.ts';
import { check, checkAnswer, compile, compileAnswer } from './http/validate.ts';
import { openApiDocument } from './http/openapi.ts';
import { allRoutes } from './routes/index.ts';
import { OPERATOR_PREFIX, operatorGate } from './routes/operator.ts';
import { carriesPersonalData } from '#shared/security/personal-data.ts';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '#shared/security/json-depth.ts';
import { measurePlatformRequests, setErrorCode, setOperation } from './http/observe.ts';
import { platformTracing } from './http/tracing.ts';

export function createPlatform(
  platform: PlatformContext,
  routes: RouteDefinition[] = allRoutes,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // The guest's address for throttles and captchas (services/throttle.ts clientAddress).
  app.set('trust proxy', platform.config.trustedProxies ?? ['loopback']);
  // A span per request (tracing on) and the answers' metrics, before anything can answer.
  app.use(...platformTracing(), measurePlatformRequests);
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  // The depth is checked on the raw bytes before the parse: every later walk of the body
  // (validate.ts) recurses, and a body nested thousands deep would exhaust its stack.
  app.use(
    express.json({
      limit: '100kb',
      verify: (_req, _res, raw) => {
        if (nestsDeeperThan(raw)) throw bodyTooDeep(TOO_DEEP_MESSAGE);
      },
    }),
  );
  // Answers with personal data are never cached; a route may still set its own.
  app.use((req, res, next) => {
    if (carriesPersonalData(req.path, Boolean(req.headers.authorization)))
      res.set('Cache-Control', 'no-store');
    next();
  });

  const document = openApiDocument(routes);
  app.get('/openapi.json', (_req, res) => {
    setOperation(res, 'GET /openapi.json');
    res.json(document);
  });

  // Before any route reads the request: an operator path answers 404 or 401 first.
  app.use(OPERATOR_PREFIX, operatorGate(platform));

  for (const definition of routes) {
    const params = compile(definition.params);
    const query = compile(definition.query);
    const body = compile(definition.body);
    const answer = platform.config.checkAnswers ? compileAnswer(definition.response) : undefined;
    const operation = `${definition.method.toUpperCase()} ${definition.path}`;
    app[definition.method](
      definition.path,
      async (req: Request, res: Response, next: NextFunction) => {
        setOperation(res, operation);
        try {
          const result = await definition.handler({
            params: check(params, req.params) as Record<string, string>,
            query: check(query, req.query) as Record<string, unknown>,
            body: check(body, req.body) as Record<string, unknown>,
            req,
            res,
            platform,
          });
          if (answer && result !== undefined) checkAnswer(answer, result, operation);
          if (!res.headersSent && result !== undefined) res.json(result);
        } catch (error) {
          next(error);
        }
      },
    );
  }

  app.use((_req, _res, next) => next(notFound('No such endpoint.')));

  // One central error handler: 4xx in the catalogue's shape; anything else is logged and a 500
  // without details (a test sends random bodies to every endpoint and expects no 500).
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return void res.end();
    const known = toPlatformError(error);
    if (known) {
      setErrorCode(res, known.code);
      res.status(known.statusCode).json(errorBody(known));
      return;
    }
    platform.log.error(
      { err: error, method: req.method, path: req.path },
      'platform request failed',
    );
    res.status(500).json(errorBody(internalError()));
  });

  return app;
}

function toPlatformError(error: unknown): PlatformError | undefined {
  if (error instanceof PlatformError) return error;
  // body-parser: malformed JSON, too large, bad charset
  const status = (error as { status?: number; statusCode?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return unreadableBody(status);
  }
  return undefined;
}
