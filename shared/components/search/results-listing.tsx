// The list and map split view of a result page (result pages, "Hotel map"): sort and
// filters (a GET form, so they work without JavaScript), the cards, pages for large states, and
// the map of the same hotels. Rendered once: what depends on the streamed rates and
// details sits in small Suspense boundaries of its own; the view state lives in the page.
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { HandOver, Streamed, type Streaming } from '../../ui/await.tsx';
import type { SearchResultsPageData } from '../../data/search-loaders.ts';
import type { HotelExtras, StayRates } from '../../data/search-results.ts';
import { AMENITY_ICON_ORDER, stripAmenities } from '../../data/amenities.ts';
import { HotelMap, type MapHotel } from '../map/hotel-map.tsx';
import { applyView, viewQuery, type ResultsView } from '../../search/results-view.ts';
import { withStay, type Stay } from '../../search/stay-url.ts';
import { ResultCard } from './result-card.tsx';
import { useSearchForRooms } from '../price/rooms-for-party.tsx';
import { ResultsTools } from './results-tools.tsx';
import { viewNeeds, WaitFor } from './results-wait.tsx';

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
}

/**
 * The list is sent once. In the default order (distance) it goes out with the shell
 * and every card's rate and details stream into small boundaries of their own. A list sorted or
 * filtered by what streams waits for it behind one boundary (a skeleton meanwhile). The rates'
 * and details' JSON travel to the browser once, by <HandOver>.
 */
export function ResultsListing({ data, state, setState }: ResultsListingProps) {
  const needs = viewNeeds(state.view);
  return (
    <>
      <WaitFor need={needs.rates} source={data.rates}>
        {(rates) => (
          <WaitFor need={needs.extras} source={data.extras}>
            {(extras) => (
              <Listing
                data={data}
                state={state}
                setState={setState}
                rates={rates}
                extras={extras}
              />
            )}
          </WaitFor>
        )}
      </WaitFor>
      {data.rates ? <HandOver resolve={data.rates} /> : null}
      {data.extras ? <HandOver resolve={data.extras} /> : null}
    </>
  );
}

/**
 * Keeps the address bar in step with the view without a new page load (shareable, back-safe),
 * the stay included.
 */
function showInAddressBar(view: ResultsView, stay: Stay): void {
  window.history.replaceState(
    window.history.state,
    '',
    withStay(`${window.location.pathname}${viewQuery(view)}`, stay),
  );
}

interface ListingProps extends ResultsListingProps {
  rates: Streaming<StayRates>;
  extras: Streaming<Record<string, HotelExtras>>;
}

/** The value when it is known, else null (still streaming, failed, or none). */
const known = <T,>(source: Streaming<T>): T | null =>
  source && 'ok' in source && source.ok ? source.value : null;

function Listing({ data, state, setState, rates, extras }: ListingProps) {
  const { view } = state;
  const knownRates = known(rates);
  const knownExtras = known(extras);
  const iconsOf = (id: string) =>
    stripAmenities(knownExtras?.[id]?.amenities ?? []).map((amenity) => amenity.icon ?? '');
  const items = data.hotels.map((hotel) => {
    const offer = knownRates?.offers[hotel.hotelId] ?? null;
    const rating = Number(knownExtras?.[hotel.hotelId]?.review?.rating);
    return {
      hotel,
      id: hotel.hotelId,
      name: hotel.hotelName,
      distance: hotel.distance,
      price: offer?.status === 'AVAILABLE' ? offer.minRate : null,
      rating:
        Number.isFinite(rating) && knownExtras?.[hotel.hotelId]?.review?.count ? rating : null,
      amenities: iconsOf(hotel.hotelId),
    };
  });
  const result = applyView(items, view);
  const update = (next: Partial<ResultsView>) => {
    const merged = { ...view, page: 1, ...next };
    setState((current) => ({ ...current, view: merged }));
    showInAddressBar(merged, data.stay);
  };
  const select = (id: string | null) => setState((current) => ({ ...current, selectedId: id }));
  // Every way to a hotel (name, View Rooms, map BOOK) carries the stay.
  const hrefOf = (uri: string | null) => (uri ? withStay(uri, data.stay) : null);
  const searchForRooms = useSearchForRooms(data.stay);
  // On a phone the Map switch and "Show on map" swap the list for the map: the page, scrolled down
  // to the card, was left at the footer with the map above the screen (and never loaded, as it
  // waits to be seen), and from the top the hotels sat below the fold. The map is brought to the
  // top of the screen, under the List / Map switch.
  const askedSeq = state.zoomTo?.seq;
  const mapShown = state.tab === 'map';
  useEffect(() => {
    if (!mapShown) return;
    const list = document.querySelector('.results-list');
    if (list && getComputedStyle(list).display === 'none')
      document.querySelector('.results-tabs')?.scrollIntoView({ block: 'start' });
  }, [askedSeq, mapShown]);

  const mapHotels = (stayRates: StayRates | null): MapHotel[] =>
    result.shown.flatMap(({ hotel }) => {
      if (hotel.lat === null || hotel.lng === null) return [];
      const offer = stayRates?.offers[hotel.hotelId] ?? null;
      return [
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
                  nights: stayRates?.nights ?? 0,
                  averageNightly: offer.minRate,
                  losTier: offer.losTier,
                  audience: offer.plan?.audience ?? 'everyone',
                }
              : null,
          comingSoon: offer?.status === 'COMING_SOON' || (!offer && hotel.comingSoon),
          soldOut: offer?.status === 'SOLD_OUT',
          roomsForParty:
            offer?.status === 'SOLD_OUT' && offer.roomsNeeded
              ? { rooms: offer.roomsNeeded, href: searchForRooms(offer.roomsNeeded) }
              : null,
        },
      ];
    });
  const map = (stayRates: StayRates | null) => (
    <HotelMap
      hotels={mapHotels(stayRates)}
      label={`Map of hotels near ${data.placeName || 'you'}`}
      selectedId={state.selectedId}
      zoomTo={state.zoomTo}
      onSelect={select}
    />
  );

  return (
    <div className={`results-body results-body--${state.tab}`}>
      <ResultsTools
        view={view}
        stay={data.stay}
        update={update}
        extras={extras}
        available={(value) => {
          if (!value) return [...AMENITY_ICON_ORDER];
          // Each hotel's strip once, not once per icon of the filter.
          const shown = new Set(
            data.hotels.flatMap((hotel) =>
              stripAmenities(value[hotel.hotelId]?.amenities ?? []).map((amenity) => amenity.icon),
            ),
          );
          return AMENITY_ICON_ORDER.filter((icon) => shown.has(icon));
        }}
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
              {result.shown.map(({ hotel }, index) => (
                <ResultCard
                  key={hotel.hotelId}
                  priority={index === 0}
                  stay={data.stay}
                  hotel={hotel}
                  hotelHref={hrefOf(hotel.hotelUri)}
                  rates={rates}
                  extras={extras}
                  wanted={state.view.amenities}
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
          <Streamed source={rates} fallback={map(null)}>
            {(settled) => map(settled?.ok ? settled.value : null)}
          </Streamed>
        </div>
      </div>
    </div>
  );
}
