// spec §2 /forgot-password: mails a reset link. The answer is the same whether or not an account
// exists for the address (DESIGN.md "Sessions and security").
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Banner, TextField } from '../components/account/form-fields.tsx';
import { requestPasswordReset } from '../data/account-api.ts';
import { isAccountEmail } from '../validation/patterns.ts';
import { messages } from '../validation/messages.ts';
import '../components/account/account.css';

export function emailError(email: string): string | undefined {
  if (!email.trim()) return messages.required;
  return isAccountEmail(email) ? undefined : messages.emailInvalid;
}

export function Page() {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const error = attempted ? emailError(email) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (emailError(email) || submitting) return;
    setSubmitting(true);
    const answer = await requestPasswordReset(email);
    setSubmitting(false);
    setResult(
      answer.ok
        ? {
            ok: true,
            message:
              answer.body?.message ??
              'If an account exists for this e-mail address, we have sent a link to reset its password.',
          }
        : {
            ok: false,
            message: answer.errors[0]?.message ?? messages.somethingWentWrong,
          },
    );
  };

  return (
    <article className="page">
      <h1>Forgot Password</h1>
      <p>
        Enter the e-mail address of your account and we will send you a link to reset your password.
      </p>
      {result ? <Banner kind={result.ok ? 'success' : 'error'}>{result.message}</Banner> : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={error}
        />
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send Reset Link'}
          </button>
          <Link to="/login">Back to sign in</Link>
        </div>
      </form>
    </article>
  );
}
