// The list and map split view of a result page (spec §2 result pages, "Hotel map"): sort and
// filters (a GET form, so they work without JavaScript), the cards, pages for large states, and
// the map of the same hotels. Rendered once per stage of the streamed data (hotels, then rates,
// then details); the view state lives in the page, above the Suspense boundaries.
import type { Dispatch, SetStateAction } from 'react';
import { Await } from '../../ui/await.tsx';
import type { Deferred } from '../../data/defer.ts';
import type { SearchResultsPageData } from '../../data/search-loaders.ts';
import type { HotelExtras, StayRates } from '../../data/search-results.ts';
import { AMENITY_ICON_ORDER, stripAmenities } from '../../data/amenities.ts';
import { HotelMap, type MapHotel } from '../map/hotel-map.tsx';
import { applyView, viewQuery, type ResultsView } from '../../search/results-view.ts';
import { withStay, type Stay } from '../../search/stay-url.ts';
import { ResultCard } from './result-card.tsx';
import { ResultsTools } from './results-tools.tsx';

export interface ListingState {
  view: ResultsView;
  /** Phones and tablets show the list or the map. */
  tab: 'list' | 'map';
  selectedId: string | null;
  /** "Show on map" asked the map to pan and zoom to this hotel (seq tells two asks apart). */
  zoomTo: { id: string; seq: number } | null;
}

export interface ResultsListingProps {
  data: SearchResultsPageData;
  state: ListingState;
  setState: Dispatch<SetStateAction<ListingState>>;
  rates: StayRates | null;
  ratesMessage?: string;
  extras: Record<string, HotelExtras> | null;
  /** Details still streaming: rendered behind their own Suspense boundary. */
  pendingExtras?: Deferred<Record<string, HotelExtras>> | null;
}

export function ResultsListing(props: ResultsListingProps) {
  const { pendingExtras, ...rest } = props;
  if (pendingExtras) {
    return (
      <Await
        resolve={pendingExtras}
        fallback={<Listing {...rest} />}
        errorElement={() => <Listing {...rest} />}
      >
        {(extras) => <Listing {...rest} extras={extras} />}
      </Await>
    );
  }
  return <Listing {...rest} />;
}

/**
 * Keeps the address bar in step with the view without a new page load (shareable, back-safe),
 * the stay included (issue 12).
 */
function showInAddressBar(view: ResultsView, stay: Stay): void {
  window.history.replaceState(
    window.history.state,
    '',
    withStay(`${window.location.pathname}${viewQuery(view)}`, stay),
  );
}

function Listing({
  data,
  state,
  setState,
  rates,
  ratesMessage,
  extras,
}: Omit<ResultsListingProps, 'pendingExtras'>) {
  const { view } = state;
  const iconsOf = (id: string) =>
    stripAmenities(extras?.[id]?.amenities ?? []).map((amenity) => amenity.icon ?? '');
  const items = data.hotels.map((hotel) => {
    const offer = rates?.offers[hotel.hotelId] ?? null;
    const rating = Number(extras?.[hotel.hotelId]?.review?.rating);
    return {
      hotel,
      offer,
      id: hotel.hotelId,
      name: hotel.hotelName,
      distance: hotel.distance,
      price: offer?.status === 'AVAILABLE' ? offer.minRate : null,
      rating: Number.isFinite(rating) && extras?.[hotel.hotelId]?.review?.count ? rating : null,
      amenities: iconsOf(hotel.hotelId),
    };
  });
  const result = applyView(items, view);
  const available = AMENITY_ICON_ORDER.filter(
    (icon) => !extras || items.some((item) => item.amenities.includes(icon)),
  );
  const update = (next: Partial<ResultsView>) => {
    const merged = { ...view, page: 1, ...next };
    setState((current) => ({ ...current, view: merged }));
    showInAddressBar(merged, data.stay);
  };
  const select = (id: string | null) => setState((current) => ({ ...current, selectedId: id }));
  // Issue 12: every way to a hotel (name, View Rooms, map BOOK) carries the stay.
  const hrefOf = (uri: string | null) => (uri ? withStay(uri, data.stay) : null);

  const mapHotels: MapHotel[] = result.shown.flatMap(({ hotel, offer }) =>
    hotel.lat === null || hotel.lng === null
      ? []
      : [
          {
            id: hotel.hotelId,
            name: hotel.hotelName,
            uri: hrefOf(hotel.hotelUri),
            lat: hotel.lat,
            lng: hotel.lng,
            thumbnail: hotel.thumbnail,
            price:
              offer?.status === 'AVAILABLE' && offer.minRateTotal !== null
                ? {
                    total: offer.minRateTotal,
                    nights: rates?.nights ?? 0,
                    averageNightly: offer.minRate,
                    losTier: offer.losTier,
                    audience: offer.plan?.audience ?? 'everyone',
                  }
                : null,
            comingSoon: offer?.status === 'COMING_SOON' || (!offer && hotel.comingSoon),
            soldOut: offer?.status === 'SOLD_OUT',
          },
        ],
  );

  return (
    <div className={`results-body results-body--${state.tab}`}>
      <ResultsTools
        view={view}
        update={update}
        available={available}
        total={result.total}
        of={data.hotels.length}
        rates={rates}
        tab={state.tab}
        setTab={(tab) => setState((current) => ({ ...current, tab }))}
      />
      <div className="results-split">
        <div className="results-list">
          {result.shown.length ? (
            <ol className="result-cards">
              {result.shown.map(({ hotel, offer }, index) => (
                <ResultCard
                  key={hotel.hotelId}
                  priority={index === 0}
                  hotel={hotel}
                  hotelHref={hrefOf(hotel.hotelUri)}
                  offer={offer}
                  nights={rates?.nights ?? 0}
                  ratesPending={!rates && !ratesMessage && Boolean(data.rates)}
                  ratesMessage={ratesMessage}
                  extras={extras?.[hotel.hotelId] ?? null}
                  selected={state.selectedId === hotel.hotelId}
                  onShowOnMap={() =>
                    setState((current) => ({
                      ...current,
                      selectedId: hotel.hotelId,
                      tab: 'map',
                      zoomTo: { id: hotel.hotelId, seq: (current.zoomTo?.seq ?? 0) + 1 },
                    }))
                  }
                />
              ))}
            </ol>
          ) : (
            <div className="results-message">
              <h2>No hotels match these filters</h2>
              <p>
                <button
                  type="button"
                  className="results-message__action"
                  onClick={() => update({ amenities: [], maxPrice: null })}
                >
                  Clear filters
                </button>
              </p>
            </div>
          )}
          {result.pages > 1 ? (
            <div className="results-pages">
              <h2 className="visually-hidden">Result pages</h2>
              <ul>
                {Array.from({ length: result.pages }, (_, index) => index + 1).map((page) => (
                  <li key={page}>
                    <a
                      href={viewQuery(view, page) || '?'}
                      aria-current={page === result.page ? 'page' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        update({ page });
                        document.querySelector('.results-list')?.scrollIntoView({ block: 'start' });
                      }}
                    >
                      <span className="visually-hidden">Page </span>
                      {page}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="results-map">
          <HotelMap
            hotels={mapHotels}
            label={`Map of hotels near ${data.placeName || 'you'}`}
            selectedId={state.selectedId}
            zoomTo={state.zoomTo}
            onSelect={select}
          />
        </div>
      </div>
    </div>
  );
}
