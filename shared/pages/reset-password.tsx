// The target of the mailed reset link (/reset-password?loginId=&token=): a new password under the
// same rules as the account form (at least 8 characters, a letter and a number; the
// confirmation must match; not built on the e-mail address or the brand). A password the platform
// refuses (a common one, or one built on the account's names) shows its message under the field.
import { Link } from '../ui/link.tsx';
import { fieldErrorsFrom, resetPassword } from '../data/account-api.ts';
import { useApi } from '../data/app-context.tsx';
import type { MailLinkData } from '../data/account-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, LinkButton } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { useForm } from '../ui/use-form.ts';
import { validatePassword } from '../validation/account.ts';
import { passwordContextProblem } from '../validation/password-context.ts';
import { messages } from '../validation/messages.ts';
import '../components/account/account.css';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

export function resetErrors(password: string, confirm: string, email = '') {
  return {
    password: password
      ? (validatePassword(password) ?? passwordContextProblem(password, { email }))
      : messages.required,
    confirm: !confirm
      ? messages.required
      : confirm !== password
        ? messages.passwordsDoNotMatch
        : undefined,
  };
}

export function Page({ data }: PageProps<MailLinkData>) {
  const api = useApi();
  const form = useForm<'newPassword' | 'confirmPassword'>({
    initial: { newPassword: '', confirmPassword: '' },
    validate: ({ newPassword, confirmPassword }) => {
      const errors = resetErrors(newPassword, confirmPassword, data.loginId);
      return { newPassword: errors.password, confirmPassword: errors.confirm };
    },
    checkOnBlur: false,
  });
  const submit = form.onSubmit(async ({ newPassword }) => {
    const answer = await resetPassword(api, data.loginId, data.token, newPassword);
    if (answer.ok) return { ok: true };
    const { newPassword: refused } = fieldErrorsFrom(answer.errors);
    return refused
      ? { ok: false, fieldErrors: { newPassword: refused } }
      : { ok: false, message: RESET_LINK_INVALID };
  });
  const linkValid = Boolean(data.loginId && data.token);

  if (form.status === 'success') {
    return (
      <article className="page page--task">
        <div className="task-card">
          <h1>Reset Password</h1>
          <Alert kind="success" title="Your password has been changed." alertRef={form.outcomeRef}>
            <p>Sign in with your new password.</p>
          </Alert>
          <LinkButton to="/login">Sign in</LinkButton>
        </div>
      </article>
    );
  }
  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Reset Password</h1>
        <p className="task-card__lede">Choose a new password for your account.</p>
        {!linkValid || form.message ? (
          <Alert kind="error" alertRef={form.outcomeRef}>
            {RESET_LINK_INVALID} <Link to="/forgot-password">Send a new link</Link>.
          </Alert>
        ) : null}
        {linkValid ? (
          <form
            ref={form.formRef}
            className="account-form"
            noValidate
            onSubmit={(event) => void submit(event)}
          >
            <TextField
              {...form.bind('newPassword')}
              label="New Password"
              type="password"
              autoComplete="new-password"
              required
              hint={messages.passwordHint}
            />
            <TextField
              {...form.bind('confirmPassword')}
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              required
            />
            <div className="button-row">
              <Button type="submit" loading={form.submitting} loadingLabel="Saving...">
                Set New Password
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </article>
  );
}
