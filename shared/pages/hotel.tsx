// A hotel's own page (a selected hotel with its own address):
// breadcrumbs, property carousel, award badge, amenities, the single-hotel map, rooms and rates
// for the stay, and the full traveler rating (streamed in behind Suspense).
import { Await } from '../ui/await.tsx';
import { useNonce } from '../head/nonce.tsx';
import type { PageProps } from '../data/route-types.ts';
import { words } from '../format/words.ts';
import { RoomOffers } from '../components/booking/room-offers.tsx';
import { BookingSteps } from '../components/booking/booking-steps.tsx';
import { deferredPart } from '../components/chrome/deferred-part.tsx';
import { FlexibleDates } from '../components/price/flexible-dates.tsx';
import { Breadcrumbs, scriptSafeJson } from '../components/chrome/breadcrumbs.tsx';
import { AmenityStrip } from '../components/hotel/amenity-strip.tsx';
import { AmenityGroups } from '../components/hotel/amenity-groups.tsx';
import { HotelHead } from '../components/hotel/hotel-head.tsx';
import { BookingPanel } from '../components/booking/booking-panel.tsx';
import { BookBar } from '../components/booking/book-bar.tsx';
import { HotelMapSlot } from '../components/hotel/hotel-map-slot.tsx';
import { isComingSoon } from '../data/hotel-status.ts';
import { HotelGallery } from '../components/hotel/hotel-gallery.tsx';
import { TravelerRating } from '../components/hotel/traveler-rating.tsx';
import { formatTime12, formatUsDate } from '../format/booking-format.ts';
import { mediaImageUrl, type HotelDetails } from '../data/hotel-details.ts';
import type { HotelPageData } from '../data/hotel-page.ts';
import { roomsHeadline, tierLabel, type RoomsResult } from '../data/hotel-rooms.ts';
import type { MapPrice } from '../components/map/map-types.ts';
import '../components/hotel/hotel-page.css';
import { messages } from '../validation/messages.ts';
import { withStay, type Stay } from '../search/stay-url.ts';
import { useStayInAddressBar } from '../components/search/use-stay.ts';
import { useLocation } from 'react-router';

export type HotelData = HotelPageData & { origin: string };

// The list of rooms, the amenities and the reviews hydrate when they come near the viewport or
// the guest reaches for them (deferred-part.tsx): below the first screen, they are three quarters
// of the page's elements, and hydrating them with the rest made the page's longest task after
// load. Until then they are the server's HTML: links work as links, the nightly breakdowns open,
// and a click on them is replayed once they have hydrated. Their code is in the page's chunk as
// before.
const LateRoomOffers = deferredPart(() => Promise.resolve(RoomOffers), {
  root: 'ul.room-offers',
  when: 'visible',
});
const LateAmenityGroups = deferredPart(() => Promise.resolve(AmenityGroups), {
  root: 'section.hotel-page__amenities',
  when: 'visible',
});
const LateTravelerRating = deferredPart(() => Promise.resolve(TravelerRating), {
  root: '#reviews > .traveler-rating',
  when: 'visible',
});

/** schema.org Hotel for search engines (JSON-LD Hotel data). */
export function hotelJsonLd(hotel: HotelDetails, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.hotelName,
    url: `${origin}${hotel.hotelUri}`,
    ...(hotel.description ? { description: hotel.description } : {}),
    ...(hotel.phone ? { telephone: hotel.phone } : {}),
    image: hotel.media.images.slice(0, 5).map((image) => `${origin}${mediaImageUrl(image.uri)}`),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.street ?? undefined,
      addressLocality: hotel.cityName ?? undefined,
      addressRegion: hotel.subdivisionCode ?? undefined,
      postalCode: hotel.postalCode ?? undefined,
      addressCountry: 'US',
    },
    ...(hotel.latitude !== null && hotel.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude } }
      : {}),
    ...(hotel.checkInTime ? { checkinTime: hotel.checkInTime } : {}),
    ...(hotel.checkOutTime ? { checkoutTime: hotel.checkOutTime } : {}),
    amenityFeature: hotel.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenity.description,
      value: true,
    })),
  };
}

/** The map's price: the headline plan of the stay, as the result card shows it. */
function headlinePrice(rooms: RoomsResult | null, corporateId: string | null): MapPrice | null {
  if (!rooms?.ok) return null;
  const best = roomsHeadline(rooms.value, { corporateId, chosenPlanCode: null });
  return best
    ? {
        total: best.plan.total,
        nights: rooms.value.nights,
        averageNightly: best.plan.averageNightly,
        losTier: best.plan.losTier,
        audience: best.plan.audience,
      }
    : null;
}

/**
 * Home › state › city › hotel, from the hotel's uri /extended-stay-hotels/{state}/{city}/{slug}.
 * The result pages are linked for the stay; search engines get their plain addresses.
 */
function breadcrumbsOf(hotel: HotelDetails, stay: Stay) {
  const [, , state, city] = hotel.hotelUri.split('/');
  const results = (url: string) => ({ url, href: withStay(url, stay) });
  return [
    { name: 'Home', url: '/' },
    ...(state
      ? [{ name: words(state), ...results(`/extended-stay-hotels/locations/${state}/hotels`) }]
      : []),
    ...(state && city
      ? [
          {
            name: words(city),
            ...results(`/extended-stay-hotels/locations/${state}/${city}/hotels`),
          },
        ]
      : []),
    { name: hotel.hotelName, url: hotel.hotelUri },
  ];
}

