// Loader of /guest-data: the chosen hotel, room and rate for the stay
// named in the URL (?hotelId&roomTypeCode&ratePlanCode and the stay: checkIn&checkOut&adults&
// children[&clientid], shared/search/stay-url.ts), re-quoted from the platform so the page shows current prices, and the signed-in
// guest's details for prefill (GET /v1/account/accounts/{loginId}).
import type { LoaderArgs } from './route-types.ts';
import type { Selection } from '../storage/booking-draft.ts';
import { readStay } from './booking-stay.ts';
import { withStay } from '../search/stay-url.ts';
import { loadHotelDetailsById, type HotelDetails, type HotelImage } from './hotel-details.ts';
import { loadRooms, type RatePlan, type RoomOffer } from './hotel-rooms.ts';
import { accountCall } from '#shared/contract/calls.ts';

export interface GuestPrefill {
  givenName: string;
  surname: string;
  email: string;
  phone: string;
}

export type GuestDataResult =
  | {
      ok: true;
      selection: Selection;
      hotel: Pick<
        HotelDetails,
        | 'hotelId'
        | 'hotelName'
        | 'hotelUri'
        | 'addressLine'
        | 'checkInTime'
        | 'checkOutTime'
        | 'phone'
      > & {
        /** The photo of the summary card: the exterior, else the first. */
        image: HotelImage | null;
      };
      room: Omit<RoomOffer, 'ratePlans'>;
      plan: RatePlan;
      nights: number;
      /** The room sold out since it was chosen: the page says so and offers other rooms. */
      soldOut: boolean;
    }
  | { ok: false; message: string; backTo: string | null };

export interface GuestData {
  result: GuestDataResult;
  prefill: GuestPrefill | null;
}

export const NO_SELECTION =
  'Choose a hotel, a room and a rate first: your booking starts on a hotel’s page.';
export const RATE_GONE =
  'The rate you chose is no longer offered for these dates. Please choose a room and rate again.';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

async function loadPrefill({ api, context, signal }: LoaderArgs): Promise<GuestPrefill | null> {
  const loginId = context.account?.loginId;
  if (!loginId) return null;
  try {
    const { account } = await api.get(accountCall(loginId), { signal });
    return {
      givenName: account.name.givenName,
      surname: account.name.surname,
      email: account.emails[0]?.address ?? '',
      phone: account.phones[0]?.number ?? '',
    };
  } catch {
    // Prefill is a convenience: the guest can still type their details.
    return null;
  }
}

export async function loadGuestData(args: LoaderArgs): Promise<GuestData> {
  const { api, url, context, signal } = args;
  const params = url.searchParams;
  const hotelId = params.get('hotelId') ?? '';
  const roomTypeCode = params.get('roomTypeCode') ?? '';
  const ratePlanCode = params.get('ratePlanCode') ?? '';
  const prefill = loadPrefill(args);
  if (![hotelId, roomTypeCode, ratePlanCode].every((v) => CODE.test(v))) {
    return { result: { ok: false, message: NO_SELECTION, backTo: null }, prefill: await prefill };
  }
  const stay = readStay(params, context);
  const { corporateId } = stay;
  const selection: Selection = { hotelId, roomTypeCode, ratePlanCode, ...stay };
  const hotelResult = await loadHotelDetailsById(api, hotelId, signal).catch(() => null);
  if (!hotelResult?.ok) {
    return {
      result: {
        ok: false,
        message: hotelResult ? hotelResult.message : NO_SELECTION,
        backTo: null,
      },
      prefill: await prefill,
    };
  }
  const hotel = hotelResult.hotel;
  const backTo = withStay(`${hotel.hotelUri}#rooms`, stay);
  const rooms = await loadRooms(api, hotelId, stay, corporateId, signal);
  if (!rooms.ok)
    return { result: { ok: false, message: rooms.message, backTo }, prefill: await prefill };
  const room = rooms.value.rooms.find((r) => r.roomTypeCode === roomTypeCode);
  const plan = room?.ratePlans.find((p) => p.ratePlanCode === ratePlanCode);
  if (!room || !plan)
    return { result: { ok: false, message: RATE_GONE, backTo }, prefill: await prefill };
  const { ratePlans: _plans, ...roomInfo } = room;
  return {
    result: {
      ok: true,
      selection,
      hotel: {
        hotelId: hotel.hotelId,
        hotelName: hotel.hotelName,
        hotelUri: hotel.hotelUri,
        addressLine: hotel.addressLine,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
        phone: hotel.phone,
        image:
          hotel.media.images.find((image) => image.kind === 'exterior') ??
          hotel.media.images[0] ??
          null,
      },
      room: roomInfo,
      plan,
      nights: rooms.value.nights,
      soldOut: room.soldOut || rooms.value.comingSoon,
    },
    prefill: await prefill,
  };
}
