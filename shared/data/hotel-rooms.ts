// Rooms and rates of one hotel for a stay (platform GET {api}/v2/rate/hotels/{id}/rooms
// ?checkIn&checkOut&adults&children&rooms&corporateId). Dollars are numbers; the all-in total is what
// the page shows most prominently (FTC rule on total prices).
import { hotelRoomsCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Stay } from './booking-stay.ts';
import { readRoomSize, type RoomType } from './hotel-details.ts';
import { bool, field, list, strings, text, type Json } from './read.ts';
import { headlinePlan, readAudience, type RateAudience, type RateEligibility } from './rate-headline.ts';

export interface RatePlan {
  ratePlanCode: string;
  name: string;
  description: string | null;
  /** 'standard' or 'corporate'. */
  kind: string;
  /** Who may book it (restricted plans are labelled and lead only when eligible). */
  audience: RateAudience;
  /** nightly, weekly or monthly length-of-stay tier. */
  losTier: string | null;
  nightly: { night: string; amount: number }[];
  averageNightly: number;
  subtotal: number;
  taxes: number;
  /** Long-stay exemptions applied, in words: 'No hotel tax: stays of 30+ nights in Texas'. */
  taxNotes: string[];
  /** All in, for every room of the party: `rooms` × `roomTotal`, as priced. */
  total: number;
  rooms: number;
  roomTotal: number;
}

/** A room type of the hotel (its description, without the images) with its offer for a stay. */
export interface RoomOffer extends Omit<RoomType, 'images'> {
  available: number;
  soldOut: boolean;
  ratePlans: RatePlan[];
}

export interface RoomsForStay {
  nights: number;
  losTier: string | null;
  comingSoon: boolean;
  rooms: RoomOffer[];
  /** The lowest total is below the same stay's with the rates of a week ago. */
  priceDropped?: boolean;
}

export type RoomsResult = { ok: true; value: RoomsForStay } | { ok: false; message: string };

const amount = (value: Json): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : NaN;

function readPlan(item: Json): RatePlan | null {
  const ratePlanCode = text(item, 'ratePlanCode');
  const total = amount(field(item, 'total'));
  if (!ratePlanCode || Number.isNaN(total)) return null;
  return {
    ratePlanCode,
    name: text(item, 'name') ?? ratePlanCode,
    description: text(item, 'description'),
    kind: text(item, 'kind') ?? 'standard',
    audience: readAudience(field(item, 'audience'), text(item, 'kind')),
    losTier: text(item, 'losTier'),
    nightly: list(item, 'nightly').flatMap((n) => {
      const night = text(n, 'night');
      const value = amount(field(n, 'amount'));
      return night && !Number.isNaN(value) ? [{ night, amount: value }] : [];
    }),
    averageNightly: amount(field(item, 'averageNightly')),
    subtotal: amount(field(item, 'subtotal')),
    taxes: amount(field(item, 'taxes')),
    taxNotes: strings(item, 'taxNotes'),
    total,
    rooms: Number(text(item, 'rooms')) || 1,
    roomTotal: Number.isFinite(amount(field(item, 'roomTotal')))
      ? amount(field(item, 'roomTotal'))
      : total,
  };
}

export function readRooms(body: Json): RoomsForStay {
  return {
    nights: Number(text(body, 'nights') ?? 0),
    losTier: text(body, 'losTier'),
    comingSoon: bool(body, 'comingSoon') === true,
    priceDropped: bool(body, 'priceDropped') === true,
    rooms: list(body, 'rooms').flatMap((item) => {
      const roomTypeCode = text(item, 'roomTypeCode');
      if (!roomTypeCode) return [];
      const available = Number(text(item, 'available') ?? 0) || 0;
      return [
        {
          roomTypeCode,
          name: text(item, 'name') ?? roomTypeCode,
          description: text(item, 'description'),
          bedType: text(item, 'bedType'),
          capacity: Number(text(item, 'capacity')) || null,
          sizeSqFt: readRoomSize(item),
          accessible: bool(item, 'accessible') === true,
          accessibleFeatures: text(item, 'accessibleFeatures'),
          available,
          soldOut: bool(item, 'soldOut') === true || available <= 0,
          ratePlans: list(item, 'ratePlans')
            .map(readPlan)
            .filter((plan): plan is RatePlan => plan !== null),
        },
      ];
    }),
  };
}

export const ROOMS_UNAVAILABLE = 'Rooms and rates are unavailable right now. Please try again in a moment.';

/** The first platform message of a 4xx (e.g. dates outside the window), else a generic one. */
export function platformMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) {
    const message = text(list(error.body, 'errors')[0], 'message');
    if (message) return message;
  }
  return fallback;
}

export async function loadRooms(
  api: ApiClient,
  hotelId: string,
  stay: Stay,
  corporateId: string | null,
  signal: AbortSignal,
): Promise<RoomsResult> {
  const query = {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
    ...(corporateId ? { corporateId } : {}),
  };
  try {
    const body = await api.get<Json>(
      hotelRoomsCall(hotelId, query),
      { signal },
    );
    return { ok: true, value: readRooms(body) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: platformMessage(error, ROOMS_UNAVAILABLE) };
  }
}

/** Length-of-stay tiers in words. */
export const tierLabel = (tier: string | null): string | null =>
  tier === 'weekly'
    ? 'Weekly rate'
    : tier === 'monthly'
      ? 'Monthly rate'
      : tier === 'nightly'
        ? 'Nightly rate'
        : null;

/** The plan the hotel leads with for this guest, over the room types with a room left:
 *  the same rule, plan and total as the result card's (the platform's hotel-rates headline). */
export function roomsHeadline(
  rooms: RoomsForStay,
  who: RateEligibility,
): { room: RoomOffer; plan: RatePlan } | null {
  if (rooms.comingSoon) return null;
  const candidates = rooms.rooms
    .filter((room) => !room.soldOut)
    .flatMap((room) =>
      room.ratePlans.map((plan) => ({ ratePlanCode: plan.ratePlanCode, audience: plan.audience, total: plan.total, room, plan })),
    );
  const best = headlinePlan(candidates, who);
  return best ? { room: best.room, plan: best.plan } : null;
}
