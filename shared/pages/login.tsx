// /login (accepts returnUrl): the sign-in form as a page. After a sign-in the browser goes
// to the return URL with a full load (the chrome renders signed in); the loader has already cut
// it down to a same-site path (shared/security/return-url.ts), so nothing leaves the site. A guest
// who is already signed in is not shown the form under "You are signed in" (that read as if the
// session had been lost): the page offers the account, or signing out to use another one.
import { SignInForm } from '../components/account/sign-in-form.tsx';
import type { LoginData } from '../data/account-loaders.ts';
import { useApi } from '../data/app-context.tsx';
import type { PageProps } from '../data/route-types.ts';
import { signOut } from '../data/sign-in.ts';
import { Button, LinkButton } from '../ui/button.tsx';
import '../components/account/account.css';

export function Page({ data }: PageProps<LoginData>) {
  const api = useApi();
  if (data.signedInAs)
    return (
      <article className="page">
        <h1>Sign In</h1>
        <p>You are already signed in as {data.signedInAs}.</p>
        <div className="account-actions">
          <LinkButton to={data.returnUrl === '/' ? '/my-account' : data.returnUrl}>
            {data.returnUrl === '/' ? 'View your account' : 'Continue'}
          </LinkButton>
          <Button variant="ghost" onClick={() => void signOut(api)}>
            Sign out to use another account
          </Button>
        </div>
      </article>
    );
  return (
    <article className="page">
      <h1>Sign In</h1>
      <p>Sign in to your Longstay account to book faster and manage your profile.</p>
      <SignInForm onSignedIn={() => window.location.assign(data.returnUrl)} />
    </article>
  );
}
