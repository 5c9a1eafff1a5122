// The browser side of a deferred part (deferred-part.tsx): what in the page asks for its code,
// and what a guest did to its server HTML before that code arrived.
// - "visible": the part's element comes near the viewport (an element hidden by CSS never does);
// - "interaction": a pointer over or down on it, a touch, focus or a key inside it;
// both kinds also load on interaction, so a part is never left dead under a guest's finger.
// A click or a form submission inside a part that has not hydrated would be lost (React stops a
// discrete event on a dehydrated boundary; a form would even be sent by the browser), so it is
// held and replayed once the part has hydrated. Text typed into
// its inputs stays in the DOM through hydration, and is then handed to React as a change.

export type HydrateWhen = 'visible' | 'interaction';

/** How far outside the viewport a "visible" part starts loading. */
const VISIBLE_MARGIN = '200px 0px';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const HELD_EVENTS = ['click', 'submit'] as const;

export interface Watch {
  /** Stops observing; a held click is dropped. */
  stop: () => void;
  /** The part has hydrated: hand typed text to React, then replay a held click or submit. */
  hydrated: () => void;
}

/**
 * Watches `element` (the part's server-rendered root) and calls `wanted` once when the part's
 * code is asked for. Listeners sit on window in the capture phase: they run before React's on
 * the document root, which stops discrete events aimed at a boundary it cannot hydrate yet.
 */
export function watchPart(element: Element, when: HydrateWhen, wanted: () => void): Watch {
  let held: (() => void) | null = null;
  let done = false;
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);

  const onIntent = (event: Event) => {
    if (inside(event)) wanted();
  };
  // Held, not lost: replayed on the same element once React's handlers are attached to it.
  const hold = (event: Event) => {
    if (done || !inside(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    held = () => {
      if (!target.isConnected) return;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      // Dispatched, not target.click(): the target may be an SVG shape inside a button.
      else
        target.dispatchEvent(
          new MouseEvent('click', {
            bubbles: true,
            cancelable: true,
            composed: true,
            view: window,
          }),
        );
    };
    wanted();
  };
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of HELD_EVENTS) window.addEventListener(type, hold, { capture: true });

  let observer: IntersectionObserver | null = null;
  if (when === 'visible') {
    if (typeof IntersectionObserver === 'undefined') wanted();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wanted();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      observer.observe(element);
    }
  }

  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
    for (const type of HELD_EVENTS) window.removeEventListener(type, hold, { capture: true });
    observer?.disconnect();
  };
  return {
    stop: () => {
      stop();
      held = null;
    },
    hydrated: () => {
      if (done) return;
      done = true;
      stop();
      const replay = held;
      held = null;
      // What the guest did must never break the page it did it on.
      try {
        handTypedTextToReact(element);
        replay?.();
      } catch (error) {
        reportError(error);
      }
    },
  };
}

/**
 * Hydration keeps what was typed into an input before it (React leaves the DOM value alone) but
 * the component's state does not know it, so a controlled field would show text its form
 * ignores. Each such field gets an input event that React reads as a change: its value tracker
 * is set to the server's value first (through the element's own setter, which React watches),
 * the typed text is put back underneath it, and the event makes React compare the two.
 */
function handTypedTextToReact(element: Element): void {
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const input of element.querySelectorAll('input')) {
    if (['checkbox', 'radio', 'submit', 'button', 'hidden'].includes(input.type)) continue;
    const typed = input.value;
    if (typed === input.defaultValue) continue;
    input.value = input.defaultValue;
    nativeValue?.set?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

export interface ServerCopy {
  tag: string;
  attributes: Record<string, string>;
  html: string;
}

/**
 * The part's root as the server rendered it, to show unchanged if React must re-render it. Inline
 * styles that scripts set since (a slider's offset, a popup's position) are left out: put back as
 * HTML, each would be refused by the content security policy, which allows no style attribute.
 */
export function copyOfServerHtml(element: Element): ServerCopy {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attributes)
    if (name !== 'style') attributes[name === 'class' ? 'className' : name] = value;
  // Cloned only when something added a style (the common part has none).
  const source = element.querySelector('[style]') ? withoutStyles(element) : element;
  return { tag: element.tagName.toLowerCase(), attributes, html: source.innerHTML };
}

function withoutStyles(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  for (const styled of copy.querySelectorAll('[style]')) styled.removeAttribute('style');
  return copy;
}
