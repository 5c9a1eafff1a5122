// Rooms and rates of one hotel for a stay (platform GET {api}/v2/rate/hotels/{id}/rooms
// ?checkIn&checkOut&adults&children&rooms&corporateId). Dollars are numbers; the all-in total is what
// the page shows most prominently (FTC rule on total prices).
import { hotelRoomsCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Stay } from './booking-stay.ts';
import { roomSize, type RoomType } from './hotel-details.ts';
import { list, text } from './read.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { headlinePlan, type RateEligibility } from './rate-headline.ts';

type RoomsAnswer = AnswerOf<'/v2/rate/hotels/{hotelId}/rooms', 'get'>;

/**
 * A plan of a room type for a stay as the platform priced it: the all-in `total` is for every
 * room of the party (`rooms` × `roomTotal`); `taxNotes` are the long-stay exemptions in words.
 */
export type RatePlan = RoomsAnswer['rooms'][number]['ratePlans'][number];

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

export function readRooms(body: RoomsAnswer): RoomsForStay {
  return {
    nights: body.nights,
    losTier: body.losTier,
    comingSoon: body.comingSoon,
    priceDropped: body.priceDropped === true,
    rooms: body.rooms.map((item) => ({
      roomTypeCode: item.roomTypeCode,
      name: item.name,
      description: item.description,
      bedType: item.bedType,
      capacity: item.capacity,
      sizeSqFt: roomSize(item.sizeSqFt),
      accessible: item.accessible,
      accessibleFeatures: item.accessibleFeatures,
      available: item.available,
      soldOut: item.soldOut || item.available <= 0,
      ratePlans: item.ratePlans,
    })),
  };
}

export const ROOMS_UNAVAILABLE =
  'Rooms and rates are unavailable right now. Please try again in a moment.';

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
    const body = await api.get(hotelRoomsCall(hotelId, query), { signal });
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
      room.ratePlans.map((plan) => ({
        ratePlanCode: plan.ratePlanCode,
        audience: plan.audience,
        total: plan.total,
        room,
        plan,
      })),
    );
  const best = headlinePlan(candidates, who);
  return best ? { room: best.room, plan: best.plan } : null;
}
