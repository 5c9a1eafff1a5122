// A reservation as the API returns it. The card appears only as brand + last four + expiry.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReservationsTable } from '../db/schema-guests.ts';
import { averageNightlyCents, dollars } from './rates-engine.ts';
import { guestToday } from './rates-dates.ts';
import { cancellationDeadline } from './cancellation-policy.ts';
import { changeHistory, changeOptions } from './reservations-history.ts';
import { priceDropOffer } from './price-watch-offer.ts';

export type Reservation = Selectable<ReservationsTable>;

export async function reservationView(db: Kysely<Database>, r: Reservation, now: Date) {
  const hotel = await db
    .selectFrom('hotels')
    .select([
      'hotel_id',
      'hotel_name',
      'hotel_uri',
      'street1',
      'street2',
      'city_name',
      'subdivision_code',
      'postal_code',
      'country_code',
      'phone',
      'check_in_time',
      'check_out_time',
      'time_zone',
    ])
    .where('hotel_id', '=', r.hotel_id)
    .executeTakeFirst();
  const room = await db
    .selectFrom('room_types')
    .select(['name', 'bed_type', 'capacity', 'accessible', 'accessible_features'])
    .where('hotel_id', '=', r.hotel_id)
    .where('room_type_code', '=', r.room_type_code)
    .executeTakeFirst();
  const plan = await db
    .selectFrom('rate_plans')
    .select(['name', 'kind'])
    .where('rate_plan_code', '=', r.rate_plan_code)
    .executeTakeFirst();
  const nightly = JSON.parse(r.nightly) as { night: string; amountCents: number }[];
  const taxNotes = JSON.parse(r.tax_notes) as string[];
  // 6:00 PM hotel time on the day of arrival (cancellation-policy.ts).
  const deadline = hotel ? cancellationDeadline(r.check_in, hotel.time_zone) : null;
  const beforeDeadline = !!deadline && now.getTime() < deadline.getTime();
  const upcoming = r.check_out > guestToday(now);
  return {
    confirmationNumber: r.confirmation_number,
    status: r.status,
    hotel: hotel
      ? {
          hotelId: hotel.hotel_id,
          hotelName: hotel.hotel_name,
          hotelUri: hotel.hotel_uri,
          address: {
            street1: hotel.street1,
            street2: hotel.street2,
            cityName: hotel.city_name,
            subdivisionCode: hotel.subdivision_code,
            postalCode: hotel.postal_code,
            countryCode: hotel.country_code,
          },
          phone: hotel.phone,
          checkInTime: hotel.check_in_time,
          checkOutTime: hotel.check_out_time,
          timeZone: hotel.time_zone,
        }
      : null,
    room: {
      roomTypeCode: r.room_type_code,
      name: room?.name ?? r.room_type_code,
      bedType: room?.bed_type ?? null,
      capacity: room?.capacity ?? null,
      accessible: room?.accessible === 1,
      accessibleFeatures: room?.accessible_features ?? null,
    },
    ratePlan: {
      ratePlanCode: r.rate_plan_code,
      name: plan?.name ?? r.rate_plan_code,
      kind: plan?.kind ?? null,
    },
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: r.nights,
    losTier: r.los_tier,
    adults: r.adults,
    children: r.children,
    rooms: r.rooms,
    nightly: nightly.map((n) => ({ night: n.night, amount: dollars(n.amountCents) })),
    // Per room and night; the totals are for every room, roomTotal for one.
    averageNightly: dollars(averageNightlyCents(r.subtotal_cents / r.rooms, r.nights)),
    subtotal: dollars(r.subtotal_cents),
    taxes: dollars(r.taxes_cents),
    taxNotes,
    total: dollars(r.total_cents),
    roomTotal: dollars(r.total_cents / r.rooms),
    currency: r.currency,
    guest: { givenName: r.given_name, surname: r.surname, email: r.email, phone: r.phone },
    arrivalTime: r.arrival_time,
    card: { brand: r.card_brand, last4: r.card_last4, expiry: r.card_expiry },
    createdAt: r.created_at,
    cancelledAt: r.cancelled_at,
    // The guest's proof of the cancellation, given when it is cancelled (reservations-manage.ts).
    cancellationReference: r.cancellation_reference ?? null,
    cancellationDeadline: deadline?.toISOString() ?? null,
    // Free cancellation online until the deadline (cancelReservation enforces the same rule).
    cancellable: r.status === 'confirmed' && beforeDeadline,
    upcoming,
    // The changes made online, oldest first, and what can still change.
    changes: await changeHistory(db, r),
    changeOptions: await changeOptions(db, r, { arrivalOpen: beforeDeadline, upcoming }),
    // Price protection: the same stay's lower price, while it can be applied (price-watch.ts).
    priceDrop: await priceDropOffer(db, r, beforeDeadline),
  };
}

export type ReservationView = Awaited<ReturnType<typeof reservationView>>;
