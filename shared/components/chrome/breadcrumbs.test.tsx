import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NonceContext } from '../../head/nonce.tsx';
import { Breadcrumbs, breadcrumbListJsonLd, scriptSafeJson } from './breadcrumbs.tsx';

const items = [
  { name: 'Home', url: '/' },
  { name: 'Texas', url: '/extended-stay-hotels/locations/texas/hotels' },
  { name: 'Austin </script>', url: '/extended-stay-hotels/locations/texas/austin/hotels' },
];

describe('Breadcrumbs', () => {
  it('links every item but the last, which is the current page', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <Breadcrumbs items={items} origin="https://longstay.test" nonce="abc" />
      </StaticRouter>,
    );
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(
      /<a href="\/extended-stay-hotels\/locations\/texas\/hotels"[^>]*>Texas<\/a>/,
    );
    expect(html).toContain('<span aria-current="page">Austin &lt;/script&gt;</span>');
    expect(html).not.toContain('href="/extended-stay-hotels/locations/texas/austin/hotels"');
    expect(html).toContain('<script type="application/ld+json" nonce="abc">');
    expect(html).not.toContain('Austin </script>');
  });

  it('carries the document nonce from context when none is given', () => {
    const html = renderToString(
      <NonceContext.Provider value="from-context">
        <StaticRouter location="/">
          <Breadcrumbs items={items} />
        </StaticRouter>
      </NonceContext.Provider>,
    );
    expect(html).toContain('<script type="application/ld+json" nonce="from-context">');
  });

  it('emits a schema.org BreadcrumbList with absolute URLs', () => {
    expect(breadcrumbListJsonLd(items.slice(0, 2), 'https://longstay.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://longstay.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Texas',
          item: 'https://longstay.test/extended-stay-hotels/locations/texas/hotels',
        },
      ],
    });
    expect(JSON.parse(scriptSafeJson({ a: '</script>\u2028&' }))).toEqual({
      a: '</script>\u2028&',
    });
    expect(scriptSafeJson({ a: '</script>' })).not.toContain('<');
  });
});
