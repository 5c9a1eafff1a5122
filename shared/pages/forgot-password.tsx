import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Forgot Password">
      <p>
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <p>
        Remembered it? <Link to="/login">Sign in</Link>.
      </p>
    </StaticPage>
  );
}
