// Header "My Account" item: "My Account" signed out, "Hi, {given name}" signed in. It opens
// a popup: signed out the sign-in form (Escape and outside click close it, Tab stays inside);
// signed in View Account (/my-account) and Sign Out. The popup closes on route change, on focus
// leaving, on Escape and on following one of its items; focus returns to the trigger (Escape) or
// moves on to the next header item (Tab out of the signed-in panel).
// The trigger is a real link (/login or /my-account), so it works before hydration and with a
// modifier key (new tab); a plain click or Enter opens the popup instead. The sign-in form is
// imported on first use: hover or focus of the trigger starts it, the popup opens when
// it is in, and if it cannot be loaded the link is followed.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '../../ui/link.tsx';
import type { SignedInAccount } from '../../data/request-context.ts';
import { useApi } from '../../data/app-context.tsx';
import { signOut } from '../../data/sign-in.ts';
import { useHeaderMenu } from '../../ui/use-header-menu.ts';
import { focusables, keepTabInside } from '../../ui/focus-trap.ts';
import { onDemand } from '../../ui/on-demand.ts';
import '../../ui/header-menu.css';
import './account.css';

export interface AccountMenuProps {
  account: SignedInAccount | null;
  onNavigate: () => void;
}

const PANEL_ID = 'account-menu-panel';

const signInForm = onDemand(() => import('./sign-in-form.tsx').then((module) => module.SignInForm));

export function AccountMenu({ account, onNavigate }: AccountMenuProps) {
  const api = useApi();
  const { open, container, panel, trigger, close, onTriggerClick } = useHeaderMenu(onNavigate);
  const emailInput = useRef<HTMLInputElement | null>(null);

  // On opening, focus goes into the popup: the e-mail field, or View Account.
  useEffect(() => {
    if (!open) return;
    const first = account ? panel.current && focusables(panel.current)[0] : emailInput.current;
    first?.focus();
  }, [open, account, panel]);

  // Sign-in popup: "keeps Tab focus inside". The signed-in panel lets Tab move on to the
  // next header item (and closes, as focus left it).
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!account && panel.current) keepTabInside(event, panel.current);
  };

  const label = account ? `Hi, ${account.givenName}` : 'My Account';
  const SignInForm = signInForm.loaded();
  return (
    <div className="header-menu" ref={container}>
      <a
        ref={trigger}
        href={account ? '/my-account' : '/login'}
        className="site-header__account-link"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => onTriggerClick(event, account ? null : signInForm.load)}
        onPointerEnter={account ? undefined : signInForm.prefetch}
        onFocus={account ? undefined : signInForm.prefetch}
      >
        {label}
      </a>
      <div
        ref={panel}
        id={PANEL_ID}
        className="header-menu__panel"
        role="dialog"
        aria-label={account ? 'Your account' : 'Sign in'}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        {account ? (
          <ul className="account-menu__actions">
            <li>
              <Link to="/my-account" onClick={() => close('item')}>
                View Account
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close('item');
                  void signOut(api);
                }}
              >
                Sign Out
              </button>
            </li>
          </ul>
        ) : open && SignInForm ? (
          <>
            <h2 className="header-menu__title">Sign in</h2>
            <SignInForm
              emailRef={(element) => {
                emailInput.current = element;
              }}
              // A full load: the server renders the chrome (and every page) signed in.
              onSignedIn={() => window.location.reload()}
              onLinkFollowed={() => close('item')}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
