// spec §5 "Newsletter", §4 "Newsletter status", §8, §9: the email matches a standard pattern or is
// empty, otherwise "Please enter a valid email address" and a red border; submit disabled when
// empty, invalid or submitting; states idle, submitting, success, error; success only on a 2xx
// reply ("Thank you for subscribing!"); an error shows no message and leaves the form to retry.
import { useId, useState, type FormEvent } from 'react';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { useApi } from '../../data/app-context.tsx';
import { messages } from '../../validation/messages.ts';
import {
  NEWSLETTER_CR,
  NEWSLETTER_FM,
  canSubmitNewsletter,
  newsletterEmailError,
} from '../../validation/newsletter.ts';
import './newsletter-signup.css';

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

/** spec §9 "Newsletter provider params: cr 100427, fm 30, source is the site's domain" (an API path). */
export function newsletterPath(email: string, siteDomain: string): string {
  const query = new URLSearchParams({
    cr: NEWSLETTER_CR,
    fm: NEWSLETTER_FM,
    s_source: siteDomain,
    s_email: email,
  });
  return `/newsletter/subscribe?${query.toString()}`;
}

export function NewsletterSignup({ siteDomain }: { siteDomain?: string }) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const inputId = useId();
  const errorId = useId();
  const trimmed = email.trim();
  const error = newsletterEmailError(email);
  const invalid = error !== undefined;
  const disabled = !canSubmitNewsletter(email, status === 'submitting');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    setStatus('submitting');
    let ok = false;
    try {
      const domain = siteDomain ?? window.location.hostname;
      await api.post(newsletterPath(trimmed, domain));
      ok = true;
    } catch {
      ok = false;
    }
    setStatus(ok ? 'success' : 'error');
    pushAnalyticsEvent({ event: 'newsletter_signup', status: ok ? 'success' : 'error' });
  };

  return (
    <section className="newsletter" aria-labelledby={`${inputId}-title`} data-status={status}>
      <div className="newsletter__intro">
        <h2 id={`${inputId}-title`} className="newsletter__title">
          Get exclusive deals in your inbox
        </h2>
        <p className="newsletter__lede">Member rates, seasonal offers and news from our hotels.</p>
      </div>
      <div className="newsletter__action" aria-live="polite">
        {status === 'success' ? (
          <p className="newsletter__success" role="status">
            {messages.newsletterSuccess}
          </p>
        ) : (
          <form className="newsletter__form" noValidate onSubmit={(event) => void submit(event)}>
            <label htmlFor={inputId} className="newsletter__label">
              Email address
            </label>
            <div className="newsletter__row">
              <input
                id={inputId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                className="newsletter__input"
                value={email}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (status === 'error') setStatus('idle');
                }}
              />
              <button
                type="submit"
                className="button button--primary newsletter__submit"
                disabled={disabled}
                aria-busy={status === 'submitting'}
              >
                Sign Up
              </button>
            </div>
            {invalid ? (
              <p id={errorId} className="newsletter__error">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
