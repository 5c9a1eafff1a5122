// spec §2 /my-account "Account view": the profile, upcoming and past reservations and favorites,
// with Edit and Sign Out, and the signed-in devices (issue 17 Build 12). After Edit Account's full
// reload it shows "Account updated" (spec §8).
import { Link } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { FavoritesList } from '../components/account/favorites-list.tsx';
import { SessionsCard } from '../components/account/sessions-card.tsx';
import { useApi } from '../data/app-context.tsx';
import { signOut } from '../data/sign-in.ts';
import type { AccountView } from '../data/account-form.ts';
import type { MyAccountData, ReservationSummary } from '../data/account-loaders.ts';
import { AccountUnavailable } from '../components/account/account-unavailable.tsx';
import type { PageProps } from '../data/route-types.ts';
import { messages } from '../validation/messages.ts';
import { Price } from '../components/booking/price.tsx';
import { MONTH_NAMES } from '../format/months.ts';
import '../components/account/account.css';

/** spec §9 Formats: dates MM/dd/yyyy. */
function usDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${month}/${day}/${year}` : iso;
}

function Profile({ account }: { account: AccountView }) {
  const address = account.addresses[0];
  const purposes = [
    account.travelPurpose.leisure ? 'Leisure' : '',
    account.travelPurpose.business ? 'Business' : '',
  ].filter(Boolean);
  return (
    <dl className="account-profile">
      <dt>Name</dt>
      <dd>
        {account.name.givenName} {account.name.surname}
      </dd>
      <dt>Email</dt>
      <dd>{account.emails[0]?.address ?? account.loginId}</dd>
      <dt>Phone</dt>
      <dd>{account.phones[0]?.number ?? 'Not given'}</dd>
      <dt>Address</dt>
      <dd>
        {address ? (
          <>
            {address.street.join(', ')}
            <br />
            {[address.cityName, address.subdivisionCode, address.postalCode]
              .filter(Boolean)
              .join(', ')}
            {address.countryCode && address.countryCode !== 'US' ? ` ${address.countryCode}` : ''}
          </>
        ) : (
          'Not given'
        )}
      </dd>
      {account.birthMonth && account.birthDay ? (
        <>
          <dt>Birthday</dt>
          <dd>
            {MONTH_NAMES[account.birthMonth - 1]} {account.birthDay}
          </dd>
        </>
      ) : null}
      {purposes.length ? (
        <>
          <dt>Travels for</dt>
          <dd>{purposes.join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Reservations({ title, list }: { title: string; list: ReservationSummary[] }) {
  return (
    <section className="account-section" aria-labelledby={`reservations-${title}`}>
      <h2 id={`reservations-${title}`}>{title} Reservations</h2>
      {list.length === 0 ? (
        <p>No {title.toLowerCase()} reservations.</p>
      ) : (
        <ul className="account-list">
          {list.map((reservation) => {
            const lastName = reservation.guest?.surname ?? '';
            const query = new URLSearchParams({
              confirmation: reservation.confirmationNumber,
              lastname: lastName,
            });
            return (
              <li key={reservation.confirmationNumber}>
                <strong>{reservation.hotel?.hotelName ?? 'Longstay hotel'}</strong>
                <br />
                {usDate(reservation.checkIn)} – {usDate(reservation.checkOut)} ({reservation.nights}{' '}
                {reservation.nights === 1 ? 'night' : 'nights'})
                {reservation.status === 'cancelled' ? ' · Cancelled' : ''}
                {typeof reservation.total === 'number' ? (
                  <>
                    <br />
                    <span className="account-list__total">
                      Total, taxes included{' '}
                      {reservation.status === 'cancelled' ? (
                        <del>
                          <Price amount={reservation.total} />
                        </del>
                      ) : (
                        <Price amount={reservation.total} />
                      )}
                    </span>
                  </>
                ) : null}
                <br />
                Confirmation number{' '}
                <Link to={`/reservation/?${query.toString()}`}>
                  {reservation.confirmationNumber}
                </Link>
                {reservation.status !== 'cancelled' && reservation.changeOptions ? (
                  <>
                    <br />
                    <Link to={`/reservation/?${query.toString()}#change-stay`}>
                      Change this stay
                      <span className="visually-hidden">
                        {' '}
                        at {reservation.hotel?.hotelName ?? 'Longstay hotel'},{' '}
                        {usDate(reservation.checkIn)}
                      </span>
                    </Link>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function Page({ data }: PageProps<MyAccountData>) {
  const api = useApi();
  const { account, reservations, sessions, updated } = data;
  if (!account) return <AccountUnavailable title="My Account" />;
  return (
    <article className="page">
      <h1>My Account</h1>
      {updated ? <Alert kind="success">{messages.accountUpdated}</Alert> : null}
      {account.verified === false ? (
        <Alert kind="info">
          Your e-mail address is not verified yet.{' '}
          <Link to="/resend-email-verification">Resend Profile Activation Link</Link>
        </Alert>
      ) : null}
      <section className="account-section" aria-labelledby="account-profile-title">
        <h2 id="account-profile-title">Profile</h2>
        <Profile account={account} />
        <div className="account-actions">
          <Link to="/edit-account" className="button button--primary">
            Edit
          </Link>
          <button type="button" className="button button--ghost" onClick={() => void signOut(api)}>
            Sign Out
          </button>
        </div>
      </section>
      {reservations ? (
        <>
          <Reservations
            title="Upcoming"
            list={reservations.filter((reservation) => reservation.upcoming)}
          />
          <Reservations
            title="Past"
            list={reservations.filter((reservation) => !reservation.upcoming)}
          />
        </>
      ) : (
        <p>Your reservations are unavailable right now.</p>
      )}
      <FavoritesList />
      <SessionsCard initial={sessions} />
    </article>
  );
}
