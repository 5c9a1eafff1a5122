// generateCatalog(): the whole catalog as plain rows, ready to insert. Deterministic: seeded random
// numbers only, no clock, so two generations are byte-identical.
import type { Insertable } from 'kysely';
import type {
  AmenitiesTable,
  HotelAmenitiesTable,
  HotelImagesTable,
  HotelsTable,
  PlacesTable,
  RatePlansTable,
  ReviewLocationsTable,
  ReviewsTable,
  RoomTypesTable,
  StatesTable,
} from '../db/schema-catalog.ts';
import { ICON_AMENITY_CODES, OTHER_AMENITY_CODES, amenityCatalogue } from './amenities.ts';
import { buildGazetteer } from './gazetteer.ts';
import { generateHotels } from './hotels.ts';
import { hotelPlaces } from './hotel-places.ts';
import { hashString, mulberry32 } from './random.ts';
import { reviewsFor } from './reviews.ts';
import { roomTypesFor } from './room-types.ts';

export interface Catalog {
  states: StatesTable[];
  places: PlacesTable[];
  amenities: AmenitiesTable[];
  ratePlans: Insertable<RatePlansTable>[];
  hotels: HotelsTable[];
  hotelImages: HotelImagesTable[];
  hotelAmenities: HotelAmenitiesTable[];
  roomTypes: RoomTypesTable[];
  reviewLocations: ReviewLocationsTable[];
  reviews: ReviewsTable[];
}

// The standard plans; corporate plans come with the corporate accounts (dataset/content.ts).
export const STANDARD_RATE_PLANS: Insertable<RatePlansTable>[] = [
  {
    rate_plan_code: 'STANDARD',
    name: 'Best Available Rate',
    // The cancellation policy is one sentence the site shows beside every plan.
    description: 'Our best flexible rate.',
    kind: 'standard',
    discount_bp: 0,
    audience: 'everyone',
    refundable: 1,
  },
  {
    rate_plan_code: 'AAA',
    name: 'AAA/CAA Member Rate',
    description: 'Save 10% with a valid AAA or CAA membership card shown at check-in.',
    kind: 'standard',
    discount_bp: 1000,
    audience: 'aaa',
    refundable: 1,
  },
  {
    rate_plan_code: 'SENIOR',
    name: 'Senior Rate',
    description: 'Guests 60 and older save 10%; proof of age required at check-in.',
    kind: 'standard',
    discount_bp: 1000,
    audience: 'senior',
    refundable: 1,
  },
];

const IMAGE_ALT: Record<string, string> = {
  exterior: 'Exterior of the hotel',
  lobby: 'Lobby and front desk',
  room: 'Guest suite',
  kitchen: 'Suite kitchen',
  bath: 'Suite bathroom with a walk-in shower',
  fitness: 'Fitness center',
  laundry: 'Guest laundry',
  pool: 'Outdoor pool',
};

export function generateCatalog(): Catalog {
  const gazetteer = buildGazetteer();
  const generated = generateHotels(gazetteer.cities, gazetteer.postalCodes, gazetteer.airports);
  const catalog: Catalog = {
    states: gazetteer.states,
    places: gazetteer.places,
    amenities: amenityCatalogue(),
    ratePlans: STANDARD_RATE_PLANS,
    hotels: [],
    hotelImages: [],
    hotelAmenities: [],
    roomTypes: [],
    reviewLocations: [],
    reviews: [],
  };

  for (const { row, baseRateCents } of generated) {
    const rng = mulberry32(hashString(row.hotel_id));
    catalog.hotels.push(row);
    const roomTypes = roomTypesFor(row.hotel_id, baseRateCents, rng);
    catalog.roomTypes.push(...roomTypes);

    const hasPool = rng.chance(0.35);
    const kinds: Array<[kind: string, roomType: string | null, alt: string]> = [
      ['exterior', null, `${IMAGE_ALT.exterior}, ${row.hotel_name}`],
      ['lobby', null, IMAGE_ALT.lobby as string],
      ...roomTypes.map((t): [string, string, string] => ['room', t.room_type_code, t.name]),
      ['kitchen', null, IMAGE_ALT.kitchen as string],
      ['bath', null, IMAGE_ALT.bath as string],
      ['fitness', null, IMAGE_ALT.fitness as string],
      ['laundry', null, IMAGE_ALT.laundry as string],
      ...(hasPool ? [['pool', null, IMAGE_ALT.pool as string] as [string, null, string]] : []),
    ];
    kinds.forEach(([kind, roomType, alt], i) => {
      const suffix = roomType ? `${kind}-${roomType.toLowerCase()}` : kind;
      catalog.hotelImages.push({
        hotel_id: row.hotel_id,
        position: i + 1,
        uri: `hotels/${row.hotel_id}/${i + 1}-${suffix}.svg`,
        alt_text: alt,
        kind,
        room_type_code: roomType,
      });
    });

    // Icon amenities almost everywhere (pets and dishwashers less often), then a sample of the rest.
    const icons = ICON_AMENITY_CODES.filter((code) =>
      code === 'PET_FRIENDLY' || code === 'DISHWASHER' || code === 'HIGH_SPEED_INTERNET'
        ? rng.chance(0.55)
        : rng.chance(0.97) || code === 'ACCESSIBLE_ROOMS',
    );
    const others = rng.sample(OTHER_AMENITY_CODES, rng.int(8, 16));
    if (hasPool && !others.includes('OUTDOOR_POOL')) others.push('OUTDOOR_POOL');
    for (const code of [...icons, ...others])
      catalog.hotelAmenities.push({ hotel_id: row.hotel_id, amenity_code: code });

    if (row.trip_advisor_id) {
      const { location, reviews } = reviewsFor(
        row.trip_advisor_id,
        row.hotel_id,
        row.hotel_name,
        rng,
      );
      catalog.reviewLocations.push(location);
      catalog.reviews.push(...reviews);
    }
  }
  catalog.places.push(...hotelPlaces(catalog.hotels));
  return catalog;
}
