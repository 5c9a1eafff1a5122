// The operator's page of limits (docs/operations.md) names every abuse setting with the default
// the code has: a default changed here without the page, or a setting added without a line there,
// fails this test.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abuseSettings } from './abuse-limits.ts';

const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');

describe('the abuse settings in docs/operations.md', () => {
  it.each(Object.values(abuseSettings).map((s) => [s.env, s.value] as const))(
    '%s is listed with its default, %i',
    (env, value) => {
      // A table row (| `NAME` | value |) or a sentence (`NAME` (value)).
      const listed = new RegExp(`\`${env}\`\\s*(\\|\\s*${value}\\s*\\||\\(${value}\\))`);
      expect(operations).toMatch(listed);
    },
  );
});
