// Alerts: success, error and info, each with an icon, an optional title and a
// coloured edge. An error is role="alert"; success and info are polite status messages. Alerts
// can take focus (tabIndex -1) so a form can move the guest to its outcome.
import type { ReactNode, Ref } from 'react';
import './feedback.css';
import { keepWords } from './keep-words.tsx';

export type AlertKind = 'success' | 'error' | 'info';

const icons: Record<AlertKind, ReactNode> = {
  success: <path d="M5 10.5l3.5 3.5L15 7" fill="none" stroke="currentColor" strokeWidth="2.2" />,
  error: (
    <path
      d="M10 5v6m0 3.2v.3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  ),
  info: (
    <path
      d="M10 9v6m0-9.3v.3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  ),
};

export interface AlertProps {
  kind: AlertKind;
  title?: ReactNode;
  children?: ReactNode;
  alertRef?: Ref<HTMLDivElement>;
  className?: string;
}

export function Alert({ kind, title, children, alertRef, className }: AlertProps) {
  return (
    <div
      ref={alertRef}
      className={['alert', `alert--${kind}`, className ?? ''].filter(Boolean).join(' ')}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      <svg className="alert__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {icons[kind]}
      </svg>
      <div className="alert__body">
        {title ? <p className="alert__title">{keepWords(title)}</p> : null}
        {children ? <div className="alert__text">{keepWords(children)}</div> : null}
      </div>
    </div>
  );
}
