// spec §2 Header "My Account" item: "My Account" signed out, "Hi, {given name}" signed in. Its
// popup (sign-in form / View Account and Sign Out) belongs to the Accounts issue; until then the
// item is a real link to the page that does the same job.
import { Link } from 'react-router';
import type { SignedInAccount } from '../../data/request-context.ts';

export interface AccountMenuProps {
  account: SignedInAccount | null;
  onNavigate: () => void;
}

export function AccountMenu({ account, onNavigate }: AccountMenuProps) {
  return (
    <Link
      to={account ? '/my-account' : '/login'}
      className="site-header__account-link"
      onClick={onNavigate}
    >
      {account ? `Hi, ${account.givenName}` : 'My Account'}
    </Link>
  );
}
