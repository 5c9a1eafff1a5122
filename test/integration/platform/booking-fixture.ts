// The few rows the booking tests need, inserted by the tests themselves so they do not depend on
// the generated dataset: two hotels (one open, one coming soon), room types, standard and
// corporate rate plans, and a corporate account.
import type { Kysely } from 'kysely';
import type { Database } from '#platform/db/schema.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';

/** Monday 2 March 2026, 15:00 UTC: a fixed clock for every booking test. */
export const FIXED_NOW = new Date('2026-03-02T15:00:00Z');
export const HOTEL = 'TST100';
export const SOON_HOTEL = 'TST200';
export const VALID_VISA = '4111 1111 1111 1111';

const hotel = (hotelId: string, comingSoon: 0 | 1) => ({
  hotel_id: hotelId,
  hotel_name: `Longstay Test ${hotelId}`,
  hotel_uri: `/extended-stay-hotels/tx/dallas/test-${hotelId.toLowerCase()}`,
  street1: '100 Main St',
  street2: null,
  city_name: 'Dallas',
  subdivision_code: 'TX',
  postal_code: '75201',
  country_code: 'US',
  latitude: 32.78,
  longitude: -96.8,
  phone: '+1 214 555 0100',
  description: 'A test hotel.',
  choice_award: null,
  is_new: 0 as const,
  is_renovated: 0 as const,
  renovation_date: null,
  coming_soon: comingSoon,
  presell_date: null,
  trip_advisor_id: null,
  check_in_time: '15:00',
  check_out_time: '11:00',
  state_tax_bp: 600,
  city_tax_bp: 700,
  is_training: 0 as const,
  time_zone: 'America/Chicago',
});

const roomType = (
  hotelId: string,
  code: string,
  totalRooms: number,
  baseRateCents: number,
  capacity: number,
) => ({
  hotel_id: hotelId,
  room_type_code: code,
  name: `Room ${code}`,
  description: `A ${code} room.`,
  bed_type: code === 'TQ' ? 'Two queens' : 'Queen',
  capacity,
  accessible: code === 'SQA' ? (1 as const) : (0 as const),
  accessible_features: code === 'SQA' ? 'Roll-in shower, grab bars, lowered counters.' : null,
  total_rooms: totalRooms,
  base_rate_cents: baseRateCents,
});

export async function insertBookingFixture(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('hotels')
    .values([hotel(HOTEL, 0), hotel(SOON_HOTEL, 1)])
    .execute();
  await db
    .insertInto('room_types')
    .values([
      roomType(HOTEL, 'SQ', 5, 8_000, 2),
      roomType(HOTEL, 'TQ', 10, 10_000, 4),
      roomType(HOTEL, 'SQA', 1, 8_000, 2),
      roomType(SOON_HOTEL, 'SQ', 5, 7_000, 2),
    ])
    .execute();
  await db
    .insertInto('rate_plans')
    .values([
      {
        rate_plan_code: 'RACK',
        name: 'Best available',
        description: 'Flexible rate.',
        kind: 'standard',
        discount_bp: 0,
        audience: 'everyone',
      },
      {
        rate_plan_code: 'SAVER',
        name: 'Saver',
        description: 'Member rate.',
        kind: 'standard',
        discount_bp: 500,
        audience: 'member',
      },
      {
        rate_plan_code: 'CORPACME',
        name: 'Acme corporate',
        description: 'Corporate rate.',
        kind: 'corporate',
        discount_bp: 1_500,
        audience: 'corporate',
      },
      {
        rate_plan_code: 'CORPOTHER',
        name: 'Other corporate',
        description: 'Corporate rate.',
        kind: 'corporate',
        discount_bp: 2_000,
        audience: 'corporate',
      },
    ])
    // The fuzz test also runs on the seeded dataset, which may know some of these codes.
    .onConflict((oc) => oc.column('rate_plan_code').doNothing())
    .execute();
  await db
    .insertInto('corporate_accounts')
    .values({
      corporate_id: 'ACME',
      choice_account_id: 'A1',
      company_name: 'Acme Corp',
      title: 'Acme',
      rate_plan_codes: JSON.stringify(['CORPACME']),
      details_html: null,
      logo_uri: null,
      logo_alt: null,
      source: 'site',
    })
    .onConflict((oc) => oc.column('corporate_id').doNothing())
    .execute();
}

/** Records every mail the platform sends while still handing it to the real mailer. */
export function recordMail(running: RunningPlatform): Mail[] {
  const sent: Mail[] = [];
  const real = running.context.mailer;
  running.context.mailer = {
    async send(mail) {
      sent.push(mail);
      await real.send(mail);
    },
  };
  return sent;
}

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    hotelId: HOTEL,
    roomTypeCode: 'SQ',
    ratePlanCode: 'RACK',
    checkIn: '2026-03-10',
    checkOut: '2026-03-13',
    adults: 2,
    children: 0,
    givenName: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 010 0200',
    arrivalTime: '18:30',
    card: { number: VALID_VISA, expiry: '12/29', holder: 'Ada Lovelace' },
    ...overrides,
  };
}

/** The confirmation numbers of the reservations made for the racing guests (surname Racer…), sorted. */
export async function racerConfirmations(db: Kysely<Database>): Promise<string[]> {
  const racers = await db
    .selectFrom('reservations')
    .select('confirmation_number')
    .where('surname', 'like', 'Racer%')
    .execute();
  return racers.map((r) => r.confirmation_number).sort();
}
