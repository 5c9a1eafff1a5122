// /my-account "Account view": the profile, upcoming and past reservations and favorites,
// with Edit and Sign Out, and the signed-in devices, as a
// dashboard of cards — the next stay with its hotel's photo, past stays, favorites with photos,
// the profile and the devices. After Edit Account's full reload it shows "Account updated".
import { Link } from '../ui/link.tsx';
import { Alert } from '../ui/alert.tsx';
import { FavoritesList } from '../components/account/favorites-list.tsx';
import { SessionsCard } from '../components/account/sessions-card.tsx';
import { NextStayCard, PastStaysCard } from '../components/account/account-stays.tsx';
import { ProfileCard } from '../components/account/profile-card.tsx';
import { PriceProtectionCard } from '../components/account/price-protection-card.tsx';
import { nextStayOf } from '../data/account-next-stay.ts';
import type { MyAccountData } from '../data/account-loaders.ts';
import { AccountUnavailable } from '../components/account/account-unavailable.tsx';
import type { PageProps } from '../data/route-types.ts';
import { messages } from '../validation/messages.ts';
import '../components/account/account.css';
import '../components/account/account-dashboard.css';

export function Page({ data }: PageProps<MyAccountData>) {
  const { account, reservations, sessions, updated, nextStayImage } = data;
  if (!account) return <AccountUnavailable title="My Account" />;
  const next = reservations ? nextStayOf(reservations) : null;
  const upcoming = (reservations ?? [])
    .filter((stay) => stay.upcoming && stay !== next)
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const past = (reservations ?? []).filter((stay) => !stay.upcoming);
  return (
    <article className="page account-dashboard">
      <header className="account-dashboard__head">
        <h1>My Account</h1>
        <p className="account-dashboard__welcome">Welcome back, {account.name.givenName}.</p>
      </header>
      {updated ? <Alert kind="success">{messages.accountUpdated}</Alert> : null}
      {account.verified === false ? (
        <Alert kind="info">
          Your e-mail address is not verified yet.{' '}
          <Link to="/resend-email-verification">Resend Profile Activation Link</Link>
        </Alert>
      ) : null}
      {reservations ? null : (
        <Alert kind="info">Your reservations are unavailable right now.</Alert>
      )}
      <div className="account-dashboard__grid">
        <NextStayCard next={next} others={upcoming} image={nextStayImage} />
        <ProfileCard account={account} />
        <PastStaysCard stays={past} />
        <FavoritesList />
        <SessionsCard initial={sessions} />
        <PriceProtectionCard />
      </div>
    </article>
  );
}
