// What the browser's router tells the page about a navigation under way (client/client-app.tsx
// provides it above the app): `pending` once the next page has taken longer than an instant (the
// progress bar shows, the old page is marked busy), `shown` the address of the page on screen, and
// `whenShown()`, which settles once the page for the current address is on screen. A form that
// navigates (the reservation look-up) keeps its busy label until then. On the server, where nothing
// navigates, nothing is pending and `shown` is null.
//
// The pending clock starts at the guest's click or submit (`navigationStarted()`, called by the
// site's Link and by the forms that navigate), not once the router has rendered the new address:
// on a busy device that render alone can take a few hundred milliseconds, and the bar is meant to
// answer the click itself.
import { createContext, useCallback, useContext } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

export interface NavigationStatus {
  pending: boolean;
  /** pathname + search of the page on screen (null: not known, the server's render). */
  shown: string | null;
  whenShown(): Promise<void>;
}

const settled: NavigationStatus = {
  pending: false,
  shown: null,
  whenShown: () => Promise.resolve(),
};

export const NavigationStatusContext = createContext<NavigationStatus>(settled);

export const useNavigationStatus = (): NavigationStatus => useContext(NavigationStatusContext);

type StartListener = () => void;
const startListeners = new Set<StartListener>();

/** A client navigation is about to start (a link clicked, a form sent): the pending clock runs. */
export function navigationStarted(): void {
  for (const listener of startListeners) listener();
}

/** The router's side (client/client-app.tsx): told of each navigation as it starts. */
export function onNavigationStarted(listener: StartListener): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/**
 * react-router's navigate, telling the progress bar first: what a form that leads to another page
 * uses, so the bar's clock starts at the guest's submit (links do the same in shared/ui/link.tsx).
 */
export function useNavigateWithProgress(): (
  to: To,
  options?: NavigateOptions,
) => void | Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      navigationStarted();
      return navigate(to, options);
    },
    [navigate],
  );
}
