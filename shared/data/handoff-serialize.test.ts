import { describe, expect, it } from 'vitest';
import { defer, isDeferred, settledDeferred } from './defer.ts';
import { serializeData, serializeHandoff, type Handoff } from './handoff.ts';

/** What the handoff was before: JSON.stringify with a replacer for deferred values. */
const withReplacer = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isDeferred(inner) ? { $deferred: inner.deferred } : inner,
  ).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const assets = { home: { js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] } };
const publicConfig = { siteUrl: 'https://longstay.test', brand: 'Longstay & Co <b>' };

const handoff = (data: unknown): Handoff =>
  ({
    routeId: 'search-results',
    status: 200,
    data,
    shell: { menu: [{ label: 'Deals', href: '/deals?x=1&y=2' }] },
    context: { corporateId: null, isBot: false },
    publicConfig,
    assets,
    documentAssets: { css: ['/assets/a.css'], modulePreloads: [] },
  }) as unknown as Handoff;

describe('serializeHandoff', () => {
  it('writes the same text as serialising the whole handoff, deferred values as markers', () => {
    const data = {
      hotels: [{ name: 'Suites </script><!-- \u2028', rate: defer('rate-1', Promise.resolve(99)) }],
      reviews: settledDeferred('reviews', { ok: true, value: 3 }),
      when: new Date(Date.UTC(2026, 11, 17)),
    };
    const json = serializeHandoff(handoff(data));
    expect(json).toBe(withReplacer(handoff(data)));
    expect(json).toBe(serializeData(handoff(data)));
    expect(JSON.parse(json).data.hotels[0].rate).toEqual({ $deferred: 'rate-1' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('leaves out a member that is undefined, as JSON.stringify does', () => {
    expect(serializeHandoff(handoff(undefined))).toBe(withReplacer(handoff(undefined)));
    expect(JSON.parse(serializeHandoff(handoff(undefined)))).not.toHaveProperty('data');
  });

  it('makes the shared members once: a later change of the same object is not seen', () => {
    const first = serializeHandoff(handoff(null));
    const shared = { ...publicConfig };
    const withShared = { ...handoff(null), publicConfig: shared } as Handoff;
    expect(serializeHandoff(withShared)).toBe(first);
    shared.brand = 'changed';
    expect(serializeHandoff(withShared)).toBe(first);
  });
});
