// spec §2 "Search result targets": the hotels near a state, city, point of interest, airport or
// the visitor's coordinates. The list streams in behind Suspense (DESIGN.md "Request flow" 3).
import './search-results.css';
import { Link } from 'react-router';
import { Await } from '../app/await.tsx';
import type { PageProps } from '../app/route-types.ts';
import type { Deferred } from '../data/defer.ts';
import type { HotelSummary } from '../data/hotels.ts';

export interface SearchResultsData {
  heading: string;
  hotels: Deferred<HotelSummary[]> | null;
}

export function Page({ data }: PageProps<SearchResultsData>) {
  return (
    <article className="page search-results">
      <h1>{data.heading}</h1>
      <p>Extended stay hotels with kitchens and weekly rates within 50 miles.</p>
      {data.hotels ? (
        <Await resolve={data.hotels} fallback={<p role="status">Finding hotels…</p>}>
          {(hotels) =>
            hotels.length ? (
              <ul className="hotel-list">
                {hotels.map((hotel) => (
                  <li key={hotel.hotelId}>
                    {hotel.hotelUri ? (
                      <Link to={hotel.hotelUri}>{hotel.hotelName}</Link>
                    ) : (
                      hotel.hotelName
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No hotels were found near this place. Try a nearby city or a wider search.</p>
            )
          }
        </Await>
      ) : (
        <p role="status">Share your location or search for a place to see hotels near you.</p>
      )}
    </article>
  );
}
