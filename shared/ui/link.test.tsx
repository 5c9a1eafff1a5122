import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// The reference the site's links must match (the lint forbids these imports elsewhere).
// eslint-disable-next-line no-restricted-imports
import { Link as RouterLink, NavLink as RouterNavLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

const at = (location: string, element: ReactElement) =>
  renderToString(<StaticRouter location={location}>{element}</StaticRouter>);

describe("the site's Link and NavLink render what react-router's render", () => {
  const links: Array<[string, Record<string, unknown>]> = [
    ['a path', { to: '/offers' }],
    ['a path with a query', { to: '/login?returnUrl=%2Fmy-account', className: 'button' }],
    ['a relative path', { to: 'hotels' }],
    ['a location object', { to: { pathname: '/locations', search: '?state=tx', hash: '#tx' } }],
    ['an external address', { to: 'https://example.com/a', className: 'out' }],
    ['a document load', { to: '/who-we-are', reloadDocument: true, target: '_self' }],
    ['anchor attributes', { to: '/', 'aria-label': 'Home', id: 'logo', title: 'Longstay' }],
  ];

  it.each(links)('Link to %s', (_, props) => {
    const location = '/extended-stay-hotels/texas';
    expect(at(location, <Link {...(props as { to: string })}>x</Link>)).toBe(
      at(location, <RouterLink {...(props as { to: string })}>x</RouterLink>),
    );
  });

  const navLinks: Array<[string, string, Record<string, unknown>]> = [
    ['its own page', '/offers', { to: '/offers' }],
    ['a page below it', '/offers/weekly', { to: '/offers' }],
    ['a page below it, `end`', '/offers/weekly', { to: '/offers', end: true }],
    ['another page', '/who-we-are', { to: '/offers' }],
    ['a longer path sharing its start', '/offers-and-more', { to: '/offers' }],
    ['another case', '/Offers', { to: '/offers', className: 'nav' }],
    ['another case, case-sensitive', '/Offers', { to: '/offers', caseSensitive: true }],
    ['home, from home', '/', { to: '/' }],
    ['home, from elsewhere', '/offers', { to: '/' }],
    ['a trailing slash', '/offers/', { to: '/offers/' }],
  ];

  it.each(navLinks)('NavLink on %s', (_, location, props) => {
    expect(at(location, <NavLink {...(props as { to: string })}>x</NavLink>)).toBe(
      at(location, <RouterNavLink {...(props as { to: string })}>x</RouterNavLink>),
    );
  });

  it('marks the current page', () => {
    expect(at('/offers', <NavLink to="/offers">Deals</NavLink>)).toBe(
      '<a aria-current="page" class="active" href="/offers" data-discover="true">Deals</a>',
    );
  });
});
