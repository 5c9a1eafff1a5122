// Links of the chrome and of the directory pages that lead to a result or hotel page (footer
// destinations, popular destinations, locations, favorites): each carries the current stay
// (so a guest never has to enter it twice), known once per document by CurrentStayProvider (use-stay.ts useCurrentStay).
// A page priced for a stay writes its own (data.stay) with withStay instead.
import { createContext, useContext, type ReactNode } from 'react';
import { Link, type LinkProps } from '../../ui/link.tsx';
import { withStay, type Stay } from '../../search/stay-url.ts';
import { useCurrentStay } from './use-stay.ts';

const CurrentStayContext = createContext<Stay | null>(null);

export function CurrentStayProvider({ children }: { children: ReactNode }) {
  const stay = useCurrentStay();
  return <CurrentStayContext value={stay}>{children}</CurrentStayContext>;
}

/** The stay links carry on this page, or null when the guest has not chosen one. */
export const useStayForLinks = (): Stay | null => useContext(CurrentStayContext);

/** A react-router Link whose `to` (a site path) gets the current stay. */
export function StayLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={withStay(to, useStayForLinks())} {...props} />;
}
