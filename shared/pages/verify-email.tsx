// The target of the mailed verification link (/verify-email?loginId=&token=): verifies the e-mail
// (PUT verification with the token) once the page has loaded in the browser, then offers
// to sign in. "Verification failure": the platform's statuses message is shown. A token
// works once, so after success the address drops it (?verified=1): a reload, or the full load
// after signing in from this page, shows the success again rather than a spent link. Opened while
// signed in, the page leads to the account instead of asking to sign in again.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../ui/link.tsx';
import { verifyEmail } from '../data/account-api.ts';
import { useApi } from '../data/app-context.tsx';
import type { MailLinkData } from '../data/account-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import { Alert } from '../ui/alert.tsx';
import { LinkButton } from '../ui/button.tsx';
import '../components/account/account.css';
import { KeepWords } from '../ui/keep-words.tsx';

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

const INVALID_LINK = 'This verification link is invalid or has expired.';

export function Page({ data }: PageProps<MailLinkData>) {
  const navigate = useNavigate();
  const api = useApi();
  const [state, setState] = useState<State>(
    data.verified ? { kind: 'verified' } : { kind: 'verifying' },
  );

  useEffect(() => {
    if (data.verified) {
      setState({ kind: 'verified' });
      return;
    }
    if (!data.loginId || !data.token) {
      setState({ kind: 'failed', message: INVALID_LINK });
      return;
    }
    let current = true;
    void verifyEmail(api, data.loginId, data.token).then((answer) => {
      if (!current) return;
      if (answer.ok) void navigate('/verify-email?verified=1', { replace: true });
      setState(
        answer.ok
          ? { kind: 'verified' }
          : {
              kind: 'failed',
              message: answer.body?.statuses?.[0]?.message ?? INVALID_LINK,
            },
      );
    });
    return () => {
      current = false;
    };
  }, [api, data.loginId, data.token, data.verified, navigate]);

  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>
          <KeepWords>Verify Your E-mail</KeepWords>
        </h1>
        {state.kind === 'verifying' ? (
          <p role="status">
            <KeepWords>Verifying your e-mail address…</KeepWords>
          </p>
        ) : state.kind === 'verified' ? (
          <>
            <Alert kind="success" title="Your e-mail address is verified.">
              <p>
                {data.signedIn
                  ? 'Your Longstay profile is active.'
                  : 'Your Longstay profile is active. Sign in to see your account.'}
              </p>
            </Alert>
            {data.signedIn ? (
              <LinkButton to="/my-account">Go to My Account</LinkButton>
            ) : (
              <LinkButton to="/login?returnUrl=%2Fmy-account">Sign in</LinkButton>
            )}
          </>
        ) : (
          <>
            <Alert kind="error">{state.message}</Alert>
            <p>
              <Link to="/resend-email-verification">Resend Profile Activation Link</Link>
            </p>
          </>
        )}
      </div>
    </article>
  );
}