export function Page({ data }: PageProps<HotelData>) {
  const nonce = useNonce();
  // The page's stay is in the address bar and is the current search.
  useStayInAddressBar(data.stay);
  const location = useLocation();
  // "See all N reviews": this page again, with the stay kept, listing every review.
  const allParams = new URLSearchParams(location.search);
  allParams.set('reviews', 'all');
  const seeAllHref = `${location.pathname}?${allParams.toString()}#reviews`;
  const { result } = data;
  if (!result.ok) {
    return (
      <article className="page hotel-page">
        <h1>Hotel</h1>
        <p role="status">{result.message}</p>
      </article>
    );
  }
  const { hotel } = result;
  const now = new Date(`${data.today}T12:00:00`);
  const comingSoon = isComingSoon(hotel.media, now);
  const rooms = data.rooms;
  return (
    <>
      <Breadcrumbs items={breadcrumbsOf(hotel, data.stay)} origin={data.origin} />
      <article
        className={`page hotel-page${rooms && !comingSoon ? ' hotel-page--with-book-bar' : ''}`}
      >
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(hotelJsonLd(hotel, data.origin)) }}
        />
        <HotelHead hotel={hotel} reviews={data.reviews} />
        {comingSoon ? (
          <p className="hotel-page__coming-soon" role="status">
            <strong>Coming Soon.</strong>{' '}
            {hotel.media.presellDate
              ? `Reservations open for stays from ${formatUsDate(hotel.media.presellDate)}.`
              : 'This hotel does not take reservations yet.'}
          </p>
        ) : null}
        <div className="hotel-page__layout">
          <div className="hotel-page__gallery">
            <HotelGallery hotel={hotel} now={now} />
          </div>
          <div className="hotel-page__aside">
            <BookingPanel
              stay={data.stay}
              rooms={rooms}
              corporateId={data.corporateId}
              comingSoon={comingSoon}
            />
          </div>
          <div className="hotel-page__main">
            <AmenityStrip amenities={hotel.amenities} className="hotel-page__amenity-strip" />
            {hotel.description ? (
              <p className="hotel-page__description">{hotel.description}</p>
            ) : null}

            <section id="rooms" aria-labelledby="rooms-heading" className="hotel-page__rooms">
              <h2 id="rooms-heading">Rooms and Rates</h2>
              {comingSoon ? null : (
                <FlexibleDates
                  hotelId={hotel.hotelId}
                  hotelName={hotel.hotelName}
                  hotelPath={hotel.hotelUri}
                  stay={data.stay}
                  mode="panel"
                />
              )}
              {rooms ? (
                <Await
                  resolve={rooms}
                  fallback={<p role="status">Loading rooms and rates…</p>}
                  errorElement={(message) => <p role="alert">{message}</p>}
                >
                  {(result) =>
                    result.ok ? (
                      <>
                        <p className="hotel-page__stay">
                          {formatUsDate(data.stay.checkIn)} – {formatUsDate(data.stay.checkOut)},{' '}
                          {result.value.nights} {result.value.nights === 1 ? 'night' : 'nights'}
                          {tierLabel(result.value.losTier)
                            ? ` · ${tierLabel(result.value.losTier)} applies`
                            : ''}
                        </p>
                        {comingSoon ||
                        result.value.comingSoon ||
                        result.value.rooms.length === 0 ? null : (
                          <BookingSteps current="room" />
                        )}
                        <LateRoomOffers
                          hotelId={hotel.hotelId}
                          stay={data.stay}
                          nights={result.value.nights}
                          rooms={result.value.rooms}
                          roomTypes={hotel.roomTypes}
                          hotelImages={hotel.media.images}
                          comingSoon={comingSoon || result.value.comingSoon}
                          corporateId={data.corporateId}
                        />
                      </>
                    ) : (
                      <p role="alert">{result.message}</p>
                    )
                  }
                </Await>
              ) : null}
            </section>

            <LateAmenityGroups amenities={hotel.amenities} />

            <section aria-labelledby="hotel-policies" className="hotel-page__policies">
              <h2 id="hotel-policies">Hotel Policies</h2>
              <ul>
                {hotel.checkInTime ? (
                  <li>Check-in from {formatTime12(hotel.checkInTime)}</li>
                ) : null}
                {hotel.checkOutTime ? (
                  <li>Check-out by {formatTime12(hotel.checkOutTime)}</li>
                ) : null}
                <li>{messages.cancellationPolicy}</li>
              </ul>
            </section>

            {rooms ? (
              <Await
                resolve={rooms}
                // The map shows the stay's lowest price, so it comes with the rooms (a second map
                // in the fallback would repeat its ids in the streamed document).
                fallback={null}
                errorElement={() => (
                  <HotelMapSlot hotel={hotel} price={null} comingSoon={comingSoon} />
                )}
                handsOver={false}
              >
                {(result) => (
                  <HotelMapSlot
                    hotel={hotel}
                    price={headlinePrice(result, data.corporateId)}
                    comingSoon={comingSoon || (result.ok && result.value.comingSoon)}
                  />
                )}
              </Await>
            ) : (
              <HotelMapSlot hotel={hotel} price={null} comingSoon={comingSoon} />
            )}

            {data.reviews ? (
              <div id="reviews" className="hotel-page__reviews">
                <Await
                  resolve={data.reviews}
                  fallback={<p role="status">Loading reviews…</p>}
                  errorElement={(message) => <p role="status">{message}</p>}
                >
                  {(reviews) => (
                    <LateTravelerRating
                      mode="full"
                      location={reviews.location}
                      reviews={reviews.reviews}
                      seeAllHref={data.allReviews ? null : seeAllHref}
                    />
                  )}
                </Await>
              </div>
            ) : null}
          </div>
        </div>
        {rooms && !comingSoon ? <BookBar rooms={rooms} corporateId={data.corporateId} /> : null}
      </article>
    </>
  );
}
