// The OpenAPI 3.1 document of every platform route, built from the same definitions that
// validate requests, so the two cannot drift. The site's types of the platform are generated from
// it (shared/contract/platform.d.ts, `npm run contract`): a route's `response` schema types its
// answer, and the error catalogue's codes are the `ErrorCode` enum of every refusal.
import { ERROR_CODES } from './errors.ts';
import type { RouteDefinition } from './route.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The platform's error shape (errors.ts `errorBody`), with its codes. */
const components = {
  schemas: {
    ErrorCode: { type: 'string', enum: [...ERROR_CODES] },
    ParameterError: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: ref('ErrorCode'),
        parameterName: { type: 'string' },
        message: { type: 'string' },
      },
    },
    Error: {
      type: 'object',
      required: ['status', 'statusCode', 'errors'],
      properties: {
        status: { type: 'string', const: 'ERROR' },
        statusCode: { type: 'integer' },
        errors: { type: 'array', items: ref('ParameterError') },
      },
    },
  },
};

export function openApiDocument(routes: RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');
    // Path parameters come from the path itself (`:name` and `*rest`), typed by `params` if given.
    const pathSchemas = (r.params?.properties as Record<string, unknown>) ?? {};
    const parameters = [
      ...[...r.path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: pathSchemas[name!] ?? { type: 'string' },
      })),
      ...Object.entries((r.query?.properties as Record<string, unknown>) ?? {}).map(
        ([name, schema]) => ({
          name,
          in: 'query',
          required: ((r.query?.required as string[]) ?? []).includes(name),
          schema,
        }),
      ),
    ];
    const contentType =
      r.bodyType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    (paths[path] ??= {})[r.method] = {
      summary: r.summary,
      tags: [r.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(r.body
        ? { requestBody: { required: true, content: { [contentType]: { schema: r.body } } } }
        : {}),
      responses: {
        '200': r.response
          ? { description: 'OK', content: { 'application/json': { schema: r.response } } }
          : { description: 'OK' },
        default: {
          description: 'Refused or failed, in the error shape',
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Longstay platform API (embedded reference)', version: '1' },
    paths,
    components,
  };
}
