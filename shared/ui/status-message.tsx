// A polite live region that says
// what just changed (how many suggestions came, which one was chosen) and empties itself 500 ms
// later, so a screen reader's virtual cursor never finds a stale message in the page (the
// pattern of Downshift's a11y status). A newer message replaces the older and restarts the timer.
import { useEffect, useRef, useState } from 'react';

export const STATUS_CLEAR_MS = 500;

/** The timing alone, free of React: `show` receives each message, then '' once it has lapsed. */
export function statusAnnouncer(show: (message: string) => void, clearAfterMs = STATUS_CLEAR_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    announce(message: string): void {
      clearTimeout(timer);
      show(message);
      timer = setTimeout(() => show(''), clearAfterMs);
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}

/** A message to show in <StatusMessage>, and the function that announces the next one. */
export function useStatusMessage(): { message: string; announce: (message: string) => void } {
  const [message, setMessage] = useState('');
  const announcer = useRef<ReturnType<typeof statusAnnouncer> | null>(null);
  announcer.current ??= statusAnnouncer(setMessage);
  useEffect(() => () => announcer.current?.dispose(), []);
  return { message, announce: announcer.current.announce };
}

export function StatusMessage({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {message}
    </div>
  );
}
