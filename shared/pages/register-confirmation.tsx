// /register-confirmation: shown after the account was created (Forms: create
// success goes here). Only the account form's navigation carries the news that an account was
// just created (router state, read once mounted so the server's HTML and hydration agree); a
// direct visit, a bookmark or a crawler thanks nobody and says how activation works instead.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../ui/link.tsx';
import { accountCreatedBy, type AccountCreatedState } from '../data/account-form.ts';
import { KeepWords } from '../ui/keep-words.tsx';

export function Page() {
  const { state } = useLocation();
  const [created, setCreated] = useState<AccountCreatedState | null>(null);
  useEffect(() => setCreated(accountCreatedBy(state)), [state]);

  if (!created) {
    return (
      <article className="page">
        <h1>Activate Your Account</h1>
        <p>
          <KeepWords>
            When you create a Longstay account, we send you an e-mail with a link to activate your
            profile. Follow it, then sign in.
          </KeepWords>
        </p>
        <ul>
          <li>
            <Link to="/register">Create an account</Link>
          </li>
          <li>
            <Link to="/resend-email-verification">Resend Profile Activation Link</Link>
          </li>
          <li>
            <Link to="/login">Sign in</Link>
          </li>
        </ul>
      </article>
    );
  }
  return (
    <article className="page">
      <h1>Account Created</h1>
      <p>
        <KeepWords>Thank you for creating a Longstay account. We have sent an e-mail to</KeepWords>{' '}
        <strong className="email-address">{created.email}</strong> with a link to activate your
        profile; follow it, then sign in.
      </p>
      <p>
        <KeepWords>No e-mail?</KeepWords>{' '}
        <Link to="/resend-email-verification">Resend Profile Activation Link</Link>.
      </p>
    </article>
  );
}
