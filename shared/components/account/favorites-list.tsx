// My Account lists them with
// links to each hotel, each with its photo. Local storage exists only in the
// browser, so the list fills in after hydration (and follows changes made in other tabs); names
// and photos come from GET /v2/hotel/hotels/{id}.
import { hotelCall } from '#shared/contract/calls.ts';
import { useEffect, useState } from 'react';
import { StayLink } from '../search/stay-link.tsx';
import { readFavorites, subscribeFavorites } from '../../storage/favorites.ts';
import type { ApiClient } from '../../data/api-client.ts';
import { useApi } from '../../data/app-context.tsx';
import { readHotelDetails, type HotelImage } from '../../data/hotel-details.ts';
import { Card } from '../../ui/surface.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Skeleton } from '../../ui/status.tsx';

interface FavoriteHotel {
  hotelId: string;
  hotelName: string;
  hotelUri: string;
  addressLine: string;
  image: HotelImage | null;
}

async function loadHotel(
  api: ApiClient,
  hotelId: string,
  signal: AbortSignal,
): Promise<FavoriteHotel | null> {
  try {
    const hotel = readHotelDetails(await api.get(hotelCall(hotelId), { signal }));
    return {
      hotelId,
      hotelName: hotel.hotelName,
      hotelUri: hotel.hotelUri,
      addressLine: hotel.addressLine,
      image: hotel.media.images[0] ?? null,
    };
  } catch {
    return null;
  }
}

export function FavoritesList() {
  const api = useApi();
  const [hotels, setHotels] = useState<FavoriteHotel[] | null>(null);

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      const ids = readFavorites().slice(0, 50);
      void Promise.all(ids.map((id) => loadHotel(api, id, signal))).then((found) => {
        if (!signal.aborted)
          setHotels(found.filter((hotel): hotel is FavoriteHotel => hotel !== null));
      });
    };
    load();
    const unsubscribe = subscribeFavorites(load);
    return () => {
      unsubscribe();
      controller.abort();
    };
  }, [api]);

  return (
    <Card title="Favorites" headingLevel={2} className="account-card account-card--favorites">
      {hotels === null ? (
        <div className="favorite-hotels__loading" role="status">
          <span className="visually-hidden">Loading your favorite hotels…</span>
          <Skeleton shape="block" />
        </div>
      ) : hotels.length === 0 ? (
        <p className="account-card__empty">
          You have no favorite hotels yet. Tap the heart on a hotel's photos to add one.
        </p>
      ) : (
        <ul className="favorite-hotels">
          {hotels.map((hotel) => (
            <li key={hotel.hotelId} className="favorite-hotel">
              {hotel.image ? (
                <MediaImage
                  className="media-image--contents favorite-hotel__image"
                  uri={hotel.image.uri}
                  alt=""
                  width={800}
                  height={533}
                  // account-dashboard.css: two or three to a row of the card.
                  sizes="(min-width: 1024px) 180px, 40vw"
                  maxWidth={480}
                />
              ) : null}
              <p className="favorite-hotel__name">
                <StayLink to={hotel.hotelUri}>{hotel.hotelName}</StayLink>
              </p>
              <p className="favorite-hotel__address">{hotel.addressLine}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
