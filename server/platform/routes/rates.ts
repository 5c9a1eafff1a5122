// Rates and availability for a stay (hotelRates keyed by hotel id with rateRange.minRate, or a single hotelMinRate).
import { badRequest, invalidParameter, required } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { availability, hotelRates, roomsForStay } from './rates-answers.ts';
import { validateStay } from '../services/rates-dates.ts';
import { CURRENCY, dollarString, dollars, losTier } from '../services/rates-engine.ts';
import {
  isComingSoon,
  loadHotels,
  offersForParty,
  roomOffers,
  type Hotel,
  type RoomOffer,
} from '../services/rates-offers.ts';
import {
  eligibility,
  findHotel,
  headlineView,
  hotelRateSummary,
  roomsForParty,
  roomView,
} from '../services/rates-views.ts';
import { offeredPlans } from '../services/rates-plans.ts';
import { offersThenAndNow, priceDropped } from '../services/rates-price-drop.ts';
import {
  corporateIdSchema,
  hotelIdSchema,
  partyOf,
  partyQuery,
  ratePlanCodeSchema,
  stayDateSchema,
} from '../services/rates-schemas.ts';

// The nearby list holds at most 200 hotels, so a rate call never needs more.
const MAX_HOTEL_IDS = 200;

interface HotelRatesQuery {
  hotelIds?: string;
  hotelId?: string;
  checkIn: string;
  checkOut: string;
  corporateId?: string;
  ratePlanCode?: string;
  adults?: number;
  children?: number;
  rooms?: number;
}

interface RoomsQuery {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  corporateId?: string;
}

const hotelParams = {
  type: 'object',
  required: ['hotelId'],
  properties: { hotelId: hotelIdSchema },
};

