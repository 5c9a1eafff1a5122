// The places near a hotel (the location section names the nearest cities and airports
// with their distance): GET {api}/v1/place/nearby, typed by the platform's schema
// (routes/places-answers.ts).
import { nearbyPlacesCall } from '#shared/contract/calls.ts';
import type { ApiClient } from './api-client.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

export interface NearbyPlace {
  placeId: string;
  name: string;
  /** Miles in a straight line. */
  distance: number;
  /** An airport's IATA code. */
  code: string | null;
}

export interface NearbyPlaces {
  cities: NearbyPlace[];
  airports: NearbyPlace[];
}

type NearbyAnswer = AnswerOf<'/v1/place/nearby', 'get'>;
type PlaceAnswer = NearbyAnswer['cities'][number] | NearbyAnswer['airports'][number];

const readPlace = (place: PlaceAnswer): NearbyPlace => ({
  placeId: place.placeId,
  name: place.name,
  distance: place.distance,
  code: 'code' in place ? place.code : null,
});

export async function loadNearbyPlaces(
  api: ApiClient,
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<NearbyPlaces> {
  const body = await api.get(nearbyPlacesCall(latitude, longitude), { signal });
  return { cities: body.cities.map(readPlace), airports: body.airports.map(readPlace) };
}
