// "carousel autoplay 3000 ms when enabled (off by default)". A playing carousel moves on
// every 3 s, counted again after each change of slide. It holds still while the pointer is over
// it or focus moves into it (until Play is pressed), stays paused once the guest presses Pause,
// and starts paused when the guest asked for reduced motion (WCAG 2.2.2 Pause, Stop, Hide; the
// APG carousel pattern).
import { useEffect, useRef, useState, type FocusEvent } from 'react';

export const AUTOPLAY_DELAY_MS = 3000;

/** Calls `advance` every `delayMs` until the returned function stops it. */
export function startAutoplay(advance: () => void, delayMs = AUTOPLAY_DELAY_MS): () => void {
  const timer = setInterval(advance, delayMs);
  return () => clearInterval(timer);
}

export function useAutoplay(
  enabled: boolean,
  slides: number,
  advance: () => void,
  /** Changes whenever the slide changes, so each slide gets its full 3 s. */
  slide: number,
) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (enabled && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, [enabled]);
  const running = enabled && slides > 1 && !paused && !hovered && !focused;
  useEffect(() => (running ? startAutoplay(() => latest.current()) : undefined), [running, slide]);
  return {
    running,
    paused,
    // Play plays at once, even with focus on the button and the pointer over it (APG).
    togglePaused: () => {
      setPaused((value) => !value);
      setHovered(false);
      setFocused(false);
    },
    /** Handlers for the carousel's root: hold still under the pointer and while focused. */
    holdOn: enabled
      ? {
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur: (event: FocusEvent<HTMLElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setFocused(false);
          },
        }
      : {},
  };
}
