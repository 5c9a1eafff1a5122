// The committed types of the platform API are what the platform's OpenAPI document says now: a
// route or error code changed on the platform without `npm run contract` fails here.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE, platformTypes } from './contract.ts';

describe('shared/contract/platform.d.ts', () => {
  // Generating and formatting the whole document takes seconds on a busy machine, more than a
  // unit test's default allowance.
  it(
    'is what npm run contract writes from the current OpenAPI document',
    { timeout: 30_000 },
    async () => {
      const committed = await readFile(CONTRACT_FILE, 'utf8');
      expect(
        committed === (await platformTypes()),
        'shared/contract/platform.d.ts is stale: run npm run contract and commit it',
      ).toBe(true);
    },
  );
});