export const routes: RouteDefinition[] = [
  route<Record<string, string>, HotelRatesQuery>({
    method: 'get',
    path: '/v2/rate/hotel-rates',
    summary:
      'Per hotel for a stay (hotelIds), or for one (hotelId): the headline plan (the lowest all-in total open to this guest: every guest, the corporate id, or the chosen ratePlanCode) and the range of average nightly rates',
    tag: 'rates',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['checkIn', 'checkOut'],
      properties: {
        hotelIds: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,32}(,[A-Za-z0-9_-]{1,32})*$',
          maxLength: 6600,
        },
        hotelId: hotelIdSchema,
        checkIn: stayDateSchema,
        checkOut: stayDateSchema,
        corporateId: corporateIdSchema,
        ratePlanCode: ratePlanCodeSchema,
        ...partyQuery,
      },
    },
    response: hotelRates,
    async handler({ query, platform }) {
      const now = platform.now();
      const stay = validateStay(query.checkIn, query.checkOut, now);
      const corporatePlans = await offeredPlans(platform.db, query.corporateId);
      const who = eligibility(corporatePlans, query.corporateId, query.ratePlanCode);
      const party = partyOf(query);
      // Room types too small for the party are not offered (as on the hotel page's rooms), and
      // prices are for all its rooms.
      const summaryOf = (hotel: Hotel, offers: RoomOffer[] | undefined) =>
        hotelRateSummary(hotel, offersForParty(offers ?? [], party), now, who);
      // Sold out only because no room sleeps the party: how many rooms would (roomsNeeded).
      const roomsNeeded = (hotel: Hotel, offers: RoomOffer[] | undefined) => {
        const needed = roomsForParty(hotel, offers ?? [], party, now, who);
        return needed ? { roomsNeeded: needed } : {};
      };
      // "Price dropped" (said only when true): the same stay cost more with a week ago's rates.
      const dropped = (hotel: Hotel, offers: Awaited<ReturnType<typeof offersThenAndNow>>) => {
        const before = offers.before.get(hotel.hotel_id);
        return priceDropped(
          summaryOf(hotel, offers.now.get(hotel.hotel_id)),
          before && summaryOf(hotel, before),
        );
      };
      if (query.hotelId !== undefined && query.hotelIds === undefined) {
        const hotel = await findHotel(platform.db, query.hotelId);
        const offers = await offersThenAndNow(platform.db, [hotel], stay, corporatePlans, now);
        const summary = summaryOf(hotel, offers.now.get(hotel.hotel_id));
        return {
          hotelId: hotel.hotel_id,
          status: summary.status,
          ...(dropped(hotel, offers) ? { priceDropped: true } : {}),
          ...(summary.status === 'AVAILABLE'
            ? {
                hotelMinRate: dollarString(summary.minRateCents),
                minRateTotal: dollars(summary.minRateTotalCents),
                headline: headlineView(summary.headline, party.rooms),
              }
            : { hotelMinRate: null }),
          ...(summary.status === 'SOLD_OUT'
            ? roomsNeeded(hotel, offers.now.get(hotel.hotel_id))
            : {}),
          currency: CURRENCY,
          losTier: losTier(stay.nights.length),
        };
      }
      if (query.hotelIds === undefined) {
        throw badRequest([required('hotelIds')]);
      }
      const ids = [...new Set(query.hotelIds.split(','))];
      if (ids.length > MAX_HOTEL_IDS) {
        throw invalidParameter('hotelIds', `At most ${MAX_HOTEL_IDS} hotels at a time.`);
      }
      const hotels = await loadHotels(platform.db, ids);
      const offers = await offersThenAndNow(platform.db, hotels, stay, corporatePlans, now);
      const tier = losTier(stay.nights.length);
      // Unknown ids are left out; sold-out and coming-soon hotels are marked and carry no rateRange.
      const hotelRates: Record<string, unknown> = {};
      for (const hotel of hotels) {
        const summary = summaryOf(hotel, offers.now.get(hotel.hotel_id));
        hotelRates[hotel.hotel_id] =
          summary.status === 'AVAILABLE'
            ? {
                status: summary.status,
                ...(dropped(hotel, offers) ? { priceDropped: true } : {}),
                rateRange: {
                  minRate: dollars(summary.minRateCents),
                  maxRate: dollars(summary.maxRateCents),
                },
                minRateTotal: dollars(summary.minRateTotalCents),
                headline: headlineView(summary.headline, party.rooms),
                currency: CURRENCY,
                losTier: tier,
              }
            : {
                status: summary.status,
                ...(summary.status === 'SOLD_OUT'
                  ? roomsNeeded(hotel, offers.now.get(hotel.hotel_id))
                  : {}),
                currency: CURRENCY,
                losTier: tier,
              };
      }
      return {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights.length,
        hotelRates,
      };
    },
  }),

  route<{ hotelId: string }, RoomsQuery>({
    method: 'get',
    path: '/v2/rate/hotels/:hotelId/rooms',
    summary:
      'Room types of a hotel for a stay (size in square feet, beds, capacity, accessible features): rooms left and, per rate plan, the nightly breakdown, length-of-stay tier, taxes and all-in total',
    tag: 'rates',
    params: hotelParams,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['checkIn', 'checkOut'],
      properties: {
        checkIn: stayDateSchema,
        checkOut: stayDateSchema,
        ...partyQuery,
        corporateId: corporateIdSchema,
      },
    },
    response: roomsForStay,
    async handler({ params, query, platform }) {
      const now = platform.now();
      const hotel = await findHotel(platform.db, params.hotelId);
      const stay = validateStay(query.checkIn, query.checkOut, now);
      const plans = await offeredPlans(platform.db, query.corporateId);
      const party = partyOf(query);
      const both = await offersThenAndNow(platform.db, [hotel], stay, plans, now);
      const offers = both.now.get(hotel.hotel_id) ?? [];
      const before = both.before.get(hotel.hotel_id);
      // "Price dropped" beside the lowest total every guest can book, as on the results.
      const dropped = priceDropped(
        hotelRateSummary(hotel, offersForParty(offers, party), now),
        before && hotelRateSummary(hotel, offersForParty(before, party), now),
      );
      const comingSoon = isComingSoon(hotel, now);
      return {
        ...(dropped ? { priceDropped: true } : {}),
        hotelId: hotel.hotel_id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights.length,
        losTier: losTier(stay.nights.length),
        adults: party.adults,
        children: party.children,
        roomCount: party.rooms,
        comingSoon,
        currency: CURRENCY,
        // Room types too small for the party are not offered; prices are for all its rooms.
        rooms: offersForParty(offers, party).map((o) => roomView(o, !comingSoon, party.rooms)),
      };
    },
  }),

  route<{ hotelId: string }, { checkIn: string; checkOut: string }>({
    method: 'get',
    path: '/v2/rate/hotels/:hotelId/availability',
    summary: 'Rooms left per room type on every night of a stay',
    tag: 'rates',
    params: hotelParams,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['checkIn', 'checkOut'],
      properties: { checkIn: stayDateSchema, checkOut: stayDateSchema },
    },
    response: availability,
    async handler({ params, query, platform }) {
      const now = platform.now();
      const hotel = await findHotel(platform.db, params.hotelId);
      const stay = validateStay(query.checkIn, query.checkOut, now);
      const offers =
        (await roomOffers(platform.db, [hotel], stay, [], now)).get(hotel.hotel_id) ?? [];
      const comingSoon = isComingSoon(hotel, now);
      return {
        hotelId: hotel.hotel_id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights.length,
        comingSoon,
        roomTypes: offers.map((o) => {
          const available = comingSoon ? 0 : o.available;
          return {
            roomTypeCode: o.roomType.room_type_code,
            name: o.roomType.name,
            totalRooms: o.roomType.total_rooms,
            available,
            soldOut: available === 0,
          };
        }),
      };
    },
  }),
];
