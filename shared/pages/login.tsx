import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Sign In">
      <p>
        Sign in to your Longstay account to see your reservations, book faster with your saved
        details and manage your profile.
      </p>
      <p>
        New to Longstay? <Link to="/register">Create an account</Link>. Forgot your password?{' '}
        <Link to="/forgot-password">Reset it</Link>.
      </p>
    </StaticPage>
  );
}
