// ajv validation of params, query and body. Query strings and form bodies arrive as strings, so
// types are coerced; unknown properties are dropped; the first message per field is kept.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest, invalidValue, required, unknownField, type ParameterError } from './errors.ts';
import type { JsonSchema } from './route.ts';

const ajv = new Ajv({
  coerceTypes: 'array',
  removeAdditional: true,
  useDefaults: true,
  allErrors: true,
  strict: false,
});
addFormats.default(ajv);

/**
 * A body schema that refuses fields it does not name, each with its own 400 error
 * ("This field is not accepted."), instead of dropping them silently: forms store and mail what
 * they are given, so nothing unknown may ride along.
 */
export function closed<S extends { properties: Record<string, unknown> }>(schema: S): S {
  return { ...schema, propertyNames: { enum: Object.keys(schema.properties) } };
}

export function compile(schema: JsonSchema | undefined): ValidateFunction | undefined {
  return schema ? ajv.compile(schema) : undefined;
}

export function check(validate: ValidateFunction | undefined, value: unknown): unknown {
  const nul = findNulCharacter(value, '');
  // PostgreSQL text cannot hold U+0000; no field of ours has a use for it either.
  if (nul !== undefined) {
    throw badRequest([invalidValue(nul, 'This field is invalid')]);
  }
  if (!validate) return value ?? {};
  const copy = structuredClone(value ?? {});
  if (validate(copy)) return copy;
  throw badRequest(toParameterErrors(validate.errors ?? []));
}

/** The top-level field holding a string with U+0000 ('' for the value itself), if any. */
function findNulCharacter(value: unknown, field: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNulCharacter(item, field);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return field || key;
      const found = findNulCharacter(item, field || key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function toParameterErrors(errors: ErrorObject[]): ParameterError[] {
  const byField = new Map<string, ParameterError>();
  for (const error of errors) {
    if (error.keyword === 'propertyNames' || (error as { propertyName?: string }).propertyName) {
      const name = String(
        (error as { propertyName?: string }).propertyName ?? error.params.propertyName,
      );
      if (!byField.has(name)) byField.set(name, unknownField(name));
      continue;
    }
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const parameterName = missing ?? (error.instancePath.replace(/^\//, '').split('/')[0] || '');
    if (byField.has(parameterName)) continue;
    byField.set(
      parameterName,
      missing ? required(parameterName) : invalidValue(parameterName, 'This field is invalid'),
    );
  }
  return [...byField.values()];
}

// Answers are checked as they go out, without coercion or removal: a check that changed the
// answer would hide the very drift it is there to find.
const answerAjv = new Ajv({ allErrors: true, strict: false });
addFormats.default(answerAjv);

/** A route's answer check (test platforms only, `PlatformConfig.checkAnswers`). */
export function compileAnswer(schema: JsonSchema | undefined): ValidateFunction | undefined {
  return schema ? answerAjv.compile(schema) : undefined;
}

/** Throws when the answer, as it goes on the wire, is not what the route's schema says. */
export function checkAnswer(validate: ValidateFunction, answer: unknown, operation: string): void {
  const wire = JSON.parse(JSON.stringify(answer)) as unknown;
  if (validate(wire)) return;
  throw new Error(
    `${operation} answered outside its response schema: ${answerAjv.errorsText(validate.errors)}`,
  );
}
