// The price calendar: for one hotel and one length of stay, the headline total
// of every check-in date of two months. The rates, plans, inventory and tax rules are loaded once;
// each start date is then priced by the same functions a single stay is (priceOffers, quoteStay,
// hotelRateSummary), so a day's total is the cent the hotel page shows for that stay.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RateEligibility } from '#shared/data/rate-headline.ts';
import { leftFromRows, loadInventory, type InventoryRow } from './inventory-availability.ts';
import { addDays, DATE_WINDOW_DAYS, daysBetween, guestToday, stayNights } from './rates-dates.ts';
import {
  loadRoomTypes,
  offersForParty,
  priceOffers,
  type Hotel,
  type OfferInputs,
  type RoomType,
} from './rates-offers.ts';
import type { RatePlan } from './rates-plans.ts';
import { headlineView, hotelRateSummary } from './rates-views.ts';
import type { Party } from '#shared/validation/party.ts';
import { taxLinesForHotels } from './tax-rules-store.ts';
import type { TaxLine } from './tax-rules.ts';
import { inForceAt, type NightAdjustment } from './rates-adjustments.ts';
import { adjustmentsForHotels } from './rates-adjustments-store.ts';

/** The months a calendar shows at once. */
export const CALENDAR_MONTHS = 2;

export type CalendarDay =
  | { checkIn: string; checkOut: string; status: 'CLOSED' | 'COMING_SOON' | 'SOLD_OUT' }
  | {
      checkIn: string;
      checkOut: string;
      status: 'AVAILABLE';
      headline: ReturnType<typeof headlineView> & { taxNotes: string[] };
      totalCents: number;
      cheapest: boolean;
    };

export interface CalendarInputs {
  hotel: Hotel;
  roomTypes: readonly RoomType[];
  inventory: readonly InventoryRow[];
  taxLines: readonly TaxLine[];
  plans: readonly RatePlan[];
  /** The hotel's rate adjustments in force (rates-adjustments.ts). */
  adjustments?: readonly NightAdjustment[];
}

export interface CalendarRequest {
  /** The check-in dates, 'YYYY-MM-DD'. */
  checkIns: readonly string[];
  nights: number;
  party: Party;
  who: RateEligibility;
  now: Date;
}

/** The check-in dates of `months` months from the first day of `month` ('YYYY-MM'). */
export function monthDays(month: string, months = CALENDAR_MONTHS): string[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const end = new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 10);
  return Array.from({ length: daysBetween(first, end) }, (_, i) => addDays(first, i));
}

/** Prices every check-in date from what was loaded once; marks the lowest total(s) cheapest. */
export function priceCalendar(inputs: CalendarInputs, request: CalendarRequest): CalendarDay[] {
  const { hotel } = inputs;
  const today = guestToday(request.now);
  const offerInputs: Omit<OfferInputs, 'left'> = {
    hotels: [hotel],
    roomTypes: inputs.roomTypes,
    taxLines: new Map([[hotel.hotel_id, [...inputs.taxLines]]]),
    plans: inputs.plans,
    adjustments: new Map([[hotel.hotel_id, inputs.adjustments ?? []]]),
  };
  const days: CalendarDay[] = request.checkIns.map((checkIn) => {
    const checkOut = addDays(checkIn, request.nights);
    // Check-in from today to 365 days ahead; other days are not offered.
    const ahead = daysBetween(today, checkIn);
    if (ahead < 0 || ahead > DATE_WINDOW_DAYS) return { checkIn, checkOut, status: 'CLOSED' };
    const nights = stayNights(checkIn, checkOut);
    const left = leftFromRows([...inputs.roomTypes], inputs.inventory, nights[0]!, nights.at(-1)!);
    const offers = priceOffers({ ...offerInputs, left }, nights).get(hotel.hotel_id);
    const summary = hotelRateSummary(
      hotel,
      offersForParty(offers ?? [], request.party),
      request.now,
      request.who,
    );
    if (summary.status !== 'AVAILABLE') return { checkIn, checkOut, status: summary.status };
    return {
      checkIn,
      checkOut,
      status: 'AVAILABLE',
      headline: { ...headlineView(summary.headline), taxNotes: summary.headline.quote.taxNotes },
      totalCents: summary.minRateTotalCents,
      cheapest: false,
    };
  });
  const totals = days.flatMap((d) => (d.status === 'AVAILABLE' ? [d.totalCents] : []));
  const lowest = Math.min(...totals);
  for (const day of days) if (day.status === 'AVAILABLE') day.cheapest = day.totalCents === lowest;
  return days;
}

/** Loads a hotel's room types, the inventory of every night the calendar's stays touch, its tax lines and rate adjustments. */
export async function loadCalendarInputs(
  db: Kysely<Database>,
  hotel: Hotel,
  plans: readonly RatePlan[],
  checkIns: readonly string[],
  nights: number,
  now: Date,
): Promise<CalendarInputs> {
  const roomTypes = await loadRoomTypes(db, [hotel.hotel_id]);
  const lastNight = addDays(checkIns.at(-1)!, nights - 1);
  const [inventory, taxLines, adjustments] = await Promise.all([
    loadInventory(db, roomTypes, checkIns[0]!, lastNight),
    taxLinesForHotels(db, [hotel]),
    adjustmentsForHotels(db, [hotel.hotel_id], now),
  ]);
  return {
    hotel,
    roomTypes,
    inventory,
    taxLines: taxLines.get(hotel.hotel_id) ?? [],
    plans,
    adjustments: inForceAt(adjustments.get(hotel.hotel_id) ?? [], now),
  };
}
