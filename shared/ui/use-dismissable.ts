// Closing behaviour shared by the header's disclosure menus (Header: the mobile menu
// closes on Escape, outside click or focus leaving, and on route change; focus returns to the
// menu button).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useNavigationStatus } from '../data/navigation-status.tsx';
import { DATE_PICKER_PORTAL_ID } from '../search/dates.ts';

export type CloseReason = 'escape' | 'outside' | 'focus-left' | 'route';

/**
 * Inside the menu, or in a layer the menu's own fields open in a portal of the document (the
 * search's calendar in the mobile menu's Book a Room): a tap there is not a tap outside.
 */
function isWithin(container: HTMLElement | null, target: EventTarget | null): boolean {
  if (!(target instanceof Node)) return false;
  if (container?.contains(target)) return true;
  const portal = document.getElementById(DATE_PICKER_PORTAL_ID);
  return !!portal?.contains(target) && !!container?.querySelector('.search-date__wrapper');
}

/**
 * `untilShown`: the route change that closes it is the new page showing, not the new address (a
 * popup whose form navigates stays open, busy, until the page it asked for is there).
 */
export function useDismissable(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: (reason: CloseReason) => void,
  { untilShown = false }: { untilShown?: boolean } = {},
): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isWithin(container.current, event.target)) closeRef.current('outside');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isWithin(container.current, event.target)) closeRef.current('focus-left');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container]);

  const { pathname, search } = useLocation();
  const { shown } = useNavigationStatus();
  const route = untilShown && shown !== null ? shown : `${pathname}${search}`;
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const previousRoute = useRef(route);
  useEffect(() => {
    if (route === previousRoute.current) return;
    previousRoute.current = route;
    if (openRef.current) closeRef.current('route');
  }, [route]);
}
