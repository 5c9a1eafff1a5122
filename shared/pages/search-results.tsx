// The hotels near a state, city, point of interest, airport or
// the visitor's coordinates, as a list and map split view. The hotels are server-rendered; their
// rates and details stream in behind small Suspense boundaries of each card (so the
// list shows before the slower rate calls answer). The list is priced for the stay in the URL, and every link to a hotel
// carries that stay.
import './search-results.css';
import './search-results-cards.css';
import { useState } from 'react';
import { Link } from '../ui/link.tsx';
import type { PageProps } from '../data/route-types.ts';
import type { SearchResultsPageData } from '../data/search-loaders.ts';
import { withStay } from '../search/stay-url.ts';
import { StayBar } from '../components/search/stay-bar.tsx';
import { NearMeAsk } from '../components/search/near-me-ask.tsx';
import { useFollowSavedDates, useStayInAddressBar } from '../components/search/use-stay.ts';
import '../components/search/search-form.css';
import { ResultsListing, type ListingState } from '../components/search/results-listing.tsx';

export function Page({ data }: PageProps<SearchResultsPageData>) {
  const [state, setState] = useState<ListingState>({
    view: data.view,
    tab: 'list',
    selectedId: null,
    zoomTo: null,
  });
  // The list is priced for the stay in the URL; new dates re-price it through the URL.
  useStayInAddressBar(data.stay);
  useFollowSavedDates(data.stay);

  let body;
  if (data.error) {
    body = (
      <div className="results-message" role="alert">
        <h2>We could not load hotels</h2>
        <p>{data.error}</p>
        <p>
          <a href="" className="results-message__action">
            Try again
          </a>
        </p>
      </div>
    );
  } else if (data.needsLocation) {
    body = <NearMeAsk stay={data.stay} />;
  } else if (!data.hotels.length) {
    body = (
      <div className="results-message">
        <h2>No hotels found</h2>
        <p>
          {data.placeName
            ? `There is no Longstay hotel within 50 miles of ${data.placeName} yet.`
            : 'Share your location or search for a place to see hotels near you.'}{' '}
          Try a nearby city, or browse every hotel by state.
        </p>
        <p>
          <Link to="/locations" className="results-message__action">
            See all locations
          </Link>
        </p>
      </div>
    );
  } else {
    body = <ResultsListing data={data} state={state} setState={setState} />;
  }

  return (
    <article className="results">
      <header className="results__head">
        <div className="results__title">
          <h1>{data.heading}</h1>
          <p className="results__lead">
            {data.hotels.length
              ? `${data.hotels.length} extended stay hotel${data.hotels.length === 1 ? '' : 's'} with kitchens and weekly rates${data.hotels.some((hotel) => hotel.distance !== null) ? ' within 50 miles' : ''}.`
              : 'Extended stay hotels with kitchens and weekly rates within 50 miles.'}
          </p>
        </div>
        {data.hotels.length ? <StayBar stay={data.stay} /> : null}
      </header>
      {body}
      {data.hotels.length ? (
        // Every hotel of the search as a plain link, whatever page or filter is shown (for
        // crawlers and for a quick scan).
        <section className="results-index" aria-labelledby="results-index-title">
          <h2 id="results-index-title">All hotels in this search</h2>
          <ul>
            {data.hotels.map((hotel) =>
              hotel.hotelUri ? (
                <li key={hotel.hotelId}>
                  <Link to={withStay(hotel.hotelUri, data.stay)}>{hotel.hotelName}</Link>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
