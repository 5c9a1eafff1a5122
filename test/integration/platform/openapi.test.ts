// Serve an OpenAPI document of all of them: /openapi.json is built from the same route
// table that serves requests, so every route must appear in it with its method and its inputs.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import { allRoutes } from '#platform/routes/index.ts';
import type { RunningPlatform } from '#platform/start.ts';

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

// Express `:name` (one segment) and `*name` (the rest) are OpenAPI `{name}`.
const openApiPath = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let platform: RunningPlatform;
  let document: OpenApi;

  beforeAll(async () => {
    platform = await startTestPlatform('sqlite', { seed: false });
    const res = await request(platform.server).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.body;
  });
  afterAll(() => platform?.close());

  it('is an OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\./);
  });

  it.each(allRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    'lists %s with its summary, path parameters, query and body',
    (_name, r) => {
      const operation = document.paths[openApiPath(r.path)]?.[r.method];
      expect(operation, `${r.method} ${openApiPath(r.path)} is missing`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      const parameters = operation!.parameters ?? [];
      for (const name of [...r.path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((m) => m[1])) {
        expect(parameters).toContainEqual(
          expect.objectContaining({ name, in: 'path', required: true }),
        );
      }
      for (const name of Object.keys((r.query?.properties as object) ?? {})) {
        expect(parameters).toContainEqual(expect.objectContaining({ name, in: 'query' }));
      }
      if (r.body) expect(operation!.requestBody).toBeDefined();
    },
  );

  it('lists nothing that is not a route', () => {
    const served = new Set(allRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`));
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((op) => !served.has(op))).toEqual([]);
    expect(documented).toHaveLength(allRoutes.length);
  });
});
