// Header "Skip link": jumps to main content, then after 300 ms focuses the place search
// input (#place-input); if the input is missing it logs "Search input not found" and focuses
// main content after 200 ms (timings).
import type { MouseEvent } from 'react';
import './skip-link.css';

export const skipLinkFocusDelayMs = 300;
export const skipLinkFallbackDelayMs = 200;

function focusMain(): void {
  document.getElementById('main-content')?.focus();
}

export function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  focusMain();
  window.setTimeout(() => {
    const input = document.getElementById('place-input');
    if (input) {
      input.focus();
      return;
    }
    console.warn('Search input not found');
    window.setTimeout(focusMain, skipLinkFallbackDelayMs);
  }, skipLinkFocusDelayMs);
}

export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link" onClick={handleSkipToContent}>
      Skip to main content
    </a>
  );
}
