import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="My Account">
      <p>
        Your Longstay account: your profile details, your upcoming and past stays, and your
        preferences.
      </p>
      <p>
        <Link to="/edit-account">Edit your account</Link> or{' '}
        <Link to="/find-reservation">find a reservation</Link>.
      </p>
    </StaticPage>
  );
}
