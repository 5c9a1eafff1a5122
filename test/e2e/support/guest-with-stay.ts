// A signed-in demo guest with a stay and a favorite (My Account's dashboard with data).
// The guest signs in through the site, books through the site's API proxy with that session (so
// the stay is theirs, as one booked on the site), and saves a favorite hotel in local storage, as
// the heart on a hotel page does.
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { DEMO_GUEST, signInDemoGuest } from './accounts.ts';
import { visit } from './page.ts';
import type { RunningSite } from './site.ts';

export interface GuestStay {
  confirmationNumber: string;
  hotelName: string;
  /** The all-in total as the platform stored it (dollars). */
  total: number;
}

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

export async function signInGuestWithStay(
  page: Page,
  site: RunningSite,
  { checkInOffset = 40, nights = 7, favorite = 'TX917' } = {},
): Promise<GuestStay> {
  const headers = { Origin: site.url };
  await signInDemoGuest(page, site);
  const booking = await page.request.post('/api/v1/reservation/reservations', {
    headers: { ...headers, 'Idempotency-Key': `guest-with-stay-${checkInOffset}-${Date.now()}` },
    data: {
      hotelId: 'TX917',
      roomTypeCode: 'SQ',
      ratePlanCode: 'STANDARD',
      checkIn: day(checkInOffset),
      checkOut: day(checkInOffset + nights),
      adults: 1,
      children: 0,
      givenName: 'Jordan',
      surname: 'Rivera',
      email: DEMO_GUEST.email,
      phone: '214-555-0142',
      arrivalTime: '15:00',
      card: { number: '4111111111111111', expiry: '12/30', holder: 'Jordan Rivera' },
    },
  });
  if (booking.status() !== 201) throw new Error(`the stay was not booked: ${booking.status()}`);
  const { reservation } = (await booking.json()) as {
    reservation: { confirmationNumber: string; total: number; hotel: { hotelName: string } };
  };
  await visit(page, '/', { axe: false });
  await page.evaluate(
    (id) => window.localStorage.setItem('favorites', JSON.stringify([id])),
    favorite,
  );
  return {
    confirmationNumber: reservation.confirmationNumber,
    hotelName: reservation.hotel.hotelName,
    total: reservation.total,
  };
}
