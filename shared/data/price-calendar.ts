// The price calendar of a hotel (platform GET {api}/v2/rate/hotels/{id}/calendar
// ?month=YYYY-MM&nights=N&adults&children&corporateId): for the stay's length, every check-in date
// of two months with the headline all-in total the hotel page shows for that stay (decision 0015),
// the cheapest marked, and the days that cannot be booked marked. One call per hotel per two months.
import { priceCalendarCall } from '#shared/contract/calls.ts';
import type { Stay } from '../search/stay-url.ts';
import type { ApiClient } from './api-client.ts';
import { platformMessage } from './hotel-rooms.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

type CalendarAnswer = AnswerOf<'/v2/rate/hotels/{hotelId}/calendar', 'get'>;

export type CalendarStatus = CalendarAnswer['days'][number]['status'];

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

export type PriceCalendarResult =
  { ok: true; value: PriceCalendar } | { ok: false; message: string };

export const CALENDAR_UNAVAILABLE =
  'Prices by date are unavailable right now. Please try again in a moment.';

export function readPriceCalendar(body: CalendarAnswer): PriceCalendar {
  return {
    month: body.month,
    nights: body.nights,
    days: body.days.map((day) =>
      day.status === 'AVAILABLE'
        ? {
            checkIn: day.checkIn,
            checkOut: day.checkOut,
            status: day.status,
            total: day.total,
            cheapest: day.cheapest,
            taxNotes: day.headline.taxNotes,
          }
        : {
            checkIn: day.checkIn,
            checkOut: day.checkOut,
            status: day.status,
            total: null,
            cheapest: false,
            taxNotes: [],
          },
    ),
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
    const body = await api.get(priceCalendarCall(hotelId, query), signal ? { signal } : {});
    return { ok: true, value: readPriceCalendar(body) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: platformMessage(error, CALENDAR_UNAVAILABLE) };
  }
}
