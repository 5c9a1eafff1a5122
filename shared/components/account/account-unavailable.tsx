// A signed-in guest whose account cannot be loaded (the platform is down or failing)
// reads that the account is unavailable, not the sign-in page; the response is a 503.
import { Alert } from '../../ui/alert.tsx';
import { ACCOUNT_UNAVAILABLE } from '../../data/account-loaders.ts';

export function AccountUnavailable({ title }: { title: string }) {
  return (
    <article className="page">
      <h1>{title}</h1>
      <Alert kind="error">{ACCOUNT_UNAVAILABLE}</Alert>
    </article>
  );
}
