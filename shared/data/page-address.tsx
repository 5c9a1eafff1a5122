// The address of the page on screen: its route state's path and query. While the next page loads,
// the address bar already names the next page and the previous one is still shown (and may only
// now mount, when the guest left before it had finished loading). A page that writes the address
// bar or navigates to its own address asks first whether the address bar still names it.
import { createContext, useCallback, useContext } from 'react';

export const PageAddressContext = createContext<string | null>(null);

/** Whether the address bar still names the page on screen (its path; the query may change). */
export function useStillOnPage(): () => boolean {
  const address = useContext(PageAddressContext);
  return useCallback(() => {
    if (address === null) return true;
    return window.location.pathname === new URL(address, window.location.origin).pathname;
  }, [address]);
}
