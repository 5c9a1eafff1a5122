// spec §1, §3 "Favorites: list of hotel ids in browser local storage": My Account lists them with
// links to each hotel. Local storage exists only in the browser, so the list fills in after
// hydration (and follows changes made in other tabs); names come from GET /v2/hotel/hotels/{id}.
import { useEffect, useState } from 'react';
import { StayLink } from '../search/stay-link.tsx';
import { readFavorites, subscribeFavorites } from '../../storage/favorites.ts';
import type { ApiClient } from '../../data/api-client.ts';
import { useApi } from '../../data/app-context.tsx';

interface FavoriteHotel {
  hotelId: string;
  hotelName: string;
  hotelUri: string | null;
}

async function loadHotel(
  api: ApiClient,
  hotelId: string,
  signal: AbortSignal,
): Promise<FavoriteHotel | null> {
  try {
    const body = await api.get<{
      hotelName?: string;
      hotelUri?: string;
      hotelSummary?: { hotelName?: string; hotelUri?: string };
    }>(`/v2/hotel/hotels/${encodeURIComponent(hotelId)}`, { signal });
    const name = body.hotelName ?? body.hotelSummary?.hotelName;
    const uri = body.hotelUri ?? body.hotelSummary?.hotelUri ?? null;
    return name ? { hotelId, hotelName: name, hotelUri: uri } : null;
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
    <section className="account-section" aria-labelledby="account-favorites-title">
      <h2 id="account-favorites-title">Favorites</h2>
      {hotels === null ? (
        <p>Loading your favorite hotels…</p>
      ) : hotels.length === 0 ? (
        <p>You have no favorite hotels yet. Tap the heart on a hotel's photos to add one.</p>
      ) : (
        <ul className="account-list">
          {hotels.map((hotel) => (
            <li key={hotel.hotelId}>
              {hotel.hotelUri ? (
                <StayLink to={hotel.hotelUri}>{hotel.hotelName}</StayLink>
              ) : (
                hotel.hotelName
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
