import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, resolveHead } from './seo.ts';

const site = { siteUrl: 'https://www.longstay.example', pathname: '/who-we-are' };

describe('resolveHead', () => {
  it('falls back to the brand defaults and index, follow', () => {
    expect(resolveHead({}, site)).toEqual({
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      image: null,
      keywords: '',
      robots: 'index, follow',
      canonical: 'https://www.longstay.example/who-we-are',
    });
  });

  it('uses the given properties and directives', () => {
    const head = resolveHead(
      {
        seoTitle: 'T',
        description: 'D',
        keywords: 'a, b',
        robotsDirectives: 'noindex',
        image: 'content/hero.jpg',
      },
      { ...site, mediaBaseUrl: '/media' },
    );
    expect(head).toMatchObject({
      title: 'T',
      description: 'D',
      keywords: 'a, b',
      robots: 'noindex',
      image: 'https://www.longstay.example/media/images/content/hero.jpg',
    });
  });

  it('gives a training property noindex,nofollow and blank keywords', () => {
    const head = resolveHead(
      { keywords: 'a, b', robotsDirectives: 'index, follow', isTrainingProperty: true },
      site,
    );
    expect(head.robots).toBe('noindex,nofollow');
    expect(head.keywords).toBe('');
  });

  it('strips the query string and fragment from the canonical URL', () => {
    expect(resolveHead({}, { ...site, pathname: '/offers' }).canonical).toBe(
      'https://www.longstay.example/offers',
    );
    expect(resolveHead({ canonicalUrl: '/who-we-are?utm_source=x#top' }, site).canonical).toBe(
      'https://www.longstay.example/who-we-are',
    );
  });

  it('builds the canonical URL on the origin of SITE_URL only', () => {
    expect(resolveHead({ canonicalUrl: 'https://cdn.example/a?b=1' }, site).canonical).toBe(
      'https://www.longstay.example/a',
    );
    for (const pathname of ['//evil.example/x', '/\\evil.example/x', '///evil.example/x'])
      expect(resolveHead({}, { ...site, pathname }).canonical).toBe(
        'https://www.longstay.example/evil.example/x',
      );
  });

  it('keeps an absolute image and a CDN media base', () => {
    expect(resolveHead({ image: 'https://img.example/a.jpg' }, site).image).toBe(
      'https://img.example/a.jpg',
    );
    expect(
      resolveHead({ image: 'h.jpg' }, { ...site, mediaBaseUrl: 'https://cdn.example/m/' }).image,
    ).toBe('https://cdn.example/m/images/h.jpg');
  });
});
