import { describe, expect, it } from 'vitest';
import { defer, isDeferred } from './defer.ts';
import { escapeJson, reviveDeferred, serializeData } from './handoff.ts';

describe('the JSON handoff', () => {
  it('escapes <, >, &, U+2028 and U+2029 and still parses to the same value', () => {
    const value = { text: '</script><!-- a & b \u2028 \u2029 -->' };
    const json = escapeJson(JSON.stringify(value));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('replaces deferred values by markers and revives them', async () => {
    const data = { name: 'x', reviews: defer('reviews', Promise.resolve(3)) };
    const json = serializeData(data);
    expect(JSON.parse(json)).toEqual({ name: 'x', reviews: { $deferred: 'reviews' } });
    const revived = reviveDeferred(JSON.parse(json), (key) => defer(key, Promise.resolve(4))) as {
      reviews: unknown;
    };
    expect(isDeferred(revived.reviews)).toBe(true);
  });

  it('settles a failed deferred to a friendly message instead of rejecting', async () => {
    const deferred = defer('k', Promise.reject(new Error('internal detail')), 'Unavailable.');
    expect(await deferred.promise).toEqual({ ok: false, message: 'Unavailable.' });
  });
});
