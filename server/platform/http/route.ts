// A platform route: its path, its ajv schemas, its OpenAPI summary and its handler. Every route
// is declared through `route()` so that every body and query is validated and documented.
import type { Request, Response } from 'express';
import type { PlatformContext } from '../context.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type JsonSchema = Record<string, unknown>;

export interface HandlerContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
  platform: PlatformContext;
}

export interface RouteDefinition<
  P = Record<string, string>,
  Q = Record<string, unknown>,
  B = Record<string, unknown>,
> {
  method: Method;
  /** Express path, e.g. '/v1/account/accounts/:loginId'. */
  path: string;
  summary: string;
  tag: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /**
   * The JSON of a 200 answer, for the OpenAPI document and so the site's generated types. The test
   * platform checks every answer against it (`PlatformConfig.checkAnswers`), so it cannot drift
   * from what the handler returns.
   */
  response?: JsonSchema;
  /** How the body is documented; both encodings are always parsed. */
  bodyType?: 'form' | 'json';
  /**
   * Returns the JSON to send with 200, or sends through `res` itself (status, headers, binary)
   * and returns undefined. Throw a PlatformError for a 4xx.
   */
  handler: (ctx: HandlerContext<P, Q, B>) => Promise<unknown>;
}

export function route<
  P = Record<string, string>,
  Q = Record<string, unknown>,
  B = Record<string, unknown>,
>(definition: RouteDefinition<P, Q, B>): RouteDefinition {
  return definition as unknown as RouteDefinition;
}
