// /resend-email-verification "Resend Profile Activation Link": mails a new verification
// link. The answer is the same whether or not the address has an account awaiting activation.
import { EmailRequestForm } from '../components/account/email-request-form.tsx';
import { resendVerification } from '../data/account-api.ts';
import '../components/account/account.css';
import { KeepWords } from '../ui/keep-words.tsx';

export const RESENT_MESSAGE =
  'If this e-mail address belongs to an account that is not activated yet, we have sent it a new activation link.';

export function Page() {
  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Resend Profile Activation Link</h1>
        <p className="task-card__lede">
          <KeepWords>
            Enter the e-mail address you registered with and we will send a new activation link.
          </KeepWords>
        </p>
        <EmailRequestForm
          send={resendVerification}
          sent={() => RESENT_MESSAGE}
          submitLabel="Resend Link"
        />
      </div>
    </article>
  );
}
