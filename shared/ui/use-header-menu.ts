// The header's popups (My Account, My reservations): a real link whose plain click or Enter opens
// a panel instead, once the panel's code is in; a modified click (new tab) follows the link, and so
// does a click whose code cannot be loaded. Escape, an outside click, focus leaving and the link
// again close the panel; Escape and the link give focus back to the link (use-dismissable.ts).
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useDismissable, type CloseReason } from './use-dismissable.ts';

export function useHeaderMenu(onNavigate: () => void) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);

  const close = useCallback((reason: CloseReason | 'toggle' | 'item') => {
    setOpen(false);
    if (reason === 'escape' || reason === 'toggle') trigger.current?.focus();
  }, []);
  // A popup's form (the reservation look-up) stays on screen, busy, until its page is shown.
  useDismissable(open, container, close, { untilShown: true });

  /** The link's click: closes an open panel, else opens it once `ready` (its code) is in. */
  const onTriggerClick = (
    event: MouseEvent<HTMLAnchorElement>,
    ready: (() => Promise<unknown>) | null,
  ) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (open) return close('toggle');
    const show = () => {
      setOpen(true);
      onNavigate();
    };
    if (!ready) return show();
    const href = event.currentTarget.href;
    ready().then(show, () => window.location.assign(href));
  };

  return { open, container, panel, trigger, close, onTriggerClick };
}
