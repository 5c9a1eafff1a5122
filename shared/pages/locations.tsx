// /locations: every city with a Longstay hotel, by state (hotel-cities). A city
// link goes to its result page; like a footer destination link it first clears the saved place.
import './locations.css';
import { StayLink } from '../components/search/stay-link.tsx';
import type { PageProps } from '../data/route-types.ts';
import {
  locationsSummary,
  type LocationsData,
  type LocationsResult,
} from '../data/places-locations.ts';
import { clearSearchPlace } from '../storage/current-search.ts';

export function StateDirectory({ locations }: { locations: LocationsResult }) {
  if (!locations.ok) return <p role="status">{locations.message}</p>;
  return (
    <>
      <nav className="locations-index" aria-label="States">
        <ul>
          {locations.states.map((state) => (
            <li key={state.code}>
              <a href={`#state-${state.code.toLowerCase()}`}>{state.code}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="locations-states">
        {locations.states.map((state) => (
          <section
            key={state.code}
            id={`state-${state.code.toLowerCase()}`}
            className="locations-state"
            aria-labelledby={`state-${state.code}-title`}
          >
            <h2 id={`state-${state.code}-title`}>{state.name}</h2>
            <ul>
              {state.cities.map((city) => (
                <li key={city.name}>
                  <StayLink to={city.url} onClick={() => clearSearchPlace()}>
                    {city.name}
                  </StayLink>{' '}
                  <span className="locations-state__count">
                    ({city.hotels} hotel{city.hotels === 1 ? '' : 's'})
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

export function Page({ data }: PageProps<LocationsData>) {
  const count = data.locations.ok ? data.locations.hotels : null;
  return (
    <article className="page locations-page">
      <h1>{data.heading}</h1>
      <p className="locations-page__lead">
        {count && data.locations.ok ? `${locationsSummary(data.locations.states, count)} ` : ''}
        Choose a city to see its hotels, rates and map.
      </p>
      <StateDirectory locations={data.locations} />
    </article>
  );
}
