import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Find Your Reservation">
      <p>
        Look up a reservation with the guest’s last name and the confirmation number from your
        confirmation e-mail.
      </p>
    </StaticPage>
  );
}
