// The price calendar of a hotel (platform GET {api}/v2/rate/hotels/{id}/calendar
// ?month=YYYY-MM&nights=N&adults&children&corporateId): for the stay's length, every check-in date
// of two months with the headline all-in total the hotel page shows for that stay (decision 0015),
// the cheapest marked, and the days that cannot be booked marked. One call per hotel per two months.
import { priceCalendarCall } from '#shared/contract/calls.ts';
import type { Stay } from '../search/stay-url.ts';
import type { ApiClient } from './api-client.ts';
import { platformMessage } from './hotel-rooms.ts';
import { bool, field, list, strings, text, type Json } from './read.ts';

export type CalendarStatus = 'AVAILABLE' | 'SOLD_OUT' | 'CLOSED' | 'COMING_SOON';

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  checkIn: string;
  checkOut: string;
  status: CalendarStatus;
  /** The headline plan's all-in total, taxes included (dollars); null when not bookable. */
  total: number | null;
  cheapest: boolean;
  taxNotes: string[];
}

export interface PriceCalendar {
  /** The first month shown, 'YYYY-MM'. */
  month: string;
  nights: number;
  days: CalendarDay[];
}

export type PriceCalendarResult = { ok: true; value: PriceCalendar } | { ok: false; message: string };

export const CALENDAR_UNAVAILABLE = 'Prices by date are unavailable right now. Please try again in a moment.';

const STATUSES: readonly CalendarStatus[] = ['AVAILABLE', 'SOLD_OUT', 'CLOSED', 'COMING_SOON'];

export function readPriceCalendar(body: Json): PriceCalendar {
  return {
    month: text(body, 'month') ?? '',
    nights: Number(text(body, 'nights') ?? 0),
    days: list(body, 'days').flatMap((item) => {
      const checkIn = text(item, 'checkIn');
      const checkOut = text(item, 'checkOut');
      const status = text(item, 'status') as CalendarStatus | null;
      if (!checkIn || !checkOut || !status || !STATUSES.includes(status)) return [];
      const total = field(item, 'total');
      const priced = status === 'AVAILABLE' && typeof total === 'number' && Number.isFinite(total);
      return [
        {
          checkIn,
          checkOut,
          // A day the platform calls available but sends no total for cannot be offered.
          status: status === 'AVAILABLE' && !priced ? 'CLOSED' : status,
          total: priced ? total : null,
          cheapest: priced && bool(item, 'cheapest') === true,
          taxNotes: strings(item, 'headline', 'taxNotes'),
        },
      ];
    }),
  };
}

/** The number of nights of a stay of 'YYYY-MM-DD' dates. */
export function stayLength(stay: Pick<Stay, 'checkIn' | 'checkOut'>): number {
  return Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
}

/** 'YYYY-MM' moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export async function loadPriceCalendar(
  api: ApiClient,
  hotelId: string,
  stay: Stay,
  month: string,
  signal?: AbortSignal,
): Promise<PriceCalendarResult> {
  const query = {
    month,
    nights: stayLength(stay),
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
    ...(stay.corporateId ? { corporateId: stay.corporateId } : {}),
  };
  try {
    const body = await api.get<Json>(
      priceCalendarCall(hotelId, query),
      signal ? { signal } : {},
    );
    return { ok: true, value: readPriceCalendar(body) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: platformMessage(error, CALENDAR_UNAVAILABLE) };
  }
}
