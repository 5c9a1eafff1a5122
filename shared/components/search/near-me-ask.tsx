// /extended-stay-hotels/near/me without coordinates (a bookmark, a shared link, a location the
// browser never gave): there is nothing to search around yet, so the page asks for the location
// (the browser's own prompt) or offers a search, instead of saying no hotel is "within 50 miles
// of your location", which read as if the location had been searched.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Stay } from '../../search/stay-url.ts';
import { GEOLOCATION_UNSUPPORTED, geolocationFailure } from '../../search/messages.ts';
import { nearMePath } from '../../search/navigation.ts';
import { withStay } from '../../search/stay-url.ts';
import { Link } from '../../ui/link.tsx';

const NEAR_ME_NEEDS_LOCATION =
  'To show hotels near you, we need your location. Share it with this page, or search for a city, hotel, address or airport.';

export function NearMeAsk({ stay }: { stay: Stay }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const locate = () => {
    setProblem(null);
    if (!navigator.geolocation) {
      setProblem(GEOLOCATION_UNSUPPORTED.message);
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        const here = {
          latitude: Number(coords.latitude.toFixed(5)),
          longitude: Number(coords.longitude.toFixed(5)),
        };
        void navigate(withStay(nearMePath(here), stay));
      },
      (error) => {
        setAsking(false);
        setProblem(geolocationFailure(error.code));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="results-message">
      <h2>We need your location</h2>
      <p>{NEAR_ME_NEEDS_LOCATION}</p>
      <p className="results-message__actions">
        <button
          type="button"
          className="results-message__action"
          onClick={locate}
          aria-busy={asking}
        >
          {asking ? 'Finding your location…' : 'Use my current location'}
        </button>
        <Link to="/" className="results-message__action">
          Search for a place
        </Link>
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
