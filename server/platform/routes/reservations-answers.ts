// The JSON of a reservation as the reservation routes answer it (services/reservations-view.ts,
// reservations-history.ts, price-watch-offer.ts and the change quote), for the OpenAPI document
// and so the site's generated types: the site reads a reservation, its changes and its quotes
// through these, never through a type of its own.
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

/** One side of a change in the history: the stay before or after it. */
const changedSide = object({
  checkIn: text,
  checkOut: text,
  nights: integer,
  roomTypeCode: text,
  roomName: text,
  losTier,
  taxes: number,
  total: number,
});

export const reservation = object({
  confirmationNumber: text,
  status: oneOf('confirmed', 'cancelled'),
  hotel: nullable(
    object({
      hotelId: text,
      hotelName: text,
      hotelUri: text,
      address: object({
        street1: text,
        street2: nullable(text),
        cityName: text,
        subdivisionCode: text,
        postalCode: text,
        countryCode: text,
      }),
      phone: text,
      checkInTime: text,
      checkOutTime: text,
      timeZone: text,
    }),
  ),
  room: object({
    roomTypeCode: text,
    name: text,
    bedType: nullable(text),
    capacity: nullable(integer),
    accessible: boolean,
    accessibleFeatures: nullable(text),
  }),
  ratePlan: object({
    ratePlanCode: text,
    name: text,
    kind: nullable(text),
  }),
  checkIn: text,
  checkOut: text,
  nights: integer,
  losTier,
  adults: integer,
  children: integer,
  rooms: integer,
  nightly: arrayOf(object({ night: text, amount: number })),
  averageNightly: number,
  subtotal: number,
  taxes: number,
  taxNotes: arrayOf(text),
  total: number,
  roomTotal: number,
  currency: text,
  guest: object({ givenName: text, surname: text, email: text, phone: text }),
  arrivalTime: nullable(text),
  card: object({ brand: text, last4: text, expiry: text }),
  createdAt: text,
  cancelledAt: nullable(text),
  cancellationReference: nullable(text),
  cancellationDeadline: nullable(text),
  cancellable: boolean,
  upcoming: boolean,
  changes: arrayOf(
    object({ changedAt: text, from: changedSide, to: changedSide, difference: number }),
  ),
  changeOptions: nullable(
    object({
      arrivalOpen: boolean,
      roomTypes: arrayOf(object({ roomTypeCode: text, name: text, capacity: integer })),
    }),
  ),
  priceDrop: nullable(object({ oldTotal: number, newTotal: number, saving: number })),
});

/** { reservation }: a booking, a look-up, a cancellation. */
export const oneReservation = object({ reservation });

/** One side of a change quote: the totals are for every room, `roomTotal` for one. */
const quotedStay = {
  checkIn: text,
  checkOut: text,
  roomTypeCode: text,
  roomName: text,
  nights: integer,
  losTier,
  rooms: integer,
  averageNightly: number,
  subtotal: number,
  taxes: number,
  taxNotes: arrayOf(text),
  total: number,
  roomTotal: number,
};

export const changeQuote = object({
  change: object({
    current: object(quotedStay),
    proposed: object({ ...quotedStay, nightly: arrayOf(object({ night: text, amount: number })) }),
    difference: number,
  }),
});

/** A change made (`changed`), or the replay of one already made with the same key. */
export const changeMade = object({ changed: boolean, reservation });
