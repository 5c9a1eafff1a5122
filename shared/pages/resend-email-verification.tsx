// spec §2 /resend-email-verification "Resend Profile Activation Link": mails a new verification
// link. The answer is the same whether or not the address has an account awaiting activation.
import { useState, type FormEvent } from 'react';
import { Banner, TextField } from '../components/account/form-fields.tsx';
import { resendVerification } from '../data/account-api.ts';
import { messages } from '../validation/messages.ts';
import { emailError } from './forgot-password.tsx';
import '../components/account/account.css';

export const RESENT_MESSAGE =
  'If this e-mail address belongs to an account that is not activated yet, we have sent it a new activation link.';

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
    const answer = await resendVerification(email);
    setSubmitting(false);
    setResult(
      answer.ok
        ? { ok: true, message: RESENT_MESSAGE }
        : { ok: false, message: answer.errors[0]?.message ?? messages.somethingWentWrong },
    );
  };

  return (
    <article className="page">
      <h1>Resend Profile Activation Link</h1>
      <p>Enter the e-mail address you registered with and we will send a new activation link.</p>
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
            {submitting ? 'Sending...' : 'Resend Link'}
          </button>
        </div>
      </form>
    </article>
  );
}
