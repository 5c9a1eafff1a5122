// Edit Account (route name not shown) and: editing needs a session, else /login. The
// form is the Create Account form in edit mode, prefilled from the saved profile.
import { AccountForm } from '../components/account/account-form.tsx';
import { formFromAccount } from '../data/account-form.ts';
import type { EditAccountData } from '../data/account-loaders.ts';
import { AccountUnavailable } from '../components/account/account-unavailable.tsx';
import type { PageProps } from '../data/route-types.ts';
import '../components/account/account.css';

export function Page({ data }: PageProps<EditAccountData>) {
  if (!data.account) return <AccountUnavailable title="Edit Account" />;
  return (
    <article className="page">
      <h1>Edit Account</h1>
      <AccountForm
        mode="edit"
        loginId={data.account.loginId}
        initial={formFromAccount(data.account)}
      />
    </article>
  );
}
