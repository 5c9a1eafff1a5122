// Logo to /, desktop navigation Locations, Deals, Who We Are, a compact search bar
// (hidden on /home until the page is scrolled), the "My Account" / "Hi, {given name}" item and
// "My reservations" (each in its own module: both open as popups).
// The account items and the mobile menu hydrate when needed (deferred-part.tsx, to keep the
// first load small): the
// items when shown (never on a phone), the menu when the guest reaches for it. Their stylesheets
// are imported here, so that they are in the first paint's stylesheet with the header's.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../ui/link.tsx';
import type { SignedInAccount } from '../../data/request-context.ts';
import { deferredPart } from './deferred-part.tsx';
import { trackHeaderLink as track } from './header-analytics.ts';
import { LogoDesktop, LogoMobile } from './logo.tsx';
import { isHomePath } from '../search/home-path.ts';
import './header.css';
import './mobile-menu.css';
import '../account/account.css';
import '../reservations/find-reservation.css';

const HeaderAccount = deferredPart(
  () => import('./header-account.tsx').then((module) => module.HeaderAccount),
  { root: '.site-header__account', when: 'visible' },
);

const MobileMenu = deferredPart(
  () => import('./mobile-menu.tsx').then((module) => module.MobileMenu),
  { root: '.mobile-menu', when: 'interaction' },
);

export interface HeaderProps {
  account: SignedInAccount | null;
  /** The compact search bar (Search issue); a link to the home search meanwhile. */
  searchBar?: ReactNode;
  /** The mobile menu's Book a Room panel (Search issue). */
  mobileSearchPanel?: ReactNode;
}

const navItems = [
  { to: '/locations', label: 'Locations' },
  { to: '/offers', label: 'Deals' },
  { to: '/who-we-are', label: 'Who We Are' },
];

/** The hero's height the scroll helper assumes by default, in px. */
const HERO_HEIGHT_PX = 450;

/**
 * On / and /home the header search bar waits until the page is scrolled past the
 * hero, where the home page's own search widget sits.
 */
function useScrolledPastHero(active: boolean, heroHeight = HERO_HEIGHT_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active) return;
    const update = () => setScrolled(window.scrollY > heroHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [active, heroHeight]);
  return scrolled;
}

export function Header({ account, searchBar, mobileSearchPanel }: HeaderProps) {
  const { pathname } = useLocation();
  const home = isHomePath(pathname);
  const scrolled = useScrolledPastHero(home);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" onClick={() => track('Logo')}>
          <LogoMobile />
          <LogoDesktop />
          <span className="visually-hidden">Longstay home</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => track(item.label)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div
          id="header-search"
          className="site-header__search"
          data-testid="header-search"
          hidden={home && !scrolled}
        >
          {searchBar ?? (
            <Link to="/" className="site-header__search-link" onClick={() => track('Search')}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle
                  cx="10.5"
                  cy="10.5"
                  r="6.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                />
                <path
                  d="M15.5 15.5 21 21"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              <span>Find a hotel</span>
            </Link>
          )}
        </div>
        <HeaderAccount account={account} />
        <MobileMenu account={account} searchPanel={mobileSearchPanel} />
      </div>
    </header>
  );
}
