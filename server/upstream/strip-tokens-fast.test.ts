import { describe, expect, it } from 'vitest';
import { mayHoldAccessTokens, stripAccessTokens } from './strip-tokens.ts';

describe('mayHoldAccessTokens', () => {
  it('is true for every token key, written plainly or with \\u escapes', () => {
    for (const text of [
      '{"accessToken":"a"}',
      '{"session":{"access_token":"a"}}',
      '[{"refreshToken":"r"}]',
      '{"\\u0061ccessT\\u006fken":"a"}',
    ]) {
      expect(mayHoldAccessTokens(text), text).toBe(true);
      const parsed = JSON.parse(text) as unknown;
      expect(JSON.stringify(stripAccessTokens(parsed))).not.toMatch(
        /"(accessToken|access_token|refreshToken)"/,
      );
    }
  });

  it('is false for an answer without them, which is then used as parsed', () => {
    expect(mayHoldAccessTokens('{"hotels":[{"name":"Suites","rate":99}]}')).toBe(false);
  });
});
