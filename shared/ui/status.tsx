// Small status pieces of the design system: badges, skeletons while data streams, and the empty
// state a list shows when it has nothing.
import type { ReactNode } from 'react';
import './feedback.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'error';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

/** A grey shape with a slow shimmer where content will appear; hidden from assistive tech. Sizes
 *  are classes, not inline styles (the CSP allows no style attribute). */
export function Skeleton({
  shape = 'text',
}: {
  shape?: 'text' | 'short' | 'title' | 'block' | 'circle' | 'rating' | 'icon';
}) {
  return <span className={`skeleton skeleton--${shape}`} aria-hidden="true" />;
}

/** Words that stream in later, as a shimmer of their size (the caller hides them from assistive
 *  tech): `className` gives the content's own class, so the box is the content's. */
export function SkeletonText({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={['skeleton-text', className].filter(Boolean).join(' ')}>{children}</span>;
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
      >
        <rect
          x="6"
          y="12"
          width="36"
          height="26"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M6 20h36M16 6v10M32 6v10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
