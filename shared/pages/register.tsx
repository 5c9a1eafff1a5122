// /register "Create Account": the shared account form in create mode.
import { Link } from '../ui/link.tsx';
import { AccountForm } from '../components/account/account-form.tsx';
import '../components/account/account.css';

export function Page() {
  return (
    <article className="page">
      <h1>Create Account</h1>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>.
      </p>
      <AccountForm mode="create" />
    </article>
  );
}
