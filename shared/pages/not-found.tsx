import { Link } from '../ui/link.tsx';
import { StaticPage } from './static-page.tsx';

/** The site's 404 page, rendered inside the chrome with status 404. */
export function NotFoundPage() {
  return (
    <StaticPage title="Page Not Found">
      <p>
        We could not find the page you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
      <p>
        <Link to="/">Search for a hotel</Link> or see all{' '}
        <Link to="/locations">Longstay locations</Link>.
      </p>
    </StaticPage>
  );
}
