// The price calendar of a hotel: one call answers two months of check-in dates
// for one length of stay, each with the headline all-in total the hotel page shows for that stay.
import { invalidParameter } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { priceCalendarAnswer } from './rates-answers.ts';
import { DATE_WINDOW_DAYS, addDays, guestToday } from '../services/rates-dates.ts';
import { CURRENCY, dollars, losTier } from '../services/rates-engine.ts';
import {
  CALENDAR_MONTHS,
  loadCalendarInputs,
  monthDays,
  priceCalendar,
} from '../services/rates-calendar.ts';
import { offeredPlans } from '../services/rates-plans.ts';
import { eligibility, findHotel } from '../services/rates-views.ts';
import {
  corporateIdSchema,
  hotelIdSchema,
  partyOf,
  partyQuery,
  ratePlanCodeSchema,
} from '../services/rates-schemas.ts';

interface CalendarQuery {
  month: string;
  nights: number;
  adults: number;
  children: number;
  rooms: number;
  corporateId?: string;
  ratePlanCode?: string;
}

export const routes: RouteDefinition[] = [
  route<{ hotelId: string }, CalendarQuery>({
    method: 'get',
    path: '/v2/rate/hotels/:hotelId/calendar',
    summary: `Price calendar: for a stay of \`nights\` nights, every check-in date of ${CALENDAR_MONTHS} months from \`month\` (YYYY-MM) with the headline plan's all-in total (as hotel-rates answers it), the cheapest marked, sold-out and closed days marked`,
    tag: 'rates',
    params: { type: 'object', required: ['hotelId'], properties: { hotelId: hotelIdSchema } },
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['month', 'nights'],
      properties: {
        month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
        nights: { type: 'integer', minimum: 1, maximum: DATE_WINDOW_DAYS },
        ...partyQuery,
        corporateId: corporateIdSchema,
        ratePlanCode: ratePlanCodeSchema,
      },
    },
    response: priceCalendarAnswer,
    async handler({ params, query, platform }) {
      const now = platform.now();
      const today = guestToday(now);
      // Check-in from today to 365 days ahead; a calendar must show some of those days.
      const firstMonth = today.slice(0, 7);
      const lastMonth = addDays(today, DATE_WINDOW_DAYS).slice(0, 7);
      if (query.month < firstMonth || query.month > lastMonth) {
        throw invalidParameter(
          'month',
          `The month must be between ${firstMonth} and ${lastMonth}.`,
        );
      }
      const hotel = await findHotel(platform.db, params.hotelId);
      const plans = await offeredPlans(platform.db, query.corporateId);
      const checkIns = monthDays(query.month);
      const inputs = await loadCalendarInputs(
        platform.db,
        hotel,
        plans,
        checkIns,
        query.nights,
        platform.now(),
      );
      const days = priceCalendar(inputs, {
        checkIns,
        nights: query.nights,
        party: partyOf(query),
        who: eligibility(plans, query.corporateId, query.ratePlanCode),
        now,
      });
      return {
        hotelId: hotel.hotel_id,
        month: query.month,
        months: CALENDAR_MONTHS,
        nights: query.nights,
        losTier: losTier(query.nights),
        adults: query.adults,
        children: query.children,
        roomCount: query.rooms,
        currency: CURRENCY,
        days: days.map((day) =>
          day.status === 'AVAILABLE'
            ? {
                checkIn: day.checkIn,
                checkOut: day.checkOut,
                status: day.status,
                total: dollars(day.totalCents),
                cheapest: day.cheapest,
                headline: day.headline,
              }
            : { checkIn: day.checkIn, checkOut: day.checkOut, status: day.status },
        ),
      };
    },
  }),
];
