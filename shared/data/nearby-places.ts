// The places near a hotel (the location section names the nearest cities and airports
// with their distance): GET {api}/v1/place/nearby, read defensively like every platform answer.
import { nearbyPlacesCall } from '#shared/contract/calls.ts';
import type { ApiClient } from './api-client.ts';
import { field, list, text, type Json } from './read.ts';

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

function readPlaces(body: Json, key: string): NearbyPlace[] {
  return list(body, key).flatMap((item) => {
    const placeId = text(item, 'placeId');
    const name = text(item, 'name');
    const distance = field(item, 'distance');
    if (!placeId || !name || typeof distance !== 'number' || !Number.isFinite(distance)) return [];
    return [{ placeId, name, distance, code: text(item, 'code') }];
  });
}

export function nearbyPlacesPath(latitude: number, longitude: number) {
  return nearbyPlacesCall(latitude, longitude);
}

export async function loadNearbyPlaces(
  api: ApiClient,
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<NearbyPlaces> {
  const body = await api.get<Json>(nearbyPlacesPath(latitude, longitude), { signal });
  return { cities: readPlaces(body, 'cities'), airports: readPlaces(body, 'airports') };
}
