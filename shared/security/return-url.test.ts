import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.ts';

const SITE = 'https://www.longstay.example';

describe('safeReturnUrl', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(safeReturnUrl('/my-account')).toBe('/my-account');
    expect(safeReturnUrl('/hotels/tx/dallas?checkin=1#rooms')).toBe(
      '/hotels/tx/dallas?checkin=1#rooms',
    );
    expect(safeReturnUrl('/')).toBe('/');
  });

  it('turns everything that could leave the site into /', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example',
      '',
      ' /my-account',
      '/%5cevil.example',
      undefined,
      null,
      42,
      ['/a'],
    ]) {
      const result = safeReturnUrl(value);
      expect(new URL(result, SITE).origin, String(value)).toBe(SITE);
    }
    expect(safeReturnUrl('//evil.example')).toBe('/');
    expect(safeReturnUrl('https://evil.example/')).toBe('/');
  });

  it('never yields a URL that resolves to another origin, whatever the input', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '//',
      ':',
      '.',
      '..',
      '@',
      '%2f',
      '%5c',
      '\t',
      '\n',
      'evil.example',
      'http:',
      'javascript:',
      '?',
      '#',
      ' ',
    );
    const crafted = fc
      .array(fc.oneof(pieces, fc.string()), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(crafted, fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const result = safeReturnUrl(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, SITE).origin).toBe(SITE);
      }),
      { numRuns: 5000 },
    );
  }, 60_000); // thousands of runs: a loaded machine needs more than the default 5 s
});
