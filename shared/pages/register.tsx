import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Create Account">
      <p>
        Create a Longstay account to save your details for faster booking, keep track of your stays
        and receive member offers.
      </p>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>.
      </p>
    </StaticPage>
  );
}
