import { Link } from '../ui/link.tsx';
import { StaticPage } from './static-page.tsx';

/** Shown with status 500 inside the chrome; never carries error details. */
export function ErrorPage() {
  return (
    <StaticPage title="Something Went Wrong">
      <p>Sorry, this page could not be shown just now. Please try again in a moment.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </StaticPage>
  );
}
