// spec §2 /register-confirmation: shown after the account was created (spec §4 Forms).
import { Link } from 'react-router';

export function Page() {
  return (
    <article className="page">
      <h1>Account Created</h1>
      <p>
        Thank you for creating a Longstay account. We have sent you an e-mail with a link to
        activate your profile; follow it, then sign in.
      </p>
      <p>
        No e-mail? <Link to="/resend-email-verification">Resend Profile Activation Link</Link>.
      </p>
    </article>
  );
}
