// The site's typed view of the platform API, from the types generated out of the platform's
// OpenAPI document (platform.d.ts, `npm run contract`). A call is made by `platformCall` from a
// path template the document has, with that operation's path and query parameters; the string it
// returns carries the operation's answer and body types, and the ApiClient
// (shared/data/api-client.ts) takes only such calls, so a path, a parameter or an answer's field
// renamed on the platform fails the site's typecheck. Every call the site makes is named once, in
// calls.ts.
import type { components, paths } from './platform.d.ts';

export type ErrorCode = components['schemas']['ErrorCode'];
export type Method = 'get' | 'post' | 'put' | 'delete';
export type PlatformPath = keyof paths;

type Operation<P extends PlatformPath, M extends Method> = NonNullable<paths[P][M]>;

/** The templates that have an operation for `M`. */
export type PathFor<M extends Method> = {
  [P in PlatformPath]: paths[P][M] extends { responses: unknown } ? P : never;
}[PlatformPath];

declare const undocumented: unique symbol;
/**
 * The answer of an operation whose 200 the document gives no schema: the ApiClient then lets the
 * caller name the type it reads (as every call did before the document described answers), and
 * only then. An answer the document describes cannot be given another type.
 */
export interface Undocumented {
  readonly [undocumented]: true;
}

type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : Undocumented;

/** The JSON of the operation's 200 answer; `Undocumented` where the document gives no schema. */
export type AnswerOf<P extends PlatformPath, M extends Method> =
  Operation<P, M> extends { responses: { 200: infer R } } ? JsonContent<R> : Undocumented;

/** The operation's request body (form or JSON), or `never` when it takes none. */
export type BodyOf<P extends PlatformPath, M extends Method> =
  Operation<P, M> extends { requestBody: { content: infer C } }
    ? C[keyof C]
    : Operation<P, M> extends { requestBody?: { content: infer C } }
      ? C[keyof C]
      : never;

type ParametersOf<P extends PlatformPath, M extends Method> =
  Operation<P, M> extends { parameters: infer X } ? X : never;
type PathParameters<P extends PlatformPath, M extends Method> =
  ParametersOf<P, M> extends { path: infer X } ? X : never;
type QueryParameters<P extends PlatformPath, M extends Method> =
  ParametersOf<P, M> extends { query?: infer X } ? X : never;

/** What `platformCall` takes besides the template: its path and query parameters, if it has any. */
export type CallParameters<P extends PlatformPath, M extends Method> = ([
  PathParameters<P, M>,
] extends [never]
  ? { path?: never }
  : { path: PathParameters<P, M> }) &
  ([QueryParameters<P, M>] extends [never | undefined]
    ? { query?: never }
    : { query?: QueryParameters<P, M> });

declare const callTypes: unique symbol;

/**
 * A path of the site's /api namespace with its method, answer and body types. Only `platformCall`
 * makes one (the site's own '/session' is `signInCall`); at run time it is the plain path. A call
 * fits only a parameter of its own answer type (`sameAnswer` takes and gives it), so a caller
 * cannot name another: `api.get<Json>(hotelCall(id))` does not compile where the document types
 * the hotel.
 */
export type ApiCall<M extends Method, Answer, Body = never> = string & {
  readonly [callTypes]: {
    method: M;
    answer: Answer;
    sameAnswer: (answer: Answer) => Answer;
    body: Body;
  };
};

// `*name` parameters of the platform (a path's rest) keep their slashes; each segment is encoded.
const REST_PARAMETERS = new Set(['/site/rest/documents/web-page/{key}', '/media/images/{path}']);

// The review provider's paths sit under its own base: the site's '/reviews/…' is the platform's
// '/reviews/api/v1/…' (the {reviews} upstream, docs/decisions/0002).
const REVIEWS_TEMPLATE = '/reviews/api/v1/';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The call of `template` with its parameters: the path the ApiClient sends, query included. */
export function platformCall<M extends Method, P extends PathFor<M>>(
  method: M,
  template: P,
  ...[parameters]: keyof CallParameters<P, M> extends never
    ? []
    : { path?: never; query?: never } extends CallParameters<P, M>
      ? [CallParameters<P, M>?]
      : [CallParameters<P, M>]
): ApiCall<M, AnswerOf<P, M>, BodyOf<P, M>> {
  const given = (parameters ?? {}) as {
    path?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
  };
  const rest = REST_PARAMETERS.has(template);
  let path = (template as string).replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = String(given.path?.[name] ?? '');
    return rest ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  if (path.startsWith(REVIEWS_TEMPLATE)) path = `/reviews/${path.slice(REVIEWS_TEMPLATE.length)}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(given.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
    else query.append(name, String(value as string | number | boolean));
  }
  const search = query.toString();
  return (search ? `${path}?${search}` : path) as ApiCall<M, AnswerOf<P, M>, BodyOf<P, M>>;
}
