// The booking routes of the route table: guest data, the
// confirmation, and finding and managing a reservation. Personal pages: never indexed.
import { lazyLoader, privateHead, textRoute } from './route-builders.ts';
import { defineRoute, type RouteEntry } from '../data/route-types.ts';
import type { GuestData } from '../data/booking-guest.ts';
import type { LookupData } from '../data/reservation-lookup.ts';
import type { ReservationData } from '../pages/reservation.tsx';

const reservationLookup = () => import('../data/reservation-lookup.ts');

export const bookingRoutes: readonly RouteEntry[] = [
  defineRoute<GuestData>({
    id: 'guest-data',
    path: '/guest-data',
    page: 'guest-data',
    lazy: () => import('../pages/guest-data.tsx'),
    loader: lazyLoader(
      () => import('../data/booking-guest.ts'),
      (m) => m.loadGuestData,
    ),
    head: privateHead('Guest Information', 'Guest details for your Longstay booking.'),
    analyticsPage: '/guest-data',
  }),
  defineRoute<LookupData>({
    id: 'confirmation',
    path: '/confirmation',
    page: 'confirmation',
    lazy: () => import('../pages/confirmation.tsx'),
    // ?confirmation=&lastname=: read back from the platform, so a reload shows the same booking.
    loader: lazyLoader(reservationLookup, (m) => m.loadReservationPage),
    head: privateHead('Booking Confirmation', 'Your Longstay booking confirmation.'),
    analyticsPage: '/confirmation',
  }),
  textRoute(
    'find-reservation',
    '/find-reservation',
    () => import('../pages/find-reservation.tsx'),
    'Find Your Reservation',
    'Find a Longstay reservation by last name and confirmation number.',
  ),
  defineRoute<ReservationData>({
    id: 'reservation',
    path: '/reservation/',
    page: 'reservation',
    lazy: () => import('../pages/reservation.tsx'),
    // /reservation/?confirmation=&lastname=
    loader: lazyLoader(reservationLookup, (m) => m.loadReservationPage),
    head: privateHead('Your Reservation', 'Your Longstay reservation.'),
    analyticsPage: '/reservation',
  }),
];
