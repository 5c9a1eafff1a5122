// The sign-in popup and /login: e-mail and password are
// required and only red borders show; the button reads "Signing in..." while submitting; a failure
// reads "Invalid email or password" when the credentials were refused (analytics records "Email or
// password is invalid"), and throttling, outages and network failures say so (data/sign-in.ts);
// links to /register, /forgot-password and /resend-email-verification. The guest's input is kept
// on failure. After a few failed sign-ins of an account the platform asks for the captcha (issue
// 17 M3): the form then shows it, and sends its solution with the next attempt.
import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { SIGN_IN_ANALYTICS_MESSAGE, signIn } from '../../data/sign-in.ts';
import { useApi } from '../../data/app-context.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { missingSignInFields } from '../../validation/account.ts';
import { Alert } from '../../ui/alert.tsx';
import { TextField } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';

export interface SignInFormProps {
  /** After a successful sign-in (the session cookie is set): reload or go to the return URL. */
  onSignedIn: () => void;
  /** Receives the e-mail input, so a popup can focus it when it opens. */
  emailRef?: (element: HTMLInputElement | null) => void;
  /** Called when a link of the form is followed (the popup closes). */
  onLinkFollowed?: () => void;
}

/** Analytics records the component's default message, not the one shown. */
function trackSignInFailure(): void {
  pushAnalyticsEvent({ event: 'sign_in_error', message: SIGN_IN_ANALYTICS_MESSAGE });
}

// Only red borders show, so a missing field's "message" is never displayed.
const MISSING = 'missing';

export function SignInForm({ onSignedIn, emailRef, onLinkFollowed }: SignInFormProps) {
  const form = useForm<'email' | 'password'>({
    initial: { email: '', password: '' },
    validate: (values) =>
      Object.fromEntries(missingSignInFields(values).map((field) => [field, MISSING])),
    // Borders turn red after a submit, not as a field is left.
    checkOnBlur: false,
    focusOnRefusal: 'outcome',
  });
  // Shown once the platform asked for it; each solution is accepted once, so a failed attempt
  // resets the widget.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  // After a success the page reloads or moves on: the button keeps saying so until it does.
  const busy = form.submitting || form.status === 'success';

  const api = useApi();
  const send = async ({
    email,
    password,
  }: {
    email: string;
    password: string;
  }): Promise<SubmitOutcome> => {
    const outcome = await signIn(api, email, password, captchaAsked ? captcha : null);
    if (outcome.ok) {
      pushAnalyticsEvent({ event: 'sign_in' });
      onSignedIn();
      return { ok: true };
    }
    if (outcome.reason === 'credentials') trackSignInFailure();
    if (outcome.reason === 'captcha') setCaptchaAsked(true);
    if (captchaAsked) setCaptchaReset((count) => count + 1);
    return { ok: false, message: outcome.message };
  };
  const marked = (field: 'email' | 'password') => (form.errorOf(field) ? true : undefined);
  const { error: _emailError, ...email } = form.bind('email');
  const { error: _passwordError, ...password } = form.bind('password');

  return (
    <form
      ref={form.formRef}
      className="sign-in-form"
      method="post"
      action="/api/session"
      noValidate
      onSubmit={(event) => void form.onSubmit(send)(event)}
    >
      {/* The failure stays while the guest corrects the input, until the next attempt. */}
      {form.message && form.status !== 'success' ? (
        <Alert kind="error">{form.message}</Alert>
      ) : null}
      <TextField
        {...email}
        label="Email"
        type="email"
        autoComplete="username"
        error={marked('email')}
        required
        inputRef={emailRef}
      />
      <TextField
        {...password}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={marked('password')}
        required
      />
      {captchaAsked ? <CaptchaField onChange={setCaptcha} resetKey={captchaReset} /> : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || (captchaAsked && !captcha)}
      >
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
      <ul className="sign-in-form__links">
        <li>
          <Link to="/register" onClick={onLinkFollowed}>
            Create an account
          </Link>
        </li>
        <li>
          <Link to="/forgot-password" onClick={onLinkFollowed}>
            Forgot password
          </Link>
        </li>
        <li>
          <Link to="/resend-email-verification" onClick={onLinkFollowed}>
            Resend Profile Activation Link
          </Link>
        </li>
      </ul>
    </form>
  );
}
