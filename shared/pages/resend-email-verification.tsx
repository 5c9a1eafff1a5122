import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Resend Profile Activation Link">
      <p>
        Enter the e-mail address you registered with and we will send a new link to activate your
        profile.
      </p>
    </StaticPage>
  );
}
