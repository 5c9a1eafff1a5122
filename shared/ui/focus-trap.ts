// Tab stays inside a header popup (Sign-in popup: "keeps Tab focus inside") and the design
// system's dialog; shared by the My Account and Find your reservation popups and ui/dialog.tsx.
import type { KeyboardEvent } from 'react';

/** The elements of `root` that take focus by Tab, in order, leaving out hidden parts. */
export const focusables = (root: HTMLElement): HTMLElement[] =>
  [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
    ),
  ].filter((element) => !element.closest('[hidden]'));

/** On Tab from the last element (Shift+Tab from the first), focus wraps to the other end. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
