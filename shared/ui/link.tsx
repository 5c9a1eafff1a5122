// The site's Link and NavLink: react-router's, without what only its framework mode uses.
// react-router's own Link also carries prefetching (<PrefetchPageLinks>), masked URLs and route
// discovery, which a bundler cannot drop: 8 kB minified, 2.5 KiB brotli of every page's first
// load. These are made of the two hooks react-router's Link is made of (useHref and
// useLinkClickHandler, exported for links of one's own) and render the same element: same href,
// same client navigation (a plain click navigates through the router; a modified click, another
// target or `reloadDocument` is left to the browser), same attributes (`data-discover`, and
// NavLink's `class` and `aria-current`).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type RelativeRoutingType,
  type To,
} from 'react-router';
import { navigationStarted } from '../data/navigation-status.tsx';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: RelativeRoutingType;
  /** A full document load instead of a client navigation. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An absolute `to` as react-router reads it: in the browser, a path when it is on this origin,
 * else null (an external link, left to the browser); on the server it stays as it is.
 */
function localTarget(to: string): string | null {
  if (typeof window === 'undefined') return to;
  try {
    const current = new URL(window.location.href);
    const target = new URL(to.startsWith('//') ? current.protocol + to : to);
    return target.origin === current.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return to;
  }
}

/** A path of this site as written: `/…` with a search and a fragment, neither of them empty. */
const SITE_PATH = /^\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

/**
 * On the server a link is its `<a>` and nothing more: no click is ever handled there, and a path
 * of this site (the site has no basename) resolves to itself. react-router's hooks resolve it
 * twice and serialise the route matches three times per link; with some 80 links on a results
 * page that was a sixth of its render. Anything else is resolved as in the browser.
 */
function ServerLink(props: LinkProps) {
  // What only a click uses is left out of the element, as RoutedLink leaves it out.
  const {
    to,
    target,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    reloadDocument: _reloadDocument,
    ...rest
  } = props;
  if (typeof to !== 'string' || !SITE_PATH.test(to)) return <RoutedLink {...props} />;
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

function RoutedLink({
  to,
  replace,
  state,
  target,
  preventScrollReset,
  relative,
  reloadDocument,
  onClick,
  ref,
  ...rest
}: LinkProps) {
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const local = absolute ? localTarget(to) : to;
  const href = useHref(local ?? '/', { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(local ?? '/', {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
  });
  const inApp = local !== null && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    navigationStarted();
    navigate(event);
  };
  return (
    <a
      {...rest}
      href={absolute ? to : href}
      onClick={inApp ? handleClick : onClick}
      ref={ref}
      target={target}
      data-discover={absolute ? undefined : 'true'}
    />
  );
}

export const Link = typeof window === 'undefined' ? ServerLink : RoutedLink;

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/** A Link that knows whether it leads to the current page: class "active", aria-current. */
export function NavLink({
  'aria-current': ariaCurrent = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  to,
  ...rest
}: NavLinkProps) {
  const path = useResolvedPath(to, { relative: rest.relative });
  let location = useLocation().pathname;
  let target = path.pathname;
  if (!caseSensitive) {
    location = location.toLowerCase();
    target = target.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active =
    location === target ||
    (!end && location.startsWith(target) && location.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      aria-current={active ? ariaCurrent : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
      to={to}
    />
  );
}
