// Each question is a button with a plus or minus
// sign, titled "Open FAQ" or "Close FAQ", opening and closing its answer with a 0.5 s height
// animation; no animation when the guest prefers reduced motion.
// A native button gives Enter and Space; aria-expanded and aria-controls tell screen readers.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import './faq-accordion.css';

export const ACCORDION_MS = 500;

interface FaqItem {
  question: string;
  /** Sanitised by the loader. */
  answerHtml: string;
}

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  // The answer leaves the page (hidden) only once its closing animation has ended.
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const id = useId();

  // Before paint, so an opening answer never flashes at its full height.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = panel.current;
    if (!element) return;
    if (open) setShown(true);
    if (reducedMotion()) {
      element.style.height = '';
      if (!open) setShown(false);
      return;
    }
    // Animate from the current height to the target one, then let the height be natural again.
    const start = open ? 0 : element.scrollHeight;
    element.style.height = `${start}px`;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        element.style.height = open ? `${element.scrollHeight}px` : '0px';
      });
    });
    const done = window.setTimeout(() => {
      element.style.height = '';
      if (!open) setShown(false);
    }, ACCORDION_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(done);
    };
  }, [open]);

  return (
    <div className="faq__item" data-open={open ? 'true' : 'false'}>
      <h3 className="faq__question">
        <button
          type="button"
          className="faq__toggle"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          title={open ? 'Close FAQ' : 'Open FAQ'}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="faq__question-text">{item.question}</span>
          <span className="faq__sign" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} ref={panel} className="faq__answer" hidden={!open && !shown}>
        <div className="faq__answer-body" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
      </div>
    </div>
  );
}

export function FaqAccordion({ title, items }: { title: string | null; items: FaqItem[] }) {
  const headingId = useId();
  return (
    <section className="faq" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="faq__title">
          {title}
        </h2>
      ) : null}
      {items.map((item) => (
        <FaqEntry key={item.question} item={item} />
      ))}
    </section>
  );
}
