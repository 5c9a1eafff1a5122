// A hotel's own page (spec §2: a selected hotel with its own address). Reviews are slow and
// non-critical, so they stream in behind Suspense.
import { Await } from '../app/await.tsx';
import type { PageProps } from '../app/route-types.ts';
import type { Deferred } from '../data/defer.ts';
import type { HotelResult, ReviewSummary } from '../data/hotels.ts';

export interface HotelData {
  result: HotelResult;
  reviews: Deferred<ReviewSummary> | null;
}

export function Page({ data }: PageProps<HotelData>) {
  const { result } = data;
  if (!result.ok) {
    return (
      <article className="page hotel-page">
        <h1>Hotel</h1>
        <p role="status">{result.message}</p>
      </article>
    );
  }
  return (
    <article className="page hotel-page">
      <h1>{result.hotel.hotelName}</h1>
      {result.hotel.address ? <p>{result.hotel.address}</p> : null}
      {data.reviews ? (
        <section aria-labelledby="traveler-rating">
          <h2 id="traveler-rating">TripAdvisor Traveler Rating</h2>
          <Await resolve={data.reviews} fallback={<p role="status">Loading reviews…</p>}>
            {(reviews) =>
              // spec §2 "Traveler rating block": nothing is shown when the review count is 0.
              reviews.count > 0 ? (
                <p>
                  {reviews.rating ? `Rated ${reviews.rating} of 5 ` : ''}({reviews.count} Reviews)
                </p>
              ) : null
            }
          </Await>
        </section>
      ) : null}
    </article>
  );
}
