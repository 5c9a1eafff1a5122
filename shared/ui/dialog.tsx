// The design system's modal dialog: the native <dialog> (focus kept inside, Escape closes, focus
// returns to the opener), a title bar and a round close button drawn in the brand's style instead
// of the browser's grey one.
import { useEffect, useRef, type ReactNode } from 'react';
import { keepTabInside } from './focus-trap.ts';
import './surface.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** full: the whole screen on a dark ground (a photo viewer). */
  size?: 'medium' | 'wide' | 'full';
  children: ReactNode;
}

export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  size = 'medium',
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`dialog dialog--${size}`}
      aria-label={title}
      onClose={onClose}
      // Tab wraps inside the dialog rather than leaving for the browser's own controls.
      onKeyDown={(event) => {
        if (dialog.current) keepTabInside(event, dialog.current);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="dialog__frame">
        <div className={`dialog__bar${hideTitle ? ' dialog__bar--bare' : ''}`}>
          {hideTitle ? null : <h2 className="dialog__title">{title}</h2>}
          <button
            type="button"
            className="dialog__close"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="dialog__content">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
