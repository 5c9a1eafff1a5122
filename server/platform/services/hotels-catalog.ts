// Hotel information as the site reads it ("Hotel media", "Amenity").
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HotelImagesTable, HotelsTable } from '../db/schema-catalog.ts';
import { hotelsNear, listedHotels } from './catalog-geo.ts';

type HotelRow = Selectable<HotelsTable>;

export function hotelSummary(row: HotelRow) {
  return {
    hotelId: row.hotel_id,
    hotelName: row.hotel_name,
    hotelUri: row.hotel_uri,
    geographicLocation: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    address: {
      street: row.street2 ? [row.street1, row.street2] : [row.street1],
      cityName: row.city_name,
      subdivisionCode: row.subdivision_code,
      postalCode: row.postal_code,
      countryCode: row.country_code,
    },
    phone: row.phone,
    description: row.description,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    // IANA zone: "6:00 PM hotel time" is in this zone.
    timeZone: row.time_zone,
  };
}

export function hotelMedia(row: HotelRow, images: Selectable<HotelImagesTable>[]) {
  return {
    hotelId: row.hotel_id,
    hotelImages: images.map((i) => ({
      uri: i.uri,
      altText: i.alt_text,
      kind: i.kind,
      ...(i.room_type_code ? { roomTypeCode: i.room_type_code } : {}),
    })),
    choiceAward: row.choice_award,
    isNew: row.is_new === 1,
    isRenovated: row.is_renovated === 1,
    renovationDate: row.renovation_date,
    comingSoon: row.coming_soon === 1,
    presellDate: row.presell_date,
    hotelUris: [row.hotel_uri],
  };
}

async function imagesOf(db: Kysely<Database>, hotelIds: string[]) {
  if (!hotelIds.length) return new Map<string, Selectable<HotelImagesTable>[]>();
  const rows = await db
    .selectFrom('hotel_images')
    .selectAll()
    .where('hotel_id', 'in', hotelIds)
    .orderBy('hotel_id')
    .orderBy('position')
    .execute();
  const byHotel = new Map<string, Selectable<HotelImagesTable>[]>();
  for (const row of rows) byHotel.set(row.hotel_id, [...(byHotel.get(row.hotel_id) ?? []), row]);
  return byHotel;
}

/** The full hotel: summary, media, amenities and the static room information. */
export async function hotelDetails(
  db: Kysely<Database>,
  where: { hotelId: string } | { hotelUri: string },
) {
  const query = db.selectFrom('hotels').selectAll();
  const row = await (
    'hotelId' in where
      ? query.where('hotel_id', '=', where.hotelId)
      : query.where('hotel_uri', '=', where.hotelUri)
  ).executeTakeFirst();
  if (!row) return undefined;
  const [images, amenities, roomTypes] = await Promise.all([
    imagesOf(db, [row.hotel_id]),
    db
      .selectFrom('hotel_amenities')
      .innerJoin('amenities', 'amenities.amenity_code', 'hotel_amenities.amenity_code')
      .select([
        'amenities.amenity_code',
        'amenities.description',
        'amenities.priority',
        'amenities.icon',
        'amenities.accessible',
      ])
      .where('hotel_amenities.hotel_id', '=', row.hotel_id)
      .orderBy('amenities.priority')
      .execute(),
    db
      .selectFrom('room_types')
      .selectAll()
      .where('hotel_id', '=', row.hotel_id)
      .orderBy('room_type_code')
      .execute(),
  ]);
  const hotelImages = images.get(row.hotel_id) ?? [];
  return {
    hotelSummary: hotelSummary(row),
    media: hotelMedia(row, hotelImages),
    amenities: amenities.map((a) => ({
      amenityCode: a.amenity_code,
      description: a.description,
      priority: a.priority,
      icon: a.icon,
      accessible: a.accessible === 1,
    })),
    roomTypes: roomTypes.map((t) => ({
      roomTypeCode: t.room_type_code,
      name: t.name,
      description: t.description,
      bedType: t.bed_type,
      capacity: t.capacity,
      sizeSqFt: t.size_sq_ft,
      accessible: t.accessible === 1,
      accessibleFeatures: t.accessible_features,
      images: hotelImages
        .filter((i) => i.room_type_code === t.room_type_code)
        .map((i) => ({ uri: i.uri, altText: i.alt_text })),
    })),
    tripAdvisorId: row.trip_advisor_id,
    isTrainingProperty: row.is_training === 1,
  };
}

export async function nearbyHotels(
  db: Kysely<Database>,
  at: { lat: number; lng: number; radius: number; max: number; offset: number },
) {
  const near = hotelsNear(await listedHotels(db), at.lat, at.lng, at.radius);
  const page = near.slice(at.offset, at.offset + at.max);
  const ids = page.map((h) => h.hotel.hotelId);
  const rows = ids.length
    ? await db.selectFrom('hotels').selectAll().where('hotel_id', 'in', ids).execute()
    : [];
  const images = await imagesOf(db, ids);
  const byId = new Map(rows.map((r) => [r.hotel_id, r]));
  const hotels = page.map(({ hotel, distance }) => {
    const row = byId.get(hotel.hotelId) as HotelRow;
    return {
      hotelId: hotel.hotelId,
      distance: Math.round(distance * 10) / 10,
      hotelInfo: { hotelSummary: hotelSummary(row) },
      media: hotelMedia(row, images.get(hotel.hotelId) ?? []),
      tripAdvisorId: row.trip_advisor_id,
    };
  });
  return { hotels, total: near.length, offset: at.offset, max: at.max, radius: at.radius };
}

export async function hotelCities(db: Kysely<Database>, page: { max: number; offset: number }) {
  const rows = await db
    .selectFrom('hotels')
    .select(['subdivision_code', 'city_name', (eb) => eb.fn.countAll<number>().as('hotels_amount')])
    .where('is_training', '=', 0)
    .groupBy(['subdivision_code', 'city_name'])
    .orderBy('subdivision_code')
    .orderBy('city_name')
    .execute();
  const subdivisionCities: Record<string, Array<{ cityName: string; hotelsAmount: number }>> = {};
  for (const row of rows.slice(page.offset, page.offset + page.max)) {
    (subdivisionCities[row.subdivision_code] ??= []).push({
      cityName: row.city_name,
      hotelsAmount: Number(row.hotels_amount),
    });
  }
  return { subdivisionCities, total: rows.length, offset: page.offset, max: page.max };
}

export async function hotelsInSubdivision(db: Kysely<Database>, code: string) {
  const state = await db
    .selectFrom('states')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!state) return undefined;
  const rows = await db
    .selectFrom('hotels')
    .select(['hotel_id', 'hotel_name'])
    .where('subdivision_code', '=', code)
    .where('is_training', '=', 0)
    .orderBy('hotel_name')
    .execute();
  return rows.map((r) => ({ hotelId: r.hotel_id, hotelName: r.hotel_name }));
}
