import { Link } from 'react-router';
import type { PageProps } from '../app/route-types.ts';
import { StaticPage } from './static-page.tsx';

export interface ReservationData {
  confirmation: string | null;
  lastName: string | null;
}

// spec §2: target of the "Find your reservation" popup, /reservation/?confirmation=&lastname=.
export function Page({ data }: PageProps<ReservationData>) {
  return (
    <StaticPage title="Your Reservation">
      {data.confirmation && data.lastName ? (
        <p>
          Reservation <strong>{data.confirmation}</strong> for guest {data.lastName}.
        </p>
      ) : (
        <p>
          To see a reservation, <Link to="/find-reservation">find it</Link> with the guest’s last
          name and the confirmation number.
        </p>
      )}
    </StaticPage>
  );
}
