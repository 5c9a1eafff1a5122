import { describe, expect, it } from 'vitest';
import { contentPaths, sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  it('writes absolute, escaped locations', () => {
    const xml = sitemapXml('https://www.longstay.test', ['/', '/a?b=1&c=<2>']);
    expect(xml).toContain('<loc>https://www.longstay.test/</loc>');
    expect(xml).toContain('<loc>https://www.longstay.test/a?b=1&#38;c=%3C2%3E</loc>');
    expect(xml).not.toMatch(/&(?!#\d+;)/);
  });

  it('lists the home page once and the CMS pages, never a parameterised or private route', () => {
    const paths = contentPaths();
    expect(paths.filter((path) => path === '/')).toHaveLength(1);
    expect(paths).not.toContain('/home');
    expect(paths).toEqual(expect.arrayContaining(['/who-we-are', '/company/contact', '/offers']));
    for (const path of paths)
      expect(path).not.toMatch(/:|login|my-account|edit-account|guest-data|confirmation/);
  });
});
