// Surfaces of the design system: the card, the rating stars, tabs and pagination.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './surface.css';

export function Card({
  title,
  headingLevel = 3,
  children,
  footer,
  media,
  interactive = false,
  as: Tag = 'section',
  className,
}: {
  /** The card's heading; a section card is named by it (a landmark region). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
  footer?: ReactNode;
  /** An image at the top, edge to edge. */
  media?: ReactNode;
  /** Lifts on hover (a card that is one big link). */
  interactive?: boolean;
  as?: 'section' | 'article' | 'div' | 'li';
  className?: string;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag
      className={['card', interactive ? 'card--interactive' : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title && Tag !== 'div' && Tag !== 'li' ? titleId : undefined}
    >
      {media ? <div className="card__media">{media}</div> : null}
      <div className="card__body">
        {title ? (
          <Heading id={titleId} className="card__title">
            {title}
          </Heading>
        ) : null}
        {children}
      </div>
      {footer ? <div className="card__footer">{footer}</div> : null}
    </Tag>
  );
}

/** Five stars filled to the score (a 0–5 scale), read as "4.5 out of 5". */
export function Rating({ value, count }: { value: number; count?: number }) {
  const score = Math.max(0, Math.min(5, value));
  const label = `${score.toFixed(1)} out of 5${count !== undefined ? `, ${count} reviews` : ''}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((star) => {
          const fill = Math.max(0, Math.min(1, score - star));
          return (
            <svg key={star} className="rating__star" viewBox="0 0 20 20" width="18" height="18">
              <path
                className={
                  fill >= 0.75 ? 'rating__full' : fill >= 0.25 ? 'rating__half' : 'rating__empty'
                }
                d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L1.4 7.7l6-.7z"
              />
            </svg>
          );
        })}
      </span>
      <span className="rating__value" aria-hidden="true">
        {score.toFixed(1)}
      </span>
      {count !== undefined ? (
        <span className="rating__count" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen tab is in the tab order. */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const base = useId();
  const [chosen, setChosen] = useState(tabs[0]?.id ?? '');
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === chosen);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setChosen(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            className="tabs__tab"
            aria-selected={tab.id === chosen}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === chosen ? 0 : -1}
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          className="tabs__panel"
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== chosen}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

/** Page numbers with previous and next; at most five numbers around the current page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, index) => first + index);
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span> Previous
      </button>
      <ol className="pagination__pages">
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="pagination__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
