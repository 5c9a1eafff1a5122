// The email matches a standard pattern or is
// empty, otherwise "Please enter a valid email address" and a red border; submit disabled when
// empty, invalid or submitting; states idle, submitting, success, error; success only on a 200
// reply. Against sign-up floods: a captcha (the forms' CaptchaField, loaded once a valid address is typed, so
// no page pays for it up front) and double opt-in (decision 0032): success first says
// "Thank you for subscribing!", then the one step left — the mailed link, whose page
// (/newsletter/confirm) subscribes. A failure shows the platform's message when it
// names one (the captcha, too many sign-ups) and leaves the form to retry.
import { Suspense, lazy, useId, useState } from 'react';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { useApi } from '../../data/app-context.tsx';
import { TextField } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { messages } from '../../validation/messages.ts';
import { canSubmitNewsletter, newsletterEmailError } from '../../validation/newsletter.ts';
import './newsletter-signup.css';

const CaptchaField = lazy(() =>
  import('../captcha/captcha-field.tsx').then((module) => ({ default: module.CaptchaField })),
);

export function NewsletterSignup() {
  const api = useApi();
  // The address is checked as it is typed, not once it is left.
  const form = useForm<'email'>({
    initial: { email: '' },
    validate: ({ email }) => ({ email: newsletterEmailError(email) }),
    idPrefix: 'newsletter',
  });
  const { status } = form;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const titleId = useId();
  const email = form.values.email;
  const trimmed = email.trim();
  const error = form.clientErrors.email;
  const showCaptcha = trimmed !== '' && error === undefined;
  const disabled = !canSubmitNewsletter(email, status === 'submitting') || !captcha;

  const send = async (): Promise<SubmitOutcome> => {
    if (!captcha) return { ok: false };
    const { signUpForNewsletter } = await import('../../data/newsletter-api.ts');
    const answer = await signUpForNewsletter(api, trimmed, captcha);
    const ok = answer.status === 200;
    pushAnalyticsEvent({ event: 'newsletter_signup', status: ok ? 'success' : 'error' });
    if (ok) {
      setSentTo(trimmed);
      return { ok: true };
    }
    // A solution is accepted once: every answer that reached the platform needs a fresh one.
    setCaptchaReset((count) => count + 1);
    const onCaptcha = answer.errors.find((item) => item.parameterName === 'captcha');
    if (onCaptcha) {
      return { ok: false, fieldErrors: { captcha: onCaptcha.message ?? messages.invalidCaptcha } };
    }
    return answer.status === 429 || answer.status === 400
      ? { ok: false, message: answer.errors[0]?.message ?? '' }
      : { ok: false };
  };

  return (
    <section className="newsletter" aria-labelledby={titleId} data-status={status}>
      <div className="newsletter__intro">
        <h2 id={titleId} className="newsletter__title">
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
          <form
            ref={form.formRef}
            className="newsletter__form"
            noValidate
            onSubmit={(event) => {
              if (disabled) {
                event.preventDefault();
                return;
              }
              void form.onSubmit(send)(event);
            }}
          >
            <TextField
              {...form.bind('email')}
              error={error}
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              className="newsletter__field"
              controlClassName="newsletter__input"
              trailing={
                <button
                  type="submit"
                  className="button button--primary newsletter__submit"
                  disabled={disabled}
                  aria-busy={status === 'submitting'}
                >
                  Sign Up
                </button>
              }
            />
            {showCaptcha ? (
              <div className="newsletter__captcha">
                <Suspense fallback={null}>
                  <CaptchaField
                    onChange={setCaptcha}
                    resetKey={captchaReset}
                    error={form.serverErrors.captcha}
                  />
                </Suspense>
              </div>
            ) : null}
            {status === 'error' && form.message ? (
              <p className="newsletter__error" role="alert">
                {form.message}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
