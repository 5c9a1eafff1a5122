// Header "Mobile menu" (below 768 px): Login or "Hi, {given name}", My
// Reservations, Locations, Deals, Who We Are, Book a Room, Contact Us, and Logout when signed in.
// Book a Room opens an in-menu search panel (`searchPanel`; without one the
// panel links to the home search). It closes on Escape, outside click, focus leaving and route
// change; focus returns to the menu button.
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '../../ui/link.tsx';
import type { SignedInAccount } from '../../data/request-context.ts';
import { useApi } from '../../data/app-context.tsx';
import { signOut } from '../../data/sign-in.ts';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { useDismissable, type CloseReason } from '../../ui/use-dismissable.ts';
import './mobile-menu.css';

export interface MobileMenuProps {
  account: SignedInAccount | null;
  searchPanel?: ReactNode;
}

/**
 * The page shell moves focus to the new page's heading (or main content) once a navigation has rendered; after
 * a navigation from this menu, the product wants it back on the menu button. So the next focus event,
 * if it is that programmatic move into #main-content (within a few seconds), is turned back to the
 * button; any other focus event first cancels the watch.
 */
function keepFocusAfterNavigation(button: RefObject<HTMLButtonElement | null>): void {
  const stop = () => {
    document.removeEventListener('focusin', onFocusIn, true);
    window.clearTimeout(timer);
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement | null;
    if (target === button.current) return;
    stop();
    if (target && document.getElementById('main-content')?.contains(target))
      button.current?.focus();
  };
  const timer = window.setTimeout(stop, 5_000);
  document.addEventListener('focusin', onFocusIn, true);
}

export function MobileMenu({ account, searchPanel }: MobileMenuProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [bookOpen, setBookOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback((reason: CloseReason | 'toggle') => {
    setOpen(false);
    setBookOpen(false);
    // Focus leaving means the visitor already moved on: do not pull focus back.
    if (reason === 'focus-left') return;
    button.current?.focus();
    if (reason === 'route') keepFocusAfterNavigation(button);
  }, []);
  useDismissable(open, container, close);

  const track = (label: string) =>
    pushAnalyticsEvent({ event: 'navigation', category: 'Mobile Menu', label });

  return (
    <div className="mobile-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        onClick={() => (open ? close('toggle') : setOpen(true))}
      >
        <span className="mobile-menu__icon" aria-hidden="true" data-open={open} />
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id="mobile-menu-panel" className="mobile-menu__panel" aria-label="Mobile" hidden={!open}>
        <ul className="mobile-menu__list">
          <li>
            {account ? (
              <Link to="/my-account" onClick={() => track('My Account')}>
                Hi, {account.givenName}
              </Link>
            ) : (
              <Link to="/login" onClick={() => track('Login')}>
                Login
              </Link>
            )}
          </li>
          <li>
            <Link to="/find-reservation" onClick={() => track('My Reservations')}>
              My Reservations
            </Link>
          </li>
          <li>
            <Link to="/locations" onClick={() => track('Locations')}>
              Locations
            </Link>
          </li>
          <li>
            <Link to="/offers" onClick={() => track('Deals')}>
              Deals
            </Link>
          </li>
          <li>
            <Link to="/who-we-are" onClick={() => track('Who We Are')}>
              Who We Are
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="mobile-menu__book"
              aria-expanded={bookOpen}
              aria-controls="mobile-menu-search"
              onClick={() => setBookOpen((value) => !value)}
            >
              Book a Room
            </button>
            <div id="mobile-menu-search" className="mobile-menu__search" hidden={!bookOpen}>
              {searchPanel ?? (
                <Link
                  to="/"
                  className="button button--primary"
                  onClick={() => track('Book a Room')}
                >
                  Find a Hotel
                </Link>
              )}
            </div>
          </li>
          <li>
            <Link to="/company/contact" onClick={() => track('Contact Us')}>
              Contact Us
            </Link>
          </li>
          {account ? (
            <li>
              <button
                type="button"
                className="mobile-menu__logout"
                onClick={() => void signOut(api)}
              >
                Logout
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
