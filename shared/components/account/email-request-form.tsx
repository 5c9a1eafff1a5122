// The one-field form of /forgot-password and /resend-email-verification: an e-mail address, a
// platform call, and an answer that is the same whether or not an account exists (so the
// form cannot be used to learn who has an account). The answer is an alert above the form that takes focus.
import type { ReactNode } from 'react';
import type { CallResult } from '../../data/account-api.ts';
import type { ApiClient } from '../../data/api-client.ts';
import { useApi } from '../../data/app-context.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { isAccountEmail } from '../../validation/patterns.ts';
import { messages } from '../../validation/messages.ts';

export function emailError(email: string): string | undefined {
  if (!email.trim()) return messages.required;
  return isAccountEmail(email) ? undefined : messages.emailInvalid;
}

export interface EmailRequestFormProps<T> {
  send: (api: ApiClient, email: string) => Promise<CallResult<T>>;
  /** The alert's text after the platform accepted the request. */
  sent: (answer: CallResult<T>) => string;
  submitLabel: string;
  /** Next to the submit button (e.g. a link back to sign in). */
  aside?: ReactNode;
}

export function EmailRequestForm<T>({ send, sent, submitLabel, aside }: EmailRequestFormProps<T>) {
  const api = useApi();
  const form = useForm<'email'>({
    initial: { email: '' },
    validate: ({ email }) => ({ email: emailError(email) }),
    checkOnBlur: false,
    repeatable: true,
  });
  const submit = form.onSubmit(async ({ email }) => {
    const answer = await send(api, email);
    return answer.ok
      ? { ok: true, message: sent(answer) }
      : { ok: false, message: answer.errors[0]?.message ?? messages.somethingWentWrong };
  });
  const done = form.status === 'success';

  return (
    <>
      {form.message ? (
        <Alert
          kind={done ? 'success' : 'error'}
          title={done ? 'Check your e-mail' : undefined}
          alertRef={form.outcomeRef}
        >
          <p>{form.message}</p>
        </Alert>
      ) : null}
      <form
        ref={form.formRef}
        className="account-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <div className="button-row">
          <Button type="submit" loading={form.submitting} loadingLabel="Sending...">
            {submitLabel}
          </Button>
          {aside}
        </div>
      </form>
    </>
  );
}
