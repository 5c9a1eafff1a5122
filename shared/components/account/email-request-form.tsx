// The one-field form of /forgot-password and /resend-email-verification: an e-mail address, a
// platform call, and an answer that is the same whether or not an account exists (DESIGN.md
// "Sessions and security").
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CallResult } from '../../data/account-api.ts';
import { isAccountEmail } from '../../validation/patterns.ts';
import { messages } from '../../validation/messages.ts';
import { Banner, TextField } from './form-fields.tsx';

export function emailError(email: string): string | undefined {
  if (!email.trim()) return messages.required;
  return isAccountEmail(email) ? undefined : messages.emailInvalid;
}

export interface EmailRequestFormProps<T> {
  send: (email: string) => Promise<CallResult<T>>;
  /** The banner text after the platform accepted the request. */
  sent: (answer: CallResult<T>) => string;
  submitLabel: string;
  /** Next to the submit button (e.g. a link back to sign in). */
  aside?: ReactNode;
}

export function EmailRequestForm<T>({ send, sent, submitLabel, aside }: EmailRequestFormProps<T>) {
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
    const answer = await send(email);
    setSubmitting(false);
    setResult(
      answer.ok
        ? { ok: true, message: sent(answer) }
        : { ok: false, message: answer.errors[0]?.message ?? messages.somethingWentWrong },
    );
  };

  return (
    <>
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
            {submitting ? 'Sending...' : submitLabel}
          </button>
          {aside}
        </div>
      </form>
    </>
  );
}
