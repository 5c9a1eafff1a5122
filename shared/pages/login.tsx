// spec §2 /login (accepts returnUrl): the sign-in form as a page. After a sign-in the browser goes
// to the return URL with a full load (the chrome renders signed in); the loader has already cut
// it down to a same-site path (shared/security/return-url.ts), so nothing leaves the site.
import { Link } from '../ui/link.tsx';
import { SignInForm } from '../components/account/sign-in-form.tsx';
import type { LoginData } from '../data/account-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import '../components/account/account.css';

export function Page({ data }: PageProps<LoginData>) {
  return (
    <article className="page">
      <h1>Sign In</h1>
      {data.signedInAs ? (
        <p>
          You are signed in as {data.signedInAs}. <Link to="/my-account">View your account</Link>.
        </p>
      ) : (
        <p>Sign in to your Longstay account to book faster and manage your profile.</p>
      )}
      <SignInForm onSignedIn={() => window.location.assign(data.returnUrl)} />
    </article>
  );
}
