// The place a search is about: mapped from a suggestion item's metadata
// (the platform's typed answer), stored in the current search and turned into a result address.
import { placeDetailsCall } from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { field, text, type Json } from '../data/read.ts';
import type { SuggestedItem } from './suggestions.ts';

export interface SearchPlace {
  /** What the destination box shows. */
  label: string;
  placeId: string;
  placeType: string;
  placeName: string;
  qualifiedName: string | null;
  address: { cityName: string | null; subdivisionCode: string | null; postalCode: string | null };
  location: { latitude: number; longitude: number } | null;
  airportSearchableName: string | null;
  township: boolean;
  hotelUri: string | null;
  hotelsAmount: number | null;
}

function coordinates(value: Json): SearchPlace['location'] {
  const latitude = Number(text(value, 'latitude'));
  const longitude = Number(text(value, 'longitude'));
  if (text(value, 'latitude') === null || text(value, 'longitude') === null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A suggestion list item (the platform's, typed) as the place a search is about. */
export function suggestedPlace(item: SuggestedItem): SearchPlace {
  const meta = item.metadata;
  return {
    label: item.label || meta.placeName,
    placeId: meta.placeId,
    placeType: meta.placeType,
    placeName: meta.placeName,
    qualifiedName: meta.qualifiedName ?? null,
    address: {
      cityName: meta.address?.cityName ?? null,
      subdivisionCode: meta.address?.subdivisionCode ?? null,
      postalCode: meta.address?.postalCode ?? null,
    },
    location: meta.location ?? null,
    airportSearchableName: meta.airportSearchableName ?? null,
    township: meta.township === true,
    hotelUri: meta.hotelUri ?? null,
    hotelsAmount: item.hotelsAmount ?? null,
  };
}

/**
 * A place stored in the browser by an earlier search (search-store.ts): not a platform answer, so
 * every field is checked; null when it names nothing.
 */
export function readSearchPlace(item: Json): SearchPlace | null {
  // A stored SearchPlace has the fields at the top; an item stored by an older site under metadata.
  const meta = field(item, 'metadata') ?? item;
  const placeType = text(meta, 'placeType');
  const placeName = text(meta, 'placeName');
  if (!placeType || !placeName) return null;
  const hotelsAmount = Number(text(item, 'hotelsAmount'));
  return {
    label: text(item, 'label') ?? placeName,
    placeId: text(meta, 'placeId') ?? text(item, 'value') ?? placeName,
    placeType,
    placeName,
    qualifiedName: text(meta, 'qualifiedName'),
    address: {
      cityName: text(meta, 'address', 'cityName'),
      subdivisionCode: text(meta, 'address', 'subdivisionCode'),
      postalCode: text(meta, 'address', 'postalCode'),
    },
    location: coordinates(field(meta, 'location') ?? field(meta, 'geographicLocation')),
    airportSearchableName: text(meta, 'airportSearchableName'),
    township: field(meta, 'township') === true,
    hotelUri: text(meta, 'hotelUri'),
    hotelsAmount:
      text(item, 'hotelsAmount') === null || !Number.isFinite(hotelsAmount) ? null : hotelsAmount,
  };
}

/** GET {api}/v1/place/details/{placeId}?session={generated id} (routes/places-answers.ts). */
type PlaceDetailsAnswer = AnswerOf<'/v1/place/details/{placeId}', 'get'>;

/**
 * A chosen suggestion without coordinates (a place provider's prediction often has none) gets
 * them, and any address parts it lacks, from the place details call of the same search session
 * (a suggestion and its details are one session). The suggestion's own label, type and name stay. A failed call leaves it as it was.
 */
export async function withPlaceDetails(
  place: SearchPlace,
  session: string,
  get: (call: ReturnType<typeof placeDetailsCall>) => Promise<PlaceDetailsAnswer>,
): Promise<SearchPlace> {
  if (place.location) return place;
  let details: SearchPlace;
  try {
    const answer = await get(placeDetailsCall(place.placeId, session));
    details = suggestedPlace({
      label: answer.label,
      value: answer.placeId,
      sectionIcon: answer.placeType,
      hotelsAmount: answer.hotelsAmount,
      metadata: answer,
    });
  } catch {
    return place;
  }
  return {
    ...place,
    location: details.location,
    qualifiedName: place.qualifiedName ?? details.qualifiedName,
    address: {
      cityName: place.address.cityName ?? details.address.cityName,
      subdivisionCode: place.address.subdivisionCode ?? details.address.subdivisionCode,
      postalCode: place.address.postalCode ?? details.address.postalCode,
    },
    airportSearchableName: place.airportSearchableName ?? details.airportSearchableName,
    hotelUri: place.hotelUri ?? details.hotelUri,
  };
}
