import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Guest Information">
      <p>
        Enter the details of the guest staying at the hotel and guarantee your reservation to
        complete your booking.
      </p>
      <p>
        Start by <Link to="/">searching for a hotel</Link> and choosing a room.
      </p>
    </StaticPage>
  );
}
