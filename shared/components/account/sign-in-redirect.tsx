// spec §2 / §6: an account page without a session sends the guest to /login with a returnUrl.
// The route table has no server-side redirect, so the page says so and, once hydrated, replaces
// the location with /login (the link works before hydration and without scripts).
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

export const loginPath = (returnUrl: string): string =>
  `/login?${new URLSearchParams({ returnUrl }).toString()}`;

export function SignInRedirect({ title, returnUrl }: { title: string; returnUrl: string }) {
  const navigate = useNavigate();
  const target = loginPath(returnUrl);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <article className="page">
      <h1>{title}</h1>
      <p>
        Please <Link to={target}>sign in</Link> to continue.
      </p>
    </article>
  );
}
