import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Reset Password">
      <p>
        Choose a new password for your account: at least 8 characters, with at least 1 letter and 1
        number.
      </p>
      <p>
        The link in your e-mail works once; if it has expired,{' '}
        <Link to="/forgot-password">request a new one</Link>.
      </p>
    </StaticPage>
  );
}
