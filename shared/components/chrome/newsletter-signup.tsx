// The email matches a standard pattern or is
// empty, otherwise "Please enter a valid email address" and a red border; submit disabled when
// empty, invalid or submitting; states idle, submitting, success, error; success only on a 200
// reply. Against sign-up floods: a captcha (the forms' CaptchaField, loaded once a valid address is typed, so
// no page pays for it up front) and double opt-in (decision 0032): success first says
// "Thank you for subscribing!", then the one step left — the mailed link, whose page
// (/newsletter/confirm) subscribes. A failure shows the platform's message when it
// names one (the captcha, too many sign-ups) and leaves the form to retry.
import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { useApi } from '../../data/app-context.tsx';
import { messages } from '../../validation/messages.ts';
import { canSubmitNewsletter, newsletterEmailError } from '../../validation/newsletter.ts';
import './newsletter-signup.css';

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

const CaptchaField = lazy(() =>
  import('../captcha/captcha-field.tsx').then((module) => ({ default: module.CaptchaField })),
);

export function NewsletterSignup() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<{ message?: string; captcha?: string }>({});
  const [sentTo, setSentTo] = useState('');
  const inputId = useId();
  const errorId = useId();
  const trimmed = email.trim();
  const error = newsletterEmailError(email);
  const invalid = error !== undefined;
  const showCaptcha = trimmed !== '' && !invalid;
  const disabled = !canSubmitNewsletter(email, status === 'submitting') || !captcha;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || !captcha) return;
    setStatus('submitting');
    setFailure({});
    const { signUpForNewsletter } = await import('../../data/newsletter-api.ts');
    const answer = await signUpForNewsletter(api, trimmed, captcha);
    const ok = answer.status === 200;
    if (ok) setSentTo(trimmed);
    else {
      // A solution is accepted once: every answer that reached the platform needs a fresh one.
      setCaptchaReset((count) => count + 1);
      const onCaptcha = answer.errors.find((item) => item.parameterName === 'captcha');
      setFailure(
        onCaptcha
          ? { captcha: onCaptcha.message ?? messages.invalidCaptcha }
          : answer.status === 429 || answer.status === 400
            ? { message: answer.errors[0]?.message }
            : {},
      );
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
          <div className="newsletter__success" role="status">
            <p className="newsletter__success-title">{messages.newsletterSuccess}</p>
            <p className="newsletter__success-text">
              {messages.newsletterCheckInbox}. We sent a link to <strong>{sentTo}</strong>. Open it
              within 2 days to confirm your subscription.
            </p>
          </div>
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
            {showCaptcha ? (
              <div className="newsletter__captcha">
                <Suspense fallback={null}>
                  <CaptchaField
                    onChange={setCaptcha}
                    resetKey={captchaReset}
                    error={failure.captcha}
                  />
                </Suspense>
              </div>
            ) : null}
            {status === 'error' && failure.message ? (
              <p className="newsletter__error" role="alert">
                {failure.message}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
