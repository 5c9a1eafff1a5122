// Small builders for the JSON schemas of routes' answers (RouteDefinition.response), which the
// OpenAPI document publishes and the site's generated types follow.
import type { JsonSchema } from './route.ts';

export const text = { type: 'string' } as const;
export const integer = { type: 'integer' } as const;
export const boolean = { type: 'boolean' } as const;

export const nullable = (schema: JsonSchema): JsonSchema => ({
  anyOf: [schema, { type: 'null' }],
});

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object whose fields are all present, except those named in `optional`. */
export const object = (
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});
/** Any JSON number: money in dollars, which may carry cents. */
export const number = { type: 'number' } as const;
/** One of the given words. */
export const oneOf = (...words: readonly string[]): JsonSchema => ({ type: 'string', enum: words });

/** A stay's length-of-stay tier, in every answer that prices a stay. */
export const losTier = oneOf('nightly', 'weekly', 'monthly');
