// spec §2 "Sign-in popup" and /login, §5 "Sign-in", §8 "Sign-in failure": e-mail and password are
// required and only red borders show; the button reads "Signing in..." while submitting; a failure
// reads "Invalid email or password" when the credentials were refused (analytics records "Email or
// password is invalid"), and throttling, outages and network failures say so (data/sign-in.ts);
// links to /register, /forgot-password and /resend-email-verification. The guest's input is kept
// on failure.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { SIGN_IN_ANALYTICS_MESSAGE, signIn } from '../../data/sign-in.ts';
import { missingSignInFields } from '../../validation/account.ts';
import { Banner, TextField } from './form-fields.tsx';

export interface SignInFormProps {
  /** After a successful sign-in (the session cookie is set): reload or go to the return URL. */
  onSignedIn: () => void;
  /** Receives the e-mail input, so a popup can focus it when it opens. */
  emailRef?: (element: HTMLInputElement | null) => void;
  /** Called when a link of the form is followed (the popup closes). */
  onLinkFollowed?: () => void;
}

/** spec §8: analytics records the component's default message, not the one shown. */
function trackSignInFailure(): void {
  pushAnalyticsEvent({ event: 'sign_in_error', message: SIGN_IN_ANALYTICS_MESSAGE });
}

export function SignInForm({ onSignedIn, emailRef, onLinkFollowed }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = attempted ? missingSignInFields({ email, password }) : [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (missingSignInFields({ email, password }).length) return;
    setSubmitting(true);
    setFailure(null);
    const outcome = await signIn(email, password);
    if (outcome.ok) {
      pushAnalyticsEvent({ event: 'sign_in' });
      onSignedIn();
      return;
    }
    if (outcome.reason === 'credentials') trackSignInFailure();
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
      {failure ? <Banner kind="error">{failure}</Banner> : null}
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
      <button type="submit" className="button button--primary" disabled={submitting}>
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
