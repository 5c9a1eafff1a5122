// The OpenAPI 3.1 document of every platform route, built from the same definitions that
// validate requests, so the two cannot drift.
import type { RouteDefinition } from './route.ts';

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
      responses: { '200': { description: 'OK' }, '400': { description: 'Invalid request' } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Longstay platform API (embedded reference)', version: '1' },
    paths,
  };
}
