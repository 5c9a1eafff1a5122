// The JSON of the rate routes' answers (services/rates-views.ts and the routes in rates.ts and
// rates-calendar.ts), for the OpenAPI document and so the site's generated types: the search
// results, the hotel page's rooms and the price calendar read prices through these.
import { RATE_AUDIENCES } from '#shared/data/rate-headline.ts';
import type { JsonSchema } from '../http/route.ts';
import {
  arrayOf,
  boolean,
  integer,
  losTier,
  nullable,
  number,
  object,
  oneOf,
  text,
} from '../http/answer-schemas.ts';

const audience = oneOf(...RATE_AUDIENCES);
const nightly = arrayOf(object({ night: text, amount: number }));
/** Said only when true: the same stay cost more with a week ago's rates. */
const priceDropped = boolean;

/** The plan a hotel leads with for the guest, priced for every room of the party (headlineView). */
const headlineFields = {
  roomTypeCode: text,
  ratePlanCode: text,
  name: text,
  kind: text,
  audience,
  losTier,
  averageNightly: number,
  subtotal: number,
  taxes: number,
  total: number,
  rooms: integer,
  roomTotal: number,
  currency: text,
};
const headline = object(headlineFields);

/** One hotel of a stay's rates: priced, or sold out / coming soon without prices. */
const hotelRate: JsonSchema = {
  anyOf: [
    object(
      {
        status: oneOf('AVAILABLE'),
        priceDropped,
        rateRange: object({ minRate: number, maxRate: number }),
        minRateTotal: number,
        headline,
        currency: text,
        losTier,
      },
      ['priceDropped'],
    ),
    object(
      {
        status: oneOf('SOLD_OUT', 'COMING_SOON'),
        roomsNeeded: integer,
        currency: text,
        losTier,
      },
      ['roomsNeeded'],
    ),
  ],
};

/** `hotelIds`: every known hotel's rate by its id; or `hotelId`: the one hotel's. */
export const hotelRates: JsonSchema = {
  anyOf: [
    object({
      checkIn: text,
      checkOut: text,
      nights: integer,
      hotelRates: { type: 'object', additionalProperties: hotelRate },
    }),
    object(
      {
        hotelId: text,
        status: oneOf('AVAILABLE', 'SOLD_OUT', 'COMING_SOON'),
        priceDropped,
        hotelMinRate: nullable(text),
        minRateTotal: number,
        headline,
        roomsNeeded: integer,
        currency: text,
        losTier,
      },
      ['priceDropped', 'minRateTotal', 'headline', 'roomsNeeded'],
    ),
  ],
};

/** A hotel's room types for a stay, each with its plans priced (roomView). */
export const roomsForStay = object(
  {
    priceDropped,
    hotelId: text,
    checkIn: text,
    checkOut: text,
    nights: integer,
    losTier,
    adults: integer,
    children: integer,
    roomCount: integer,
    comingSoon: boolean,
    currency: text,
    rooms: arrayOf(
      object({
        roomTypeCode: text,
        name: text,
        description: text,
        bedType: text,
        capacity: integer,
        sizeSqFt: nullable(integer),
        accessible: boolean,
        accessibleFeatures: nullable(text),
        available: integer,
        soldOut: boolean,
        ratePlans: arrayOf(
          object({
            ratePlanCode: text,
            name: text,
            description: text,
            kind: text,
            audience,
            losTier,
            nightly,
            averageNightly: number,
            subtotal: number,
            taxes: number,
            taxNotes: arrayOf(text),
            total: number,
            rooms: integer,
            roomTotal: number,
            currency: text,
          }),
        ),
      }),
    ),
  },
  ['priceDropped'],
);

export const availability = object({
  hotelId: text,
  checkIn: text,
  checkOut: text,
  nights: integer,
  comingSoon: boolean,
  roomTypes: arrayOf(
    object({
      roomTypeCode: text,
      name: text,
      totalRooms: integer,
      available: integer,
      soldOut: boolean,
    }),
  ),
});

/** Two months of check-in dates for one length of stay, each with its headline total. */
export const priceCalendarAnswer = object({
  hotelId: text,
  month: text,
  months: integer,
  nights: integer,
  losTier,
  adults: integer,
  children: integer,
  roomCount: integer,
  currency: text,
  days: arrayOf({
    anyOf: [
      object({
        checkIn: text,
        checkOut: text,
        status: oneOf('AVAILABLE'),
        total: number,
        cheapest: boolean,
        headline: object({ ...headlineFields, taxNotes: arrayOf(text) }),
      }),
      object({ checkIn: text, checkOut: text, status: oneOf('CLOSED', 'COMING_SOON', 'SOLD_OUT') }),
    ],
  }),
});
