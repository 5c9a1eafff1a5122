// The thin bar at the top of the window while the next page loads (pending only once a navigation
// has taken longer than an instant: client/client-app.tsx). An indeterminate progress bar: it has
// no value, only a name.
import { useNavigationStatus } from '../data/navigation-status.tsx';
import './navigation-progress.css';

export function NavigationProgress() {
  if (!useNavigationStatus().pending) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label="Loading the page">
      <span className="navigation-progress__bar" />
    </div>
  );
}
