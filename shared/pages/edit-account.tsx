import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Edit Account">
      <p>
        Update your name, address, phone number, e-mail address, password and travel preferences.
      </p>
      <p>
        You need to be <Link to="/login">signed in</Link> to edit your account.
      </p>
    </StaticPage>
  );
}
