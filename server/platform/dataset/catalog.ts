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
import { hasPicture, kitchenPicture } from '../services/images-renders.ts';

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

// What each picture shows, in the words of its alt text (the rendered scenes, docs/decisions/0035).
const IMAGE_ALT: Record<string, string> = {
  exterior: 'Exterior of the hotel',
  lobby: 'The lobby: the front desk and a seating area by tall windows',
  kitchen: 'A suite kitchen with a full-size refrigerator, a two-burner cooktop and a microwave',
  // The kitchen picture of a hotel with the dishwasher amenity shows one.
  'kitchen-dishwasher':
    'A suite kitchen with white cabinets, a dishwasher beside the sink, a full-size refrigerator, a two-burner cooktop and a microwave',
  desk: 'A work desk by the window with a desk chair and a lamp',
  bath: 'A suite bathroom with a walk-in glass shower and a stone vanity',
  fitness: 'The fitness room with treadmills, a bike and dumbbells',
  laundry: 'Guest laundry with washers and dryers',
  pool: 'The outdoor pool with cushioned loungers, towels and umbrellas on the deck',
  pet: 'A dog bed and bowls in a pet-friendly suite',
};

/** The suite picture of a room type: what a guest sees first is the beds they book. */
const ROOM_ALT: Record<string, string> = {
  SQ: 'A studio suite with one queen bed, nightstands with lamps and a lounge chair',
  QQ: 'Two queen beds in a studio suite, a nightstand between them',
  K: 'A king suite with a king bed, a sofa and a coffee table',
  // The accessible suites are furnished as the others; their own pictures are their bathrooms.
  SQA: 'A studio suite with one queen bed, nightstands with lamps and a lounge chair',
  KA: 'A king suite with a king bed, a sofa and a coffee table',
};

/** The bathroom of an accessible room type, as its description words it. */
const ACCESSIBLE_BATH_ALT: Record<string, string> = {
  SQA: 'An accessible bathroom with a curbless roll-in shower, a fold-down seat, grab bars and a roll-under sink',
  KA: 'An accessible bathroom with a bathtub with grab bars, a transfer bench and a hand shower',
};

type ImageKind = [kind: string, roomType: string | null, alt: string];

const roomAlt = (code: string) => ROOM_ALT[code] ?? 'A studio suite';

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

    // Icon amenities almost everywhere (pets and dishwashers less often), then a sample of the rest.
    const icons = ICON_AMENITY_CODES.filter((code) =>
      code === 'PET_FRIENDLY' || code === 'DISHWASHER' || code === 'HIGH_SPEED_INTERNET'
        ? rng.chance(0.55)
        : rng.chance(0.97) || code === 'ACCESSIBLE_ROOMS',
    );
    const others = rng.sample(OTHER_AMENITY_CODES, rng.int(8, 16));
    if (hasPool && !others.includes('OUTDOOR_POOL')) others.push('OUTDOOR_POOL');
    // The pool picture is of an outdoor pool: every hotel listing one shows it (the sample of
    // other amenities may list it too), a hotel with only an indoor pool does not.
    const outdoorPool = others.includes('OUTDOOR_POOL');
    for (const code of [...icons, ...others])
      catalog.hotelAmenities.push({ hotel_id: row.hotel_id, amenity_code: code });

    const image = (kind: string, roomType: string | null = null): ImageKind => [
      kind,
      roomType,
      IMAGE_ALT[kind] as string,
    ];
    // The hotel page's first screen shows the first five: the building, then the suites with
    // their beds, the kitchen and the bathroom. The accessible room types' pictures (the suite
    // and its own bathroom) come last, in the full gallery and their rooms' carousels.
    const accessible = (code: string) => ACCESSIBLE_BATH_ALT[code] !== undefined;
    const kinds: ImageKind[] = [
      ['exterior', null, `${IMAGE_ALT.exterior}, ${row.hotel_name}`],
      ...roomTypes
        .filter((t) => !accessible(t.room_type_code))
        .map((t): ImageKind => ['room', t.room_type_code, roomAlt(t.room_type_code)]),
      kitchenPicture(icons.includes('DISHWASHER'))?.dishwasher
        ? ['kitchen', null, IMAGE_ALT['kitchen-dishwasher'] as string]
        : image('kitchen'),
      image('bath'),
      image('lobby'),
      image('desk'),
      image('fitness'),
      image('laundry'),
      ...(outdoorPool ? [image('pool')] : []),
      ...(icons.includes('PET_FRIENDLY') ? [image('pet')] : []),
      ...roomTypes
        .filter((t) => accessible(t.room_type_code))
        .flatMap((t): ImageKind[] => [
          ['room', t.room_type_code, roomAlt(t.room_type_code)],
          ['bath', t.room_type_code, ACCESSIBLE_BATH_ALT[t.room_type_code] as string],
        ]),
    ];
    kinds
      .filter(([kind, roomType]) => hasPicture(kind, roomType ?? undefined))
      .forEach(([kind, roomType, alt], i) => {
        const suffix = roomType ? `${kind}-${roomType.toLowerCase()}` : kind;
        catalog.hotelImages.push({
          hotel_id: row.hotel_id,
          position: i + 1,
          uri: `hotels/${row.hotel_id}/${i + 1}-${suffix}.jpg`,
          alt_text: alt,
          kind,
          room_type_code: roomType,
        });
      });

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
