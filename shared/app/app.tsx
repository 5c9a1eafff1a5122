// The root tree: the document, the chrome (W-chrome's AppShell) and the current page. The same
// tree renders under StaticRouter on the server and BrowserRouter in the browser.
import '../pages/page.css';
import { useMemo, type ReactNode } from 'react';
import { AppShell } from '../components/chrome/app-shell.tsx';
import type { ShellData } from '../data/shell-data.ts';
import type { ApiClient } from '../data/api-client.ts';
import { AppServicesProvider } from '../data/app-context.tsx';
import type { PublicConfig } from '../data/public-config.ts';
import { HeaderSearch, MobileSearchPanel } from '../components/search/header-search.tsx';
import { CurrentStayProvider } from '../components/search/stay-link.tsx';
import { deferredPart } from '../components/chrome/deferred-part.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { NotFoundPage } from '../pages/not-found.tsx';
import { Document, type DocumentAssets } from './document.tsx';
import { NonceContext } from '../head/nonce.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import type { RouteState } from './route-state.ts';
import { PageAddressContext } from '../data/page-address.tsx';
import { NavigationProgress } from '../ui/navigation-progress.tsx';

export interface AppProps {
  state: RouteState;
  shell: ShellData;
  assets: DocumentAssets;
  nonce: string | undefined;
  handoffJson: string;
  /** The API client components call (the browser's; on the server the request's). */
  api: ApiClient;
  site: PublicConfig;
  /** Navigation status (browser only): a live region announcing a slow page load. */
  status?: ReactNode;
}

// The header's search bar hydrates when it is shown (deferred-part.tsx): never on a phone, where
// the mobile menu has its own, and on the home page once scrolled past the hero's. Its code is
// in the first load anyway (every search box shares it).
const HeaderSearchBar = deferredPart(() => Promise.resolve(HeaderSearch), {
  root: '#header-search > form',
  when: 'visible',
});

// One element each for the whole visit: the chrome's parts that hydrate late must see the same
// props on every render.
const headerSearch = <HeaderSearchBar />;
const mobileSearchPanel = <MobileSearchPanel />;

export function PageContent({ state }: { state: RouteState }) {
  if (state.status === 404) return <NotFoundPage />;
  if (state.status === 500 || !state.Page) return <ErrorPage />;
  const { Page } = state;
  return (
    <PageAddressContext.Provider value={state.key}>
      <Page data={state.data} />
    </PageAddressContext.Provider>
  );
}

export function App({ state, shell, assets, nonce, handoffJson, api, site, status }: AppProps) {
  const services = useMemo(() => ({ api, site }), [api, site]);
  return (
    <AppServicesProvider services={services}>
      <NonceContext.Provider value={nonce}>
        <Document head={state.head} assets={assets} nonce={nonce} handoffJson={handoffJson}>
          <CurrentStayProvider>
            <NavigationProgress />
            <AppShell
              shell={shell}
              headerSearch={headerSearch}
              mobileSearchPanel={mobileSearchPanel}
            >
              <div className="route-status" role="status" aria-live="polite">
                {status}
              </div>
              <PageErrorBoundary resetKey={state.key}>
                <PageContent state={state} />
              </PageErrorBoundary>
            </AppShell>
          </CurrentStayProvider>
        </Document>
      </NonceContext.Provider>
    </AppServicesProvider>
  );
}
