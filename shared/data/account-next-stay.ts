// My Account's next stay: the upcoming, not cancelled reservation that
// starts first, and one photo of its hotel from the catalog (a stay shows without one).
import type { ApiClient } from './api-client.ts';
import { loadHotelDetailsById, type HotelImage } from './hotel-details.ts';

/** What the choice needs of a reservation summary (account-loaders.ts ReservationSummary). */
interface StaySummary {
  upcoming: boolean;
  status: string;
  checkIn: string;
  hotel: { hotelId: string } | null;
}

export function nextStayOf<T extends StaySummary>(list: readonly T[]): T | null {
  const upcoming = list
    .filter((reservation) => reservation.upcoming && reservation.status !== 'cancelled')
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  return upcoming[0] ?? null;
}

export async function loadStayImage(
  api: ApiClient,
  stay: StaySummary | null,
  signal: AbortSignal,
): Promise<HotelImage | null> {
  if (!stay?.hotel) return null;
  try {
    const result = await loadHotelDetailsById(api, stay.hotel.hotelId, signal);
    return result.ok ? (result.hotel.media.images[0] ?? null) : null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
