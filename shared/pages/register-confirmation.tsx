import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Thank You for Creating an Account">
      <p>
        We have sent you an e-mail with a link to activate your profile. Follow the link to finish
        setting up your account.
      </p>
      <p>
        Did not receive it?{' '}
        <Link to="/resend-email-verification">Resend the profile activation link</Link>.
      </p>
    </StaticPage>
  );
}
