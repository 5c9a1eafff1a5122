// What the browser's router tells the page about a navigation under way (client/client-app.tsx
// provides it above the app): `pending` once the next page has taken longer than an instant (the
// progress bar shows, the old page is marked busy), `shown` the address of the page on screen, and
// `whenShown()`, which settles once the page for the current address is on screen. A form that
// navigates (the reservation look-up) keeps its busy label until then. On the server, where nothing
// navigates, nothing is pending and `shown` is null.
import { createContext, useContext } from 'react';

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
