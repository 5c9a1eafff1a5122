// Closing behaviour shared by the header's disclosure menus (spec §2 Header: the mobile menu
// closes on Escape, outside click or focus leaving, and on route change; focus returns to the
// menu button).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

export type CloseReason = 'escape' | 'outside' | 'focus-left' | 'route';

export function useDismissable(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: (reason: CloseReason) => void,
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
      if (!container.current?.contains(event.target as Node)) closeRef.current('outside');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!container.current?.contains(event.target as Node)) closeRef.current('focus-left');
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
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const previousPath = useRef(`${pathname}${search}`);
  useEffect(() => {
    const current = `${pathname}${search}`;
    if (current === previousPath.current) return;
    previousPath.current = current;
    if (openRef.current) closeRef.current('route');
  }, [pathname, search]);
}
