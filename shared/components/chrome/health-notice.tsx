// Header "Public-health notice banner" and "Health notice": the "corona-virus" module's
// HTML (sanitised in loadShellData), closable, shown unless the dismissal flag is in session
// storage. It is server-rendered, so a visitor who dismissed it sees it hidden at hydration (the
// shell reads the flag: useHealthNoticeDismissed), and this code comes when the guest reaches for
// its close button (deferred-part.tsx).
import { useState } from 'react';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { dismissHealthNotice } from '../../storage/session-storage.ts';
import type { HealthNoticeData } from '../../data/shell-data.ts';
import './health-notice.css';

export function HealthNotice({ notice }: { notice: HealthNoticeData }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const close = () => {
    dismissHealthNotice();
    setDismissed(true);
    pushAnalyticsEvent({ event: 'health_notice_dismissed' });
    document.getElementById('main-content')?.focus();
  };

  return (
    <aside className="health-notice" aria-label="Public health notice">
      <div className="health-notice__inner container">
        <svg
          className="health-notice__icon"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 7v6M12 16.5v.5"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <div className="health-notice__content" dangerouslySetInnerHTML={{ __html: notice.html }} />
        <button
          type="button"
          className="health-notice__close"
          aria-label="Close public health notice"
          onClick={close}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 3l10 10M13 3 3 13"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </aside>
  );
}
