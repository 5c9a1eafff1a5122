// /forgot-password: mails a reset link. The answer is the same whether or not an account
// exists for the address.
import { Link } from '../ui/link.tsx';
import { EmailRequestForm } from '../components/account/email-request-form.tsx';
import { requestPasswordReset } from '../data/account-api.ts';
import '../components/account/account.css';
import { KeepWords } from '../ui/keep-words.tsx';

export const RESET_SENT_MESSAGE =
  'If an account exists for this e-mail address, we have sent a link to reset its password.';

export function Page() {
  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Forgot Password</h1>
        <p className="task-card__lede">
          <KeepWords>
            Enter the e-mail address of your account and we will send you a link to reset your
            password.
          </KeepWords>
        </p>
        <EmailRequestForm
          send={requestPasswordReset}
          sent={(answer) => answer.body?.message ?? RESET_SENT_MESSAGE}
          submitLabel="Send Reset Link"
          aside={<Link to="/login">Back to sign in</Link>}
        />
      </div>
    </article>
  );
}
