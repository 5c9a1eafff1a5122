// The booking funnel as its browser tests drive it: the platform's rooms left of a type at the
// Austin hotel, the guest data form filled in, and the confirmation number once booked.
import type { Page } from 'playwright-core';
import { waitForHydration } from './page.ts';
import type { RunningSite } from './site.ts';

export const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';

/** How many rooms of a type the platform still has at TX917 for the nights. */
export const roomsLeft =
  (site: RunningSite) =>
  async (roomTypeCode: string, checkIn: string, checkOut: string): Promise<number> => {
    const res = await fetch(
      `${site.platform.url}/v2/rate/hotels/TX917/rooms?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0`,
    );
    const body = (await res.json()) as {
      rooms: { roomTypeCode: string; available: number }[];
    };
    return body.rooms.find((room) => room.roomTypeCode === roomTypeCode)!.available;
  };

/** Who books, besides the surname: Ana at ana.booking@example.com, arriving at 16:00, by default. */
export interface GuestEntry {
  givenName?: string;
  email?: string;
  phone?: string;
  /** null: the arrival time is left as it is. */
  arrivalTime?: string | null;
}

/** Fills the guest data form; the card holder is the guest. */
export async function fillGuest(
  page: Page,
  surname: string,
  card = '4111 1111 1111 1111',
  {
    givenName = 'Ana',
    email = 'ana.booking@example.com',
    phone = '512-555-0100',
    arrivalTime = '16:00',
  }: GuestEntry = {},
) {
  await page.locator('#guest-givenName').fill(givenName);
  await page.locator('#guest-surname').fill(surname);
  await page.locator('#guest-email').fill(email);
  await page.locator('#guest-phone').fill(phone);
  if (arrivalTime !== null) await page.locator('#guest-arrivalTime').selectOption(arrivalTime);
  await page.locator('#guest-cardHolder').fill(`${givenName} ${surname}`);
  await page.locator('#guest-cardNumber').fill(card);
  await page.locator('#guest-cardExpiry').fill('12/30');
}

/** From a result page that lists it: the Austin hotel's page, opened by its link and hydrated. */
export async function openHotelFromResults(page: Page): Promise<void> {
  await waitForHydration(page);
  await page
    .getByRole('link', { name: 'Longstay Suites Austin Downtown', exact: true })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === HOTEL);
  await waitForHydration(page);
}

/** Once the booking is sent: the confirmation page, hydrated, and its confirmation number. */
export async function confirmationNumber(page: Page, timeout?: number): Promise<string> {
  await page.waitForURL('**/confirmation?**', timeout === undefined ? {} : { timeout });
  await waitForHydration(page);
  await page.locator('[data-confirmation-number]').waitFor();
  return (await page.locator('[data-confirmation-number]').textContent())!.trim();
}

/** Who a stay booked through the platform is for: Ana Shown unless told. */
export interface PlatformGuest {
  givenName: string;
  surname: string;
  email: string;
  phone: string;
}

const ANA_SHOWN: PlatformGuest = {
  givenName: 'Ana',
  surname: 'Shown',
  email: 'ana.shown@example.com',
  phone: '512-555-0100',
};

/**
 * A stay at TX917 booked straight through the platform's API (not the funnel): the answer's
 * status, confirmation number, total and taxes. The same key again answers 200 with the same
 * booking.
 */
export async function bookThroughPlatform(
  site: RunningSite,
  {
    checkIn,
    checkOut,
    adults = 1,
    rooms,
    roomTypeCode = 'SQ',
    guest = ANA_SHOWN,
    key,
  }: {
    checkIn: string;
    checkOut: string;
    adults?: number;
    rooms?: number;
    roomTypeCode?: string;
    guest?: PlatformGuest;
    key: string;
  },
): Promise<{ status: number; confirmationNumber: string; total: number; taxes: number }> {
  const res = await fetch(`${site.platform.url}/v1/reservation/reservations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      hotelId: 'TX917',
      roomTypeCode,
      ratePlanCode: 'STANDARD',
      checkIn,
      checkOut,
      adults,
      children: 0,
      ...(rooms === undefined ? {} : { rooms }),
      ...guest,
      arrivalTime: '15:00',
      card: {
        number: '4111111111111111',
        expiry: '12/30',
        holder: `${guest.givenName} ${guest.surname}`,
      },
    }),
  });
  const body = (await res.json()) as {
    reservation?: { confirmationNumber: string; total: number; taxes: number };
  };
  return {
    status: res.status,
    confirmationNumber: body.reservation?.confirmationNumber ?? '',
    total: body.reservation?.total ?? 0,
    taxes: body.reservation?.taxes ?? 0,
  };
}
