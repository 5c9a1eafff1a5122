// The target of the mailed reset link (/reset-password?loginId=&token=): a new password under the
// same rules as the account form (spec §5: at least 8 characters, a letter and a number; the
// confirmation must match).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Banner, TextField } from '../components/account/form-fields.tsx';
import { resetPassword } from '../data/account-api.ts';
import type { MailLinkData } from '../data/account-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import { validatePassword } from '../validation/account.ts';
import { messages } from '../validation/messages.ts';
import '../components/account/account.css';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

export function resetErrors(password: string, confirm: string) {
  return {
    password: password ? validatePassword(password) : messages.required,
    confirm: !confirm
      ? messages.required
      : confirm !== password
        ? messages.passwordsDoNotMatch
        : undefined,
  };
}

export function Page({ data }: PageProps<MailLinkData>) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const errors = resetErrors(password, confirm);
  const linkValid = Boolean(data.loginId && data.token);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (errors.password || errors.confirm || submitting) return;
    setSubmitting(true);
    const answer = await resetPassword(data.loginId, data.token, password);
    setSubmitting(false);
    setOutcome(answer.ok ? 'done' : 'failed');
  };

  if (outcome === 'done') {
    return (
      <article className="page">
        <h1>Reset Password</h1>
        <Banner kind="success">Your password has been changed.</Banner>
        <p>
          <Link to="/login">Sign in</Link> with your new password.
        </p>
      </article>
    );
  }
  return (
    <article className="page">
      <h1>Reset Password</h1>
      {!linkValid || outcome === 'failed' ? (
        <Banner kind="error">
          {RESET_LINK_INVALID} <Link to="/forgot-password">Send a new link</Link>.
        </Banner>
      ) : null}
      {linkValid ? (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label="New Password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={setPassword}
            error={attempted ? errors.password : undefined}
            hint="At least 8 characters, with at least 1 letter and 1 number."
          />
          <TextField
            label="Confirm New Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={setConfirm}
            error={attempted ? errors.confirm : undefined}
          />
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? 'Saving...' : 'Set New Password'}
            </button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
