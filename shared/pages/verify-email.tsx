// The target of the mailed verification link (/verify-email?loginId=&token=): verifies the e-mail
// (spec §7 PUT verification with the token) once the page has loaded in the browser, then offers
// to sign in. spec §8 "Verification failure": the platform's statuses message is shown.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../components/account/form-fields.tsx';
import { verifyEmail } from '../data/account-api.ts';
import type { MailLinkData } from '../data/account-loaders.ts';
import type { PageProps } from '../app/route-types.ts';
import '../components/account/account.css';

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

const INVALID_LINK = 'This verification link is invalid or has expired.';

export function Page({ data }: PageProps<MailLinkData>) {
  const [state, setState] = useState<State>({ kind: 'verifying' });

  useEffect(() => {
    if (!data.loginId || !data.token) {
      setState({ kind: 'failed', message: INVALID_LINK });
      return;
    }
    let current = true;
    void verifyEmail(data.loginId, data.token).then((answer) => {
      if (!current) return;
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
  }, [data.loginId, data.token]);

  return (
    <article className="page">
      <h1>Verify Your E-mail</h1>
      {state.kind === 'verifying' ? (
        <p role="status">Verifying your e-mail address…</p>
      ) : state.kind === 'verified' ? (
        <>
          <Banner kind="success">Your e-mail address is verified.</Banner>
          <p>
            Your Longstay profile is active.{' '}
            <Link to="/login?returnUrl=%2Fmy-account">Sign in</Link> to see your account.
          </p>
        </>
      ) : (
        <>
          <Banner kind="error">{state.message}</Banner>
          <p>
            <Link to="/resend-email-verification">Resend Profile Activation Link</Link>
          </p>
        </>
      )}
    </article>
  );
}
