import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Verify Your E-mail">
      <p>
        We are activating your profile with the link from your e-mail. Once it is active you can
        sign in and book.
      </p>
      <p>
        <Link to="/login">Sign in</Link> or{' '}
        <Link to="/resend-email-verification">get a new activation link</Link>.
      </p>
    </StaticPage>
  );
}
