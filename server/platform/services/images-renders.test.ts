// The rendered pictures against the dataset: every room type's gallery shows its own beds (and an
// accessible room type its accessible bathroom), no two hotels of one city open on the same
// exterior, and the committed originals stay within their budget (docs/decisions/0035).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, type Catalog } from '../dataset/catalog.ts';
import {
  CONTENT_PICTURES,
  EXTERIORS,
  PICTURES,
  contentPicture,
  hotelPicture,
  type HotelSetting,
} from './images-renders.ts';

let catalog: Catalog;
const settings = new Map<string, HotelSetting>();

beforeAll(() => {
  catalog = generateCatalog();
  const dishwashers = new Set(
    catalog.hotelAmenities.filter((a) => a.amenity_code === 'DISHWASHER').map((a) => a.hotel_id),
  );
  for (const hotel of catalog.hotels) {
    const cityKey = `${hotel.city_name},${hotel.subdivision_code}`;
    // As the media host counts it: the hotels of the same city with a smaller id.
    const rankInCity = catalog.hotels.filter(
      (other) =>
        `${other.city_name},${other.subdivision_code}` === cityKey &&
        other.hotel_id < hotel.hotel_id,
    ).length;
    settings.set(hotel.hotel_id, {
      hotelId: hotel.hotel_id,
      cityKey,
      rankInCity,
      dishwasher: dishwashers.has(hotel.hotel_id),
    });
  }
}, 60_000);

const pictureOf = (uri: string) => {
  const [, hotelId, file] = uri.split('/') as [string, string, string];
  return hotelPicture(file, settings.get(hotelId) as HotelSetting);
};

describe('rendered pictures of the dataset', () => {
  it('finds a picture for every image the catalog lists', () => {
    const missing = catalog.hotelImages.filter((image) => !pictureOf(image.uri));
    expect(missing).toEqual([]);
  });

  it('lists in a gallery only rendered pictures of the very kind the image names', async () => {
    for (const image of catalog.hotelImages) {
      const picture = pictureOf(image.uri);
      expect(picture, image.uri).toBeDefined();
      // A gallery's "laundry" is the laundry render, never another room standing in for it.
      expect(picture!.kind, image.uri).toBe(image.kind);
      expect(PICTURES[picture!.name], image.uri).toBe(picture);
    }
    const files = new Set(catalog.hotelImages.map((image) => pictureOf(image.uri)!.file));
    for (const file of files)
      await expect(stat(path.join('data/renders', file))).resolves.toBeTruthy();
  });

  it('shows the kitchen with a dishwasher in the hotels that list one, and says so', () => {
    expect(PICTURES['kitchen-dishwasher-light']?.dishwasher).toBe(true);
    const kitchens = catalog.hotelImages.filter((i) => i.kind === 'kitchen');
    // Every hotel has a kitchen picture, and the dataset has hotels with and without a dishwasher.
    expect(new Set(kitchens.map((i) => i.hotel_id)).size).toBe(catalog.hotels.length);
    expect(kitchens.some((i) => settings.get(i.hotel_id)!.dishwasher)).toBe(true);
    expect(kitchens.some((i) => !settings.get(i.hotel_id)!.dishwasher)).toBe(true);
    for (const image of kitchens) {
      const hotel = settings.get(image.hotel_id)!;
      const picture = pictureOf(image.uri)!;
      // A kitchen picture never shows a dishwasher the hotel does not have, nor hides one it has.
      expect(picture.dishwasher ?? false, image.uri).toBe(hotel.dishwasher);
      expect(/dishwasher/i.test(image.alt_text), image.uri).toBe(hotel.dishwasher);
      expect(/dishwasher/i.test(picture.alt), image.uri).toBe(hotel.dishwasher);
    }
  });

  it('shows the pool picture in the gallery of every hotel with an outdoor pool, and only there', () => {
    const pools = new Set(
      catalog.hotelAmenities
        .filter((a) => a.amenity_code === 'OUTDOOR_POOL')
        .map((a) => a.hotel_id),
    );
    expect(pools.size).toBeGreaterThan(0);
    for (const hotel of catalog.hotels) {
      const images = catalog.hotelImages.filter(
        (i) => i.hotel_id === hotel.hotel_id && i.kind === 'pool',
      );
      expect(images.length, hotel.hotel_id).toBe(pools.has(hotel.hotel_id) ? 1 : 0);
      for (const image of images) {
        expect(pictureOf(image.uri)?.name).toBe('pool');
        expect(image.alt_text).toMatch(/pool/i);
      }
    }
  });

  it("shows each room type's own beds, and an accessible room type its accessible bathroom", () => {
    const beds: Record<string, { beds: number; bed: string }> = {
      '1 Queen': { beds: 1, bed: 'queen' },
      '2 Queen': { beds: 2, bed: 'queen' },
      '1 King': { beds: 1, bed: 'king' },
    };
    for (const type of catalog.roomTypes) {
      const gallery = catalog.hotelImages.filter(
        (image) => image.hotel_id === type.hotel_id && image.room_type_code === type.room_type_code,
      );
      const suite = gallery.find((image) => image.kind === 'room');
      expect(suite, `${type.hotel_id} ${type.room_type_code}`).toBeDefined();
      expect(pictureOf(suite!.uri)).toMatchObject(beds[type.bed_type]!);
      const bath = gallery.find((image) => image.kind === 'bath');
      if (!type.accessible) expect(bath).toBeUndefined();
      // The accessible king's has a tub with grab bars, the accessible queen's a roll-in shower.
      else {
        expect(bath, `${type.hotel_id} ${type.room_type_code} bathroom`).toBeDefined();
        expect(pictureOf(bath!.uri)?.accessible).toBe(true);
        expect(pictureOf(bath!.uri)?.tub ?? false).toBe(type.room_type_code === 'KA');
      }
    }
  });

  it('opens no two hotels of one city on the same exterior', () => {
    const first = new Map<string, Set<string>>();
    for (const hotel of catalog.hotels) {
      const images = catalog.hotelImages
        .filter((image) => image.hotel_id === hotel.hotel_id)
        .sort((a, b) => a.position - b.position);
      expect(images[0]?.kind).toBe('exterior');
      const picture = pictureOf(images[0]!.uri)!;
      const key = settings.get(hotel.hotel_id)!.cityKey;
      const seen = first.get(key) ?? new Set<string>();
      expect(seen.has(picture.file), `${hotel.hotel_id} in ${key}`).toBe(false);
      seen.add(picture.file);
      first.set(key, seen);
    }
    const biggest = Math.max(...[...first.values()].map((s) => s.size));
    expect(biggest).toBeLessThanOrEqual(EXTERIORS.length);
  });

  it('maps every content picture to its own committed render, never a stand-in', () => {
    for (const [name, target] of Object.entries(CONTENT_PICTURES)) {
      expect(PICTURES[target], `content/${name}.jpg → ${target}`).toBeDefined();
      expect(contentPicture(`${name}.jpg`)?.name).toBe(target);
    }
    expect(contentPicture('no-such-page.jpg')).toBeUndefined();
  });

  it('keeps every original within 250 KB and all of them within 8 MB', async () => {
    let total = 0;
    for (const picture of Object.values(PICTURES)) {
      const { size } = await stat(path.join('data/renders', picture.file));
      expect(size, picture.file).toBeLessThanOrEqual(250 * 1024);
      expect(picture.width).toBeGreaterThanOrEqual(1600);
      total += size;
    }
    expect(total).toBeLessThanOrEqual(8 * 1024 * 1024);
  });
});
