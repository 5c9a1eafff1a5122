// The header's "My Account" and "My reservations" items (Header), a part of the header
// that hydrates when it is shown (deferred-part.tsx): on a phone it is hidden and the mobile menu
// offers both, so its code is never fetched there.
import type { SignedInAccount } from '../../data/request-context.ts';
import { AccountMenu } from '../account/account-menu.tsx';
import { ReservationsMenu } from '../reservations/reservations-menu.tsx';
import { trackHeaderLink } from './header-analytics.ts';

export function HeaderAccount({ account }: { account: SignedInAccount | null }) {
  return (
    <ul className="site-header__account">
      <li>
        <AccountMenu account={account} onNavigate={() => trackHeaderLink('My Account')} />
      </li>
      <li>
        <ReservationsMenu onNavigate={() => trackHeaderLink('My reservations')} />
      </li>
    </ul>
  );
}
