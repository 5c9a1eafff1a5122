// The chrome around every page, everything inside <body> except the scripts: skip link,
// public-health notice, header, corporate banner, <main id="main-content">, footer.
// The document tree renders <AppShell shell={shellData}>.
// The footer, with its newsletter form, hydrates when it comes near the viewport or the guest
// reaches into it, the health notice when the guest reaches for it (deferred-part.tsx, so
// neither weighs on the first load); their stylesheets are imported here, so that they are in the first paint's stylesheet.
import { useEffect, useState, type ReactNode } from 'react';
import { CorporateBanner, useCorporateBanner } from './corporate-banner.tsx';
import { deferredPart } from './deferred-part.tsx';
import { Header } from './header.tsx';
import { isHealthNoticeDismissed } from '../../storage/session-storage.ts';
import type { ShellData } from '../../data/shell-data.ts';
import { useNavigationStatus } from '../../data/navigation-status.tsx';
import { SkipLink } from './skip-link.tsx';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../ui/button.css';
import './footer.css';
import './newsletter-signup.css';
import './privacy-preferences.css';
import './health-notice.css';

const Footer = deferredPart(() => import('./footer.tsx').then((module) => module.Footer), {
  root: 'footer.site-footer',
  when: 'visible',
});

const HealthNotice = deferredPart(
  () => import('./health-notice.tsx').then((module) => module.HealthNotice),
  { root: 'aside.health-notice', when: 'interaction' },
);

/** Dismissed earlier in the visit (session storage: after hydration). */
function useHealthNoticeDismissed(): boolean {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (isHealthNoticeDismissed()) setDismissed(true);
  }, []);
  return dismissed;
}

/**
 * The page's main region; while the next page loads it is marked busy and dimmed. A component of
 * its own, so that only it re-renders when a navigation turns pending (the page inside is the same
 * element and is left alone).
 */
function MainRegion({ children }: { children: ReactNode }) {
  const { pending } = useNavigationStatus();
  return (
    <main
      id="main-content"
      tabIndex={-1}
      aria-busy={pending || undefined}
      className={pending ? 'is-pending' : undefined}
    >
      {children}
    </main>
  );
}

export interface AppShellProps {
  shell: ShellData;
  children: ReactNode;
  /** The header's compact search bar; defaults to a link to the home search. */
  headerSearch?: ReactNode;
  /** The mobile menu's Book a Room panel; defaults to a link to the home search. */
  mobileSearchPanel?: ReactNode;
}

export function AppShell({ shell, children, headerSearch, mobileSearchPanel }: AppShellProps) {
  const corporate = useCorporateBanner(shell.corporate, shell.context);
  const noticeDismissed = useHealthNoticeDismissed();
  return (
    <>
      <SkipLink />
      {shell.healthNotice && !noticeDismissed ? <HealthNotice notice={shell.healthNotice} /> : null}
      <Header
        account={shell.account}
        searchBar={headerSearch}
        mobileSearchPanel={mobileSearchPanel}
      />
      {corporate ? (
        <CorporateBanner
          key={corporate.id}
          banner={corporate}
          collapsed={shell.context.corporateBannerCollapsed === true}
        />
      ) : null}
      <MainRegion>{children}</MainRegion>
      <Footer data={shell.footer} />
    </>
  );
}
