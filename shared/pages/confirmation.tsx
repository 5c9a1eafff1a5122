import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export function Page() {
  return (
    <StaticPage title="Booking Confirmation">
      <p>
        Your reservation is confirmed once a confirmation number is shown here. A copy is sent to
        the e-mail address you gave.
      </p>
      <p>
        Need it again later? <Link to="/find-reservation">Find your reservation</Link>.
      </p>
    </StaticPage>
  );
}
