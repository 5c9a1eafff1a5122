// "Sign-in popup" and /login "Sign-in" "Sign-in failure": e-mail and password are
// required and only red borders show; the button reads "Signing in..." while submitting; a failure
// reads "Invalid email or password" when the credentials were refused (analytics records "Email or
// password is invalid"), and throttling, outages and network failures say so (data/sign-in.ts);
// links to /register, /forgot-password and /resend-email-verification. The guest's input is kept
// on failure. After a few failed sign-ins of an account the platform asks for the captcha (to slow
// password guessing): the form then shows it, and sends its solution with the next attempt.
import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/link.tsx';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { SIGN_IN_ANALYTICS_MESSAGE, signIn } from '../../data/sign-in.ts';
import { useApi } from '../../data/app-context.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { missingSignInFields } from '../../validation/account.ts';
import { Alert } from '../../ui/alert.tsx';
import { TextField } from '../../ui/field.tsx';

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

export function SignInForm({ onSignedIn, emailRef, onLinkFollowed }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Shown once the platform asked for it; each solution is accepted once, so a failed attempt
  // resets the widget.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const missing = attempted ? missingSignInFields({ email, password }) : [];

  const api = useApi();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (missingSignInFields({ email, password }).length) return;
    setSubmitting(true);
    setFailure(null);
    const outcome = await signIn(api, email, password, captchaAsked ? captcha : null);
    if (outcome.ok) {
      pushAnalyticsEvent({ event: 'sign_in' });
      onSignedIn();
      return;
    }
    if (outcome.reason === 'credentials') trackSignInFailure();
    if (outcome.reason === 'captcha') setCaptchaAsked(true);
    if (captchaAsked) setCaptchaReset((count) => count + 1);
    setFailure(outcome.message);
    setSubmitting(false);
  };

  return (
    <form
      className="sign-in-form"
      method="post"
      action="/api/session"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={missing.includes('email') || undefined}
        required
        inputRef={emailRef}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={missing.includes('password') || undefined}
        required
      />
      {captchaAsked ? <CaptchaField onChange={setCaptcha} resetKey={captchaReset} /> : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={submitting || (captchaAsked && !captcha)}
      >
        {submitting ? 'Signing in...' : 'Sign in'}
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
