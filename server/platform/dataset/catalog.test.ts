// The generated catalog: deterministic, and shaped as the site needs it.
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { AWARD_VALUES, TRAINING_HOTEL_ID } from './hotels.ts';
import { mulberry32 } from './random.ts';
import { searchKey, kebab } from './text.ts';
import { STATE_NAMES } from './states.ts';
import curatedAreaCodes from '../../../data/curated/area-codes.json' with { type: 'json' };

const catalog = generateCatalog();

describe('generateCatalog', () => {
  it('gives byte-identical output on two generations', () => {
    const first = JSON.stringify(catalog);
    const second = JSON.stringify(generateCatalog());
    expect(second.length).toBe(first.length);
    expect(second === first).toBe(true);
    // Two whole generations: seconds on a busy two-core machine.
  }, 30_000);

  it('has at least 300 bookable hotels in at least 40 states and DC', () => {
    const listed = catalog.hotels.filter((h) => !h.is_training);
    expect(listed.length).toBeGreaterThanOrEqual(300);
    const states = new Set(listed.map((h) => h.subdivision_code));
    expect(states.has('DC')).toBe(true);
    expect(states.size).toBeGreaterThanOrEqual(41);
  });

  it('gives every hotel a unique id and uri in the /extended-stay-hotels/{state}/{city}/{slug} form', () => {
    expect(new Set(catalog.hotels.map((h) => h.hotel_id)).size).toBe(catalog.hotels.length);
    expect(new Set(catalog.hotels.map((h) => h.hotel_uri)).size).toBe(catalog.hotels.length);
    for (const hotel of catalog.hotels) {
      const state = kebab(STATE_NAMES.get(hotel.subdivision_code) as string);
      expect(hotel.hotel_uri).toBe(
        `/extended-stay-hotels/${state}/${kebab(hotel.city_name)}/${kebab(hotel.hotel_name)}`,
      );
      expect(hotel.hotel_id).toMatch(
        hotel.is_training ? /^TR727$/ : new RegExp(`^${hotel.subdivision_code}\\d{3}$`),
      );
      expect(hotel.postal_code).toMatch(/^\d{5}$/);
      expect([hotel.check_in_time, hotel.check_out_time]).toEqual(['15:00', '11:00']);
    }
  });

  it('places hotels within a few miles of their city', () => {
    const cities = new Map(
      catalog.places
        .filter((p) => p.place_type === 'city')
        .map((p) => [`${p.place_name}|${p.subdivision_code}`, p]),
    );
    for (const hotel of catalog.hotels) {
      const city = cities.get(`${hotel.city_name}|${hotel.subdivision_code}`);
      expect(city, hotel.hotel_name).toBeDefined();
      const miles = Math.hypot(
        (hotel.latitude - city!.latitude) * 69,
        (hotel.longitude - city!.longitude) * 69 * Math.cos((city!.latitude * Math.PI) / 180),
      );
      expect(miles, hotel.hotel_name).toBeLessThan(15);
    }
  });

  it('has the training property TR727', () => {
    const training = catalog.hotels.filter((h) => h.is_training);
    expect(training.map((h) => h.hotel_id)).toEqual([TRAINING_HOTEL_ID]);
  });

  it('uses every award value and the new, renovated, coming-soon and presell flags', () => {
    const awards = new Set(catalog.hotels.map((h) => h.choice_award));
    for (const award of AWARD_VALUES) expect(awards.has(award), award).toBe(true);
    expect(catalog.hotels.some((h) => h.is_new)).toBe(true);
    expect(catalog.hotels.some((h) => h.is_renovated && h.renovation_date)).toBe(true);
    expect(catalog.hotels.some((h) => !h.is_renovated && h.renovation_date)).toBe(true);
    expect(catalog.hotels.some((h) => h.coming_soon && h.presell_date)).toBe(true);
    expect(catalog.hotels.some((h) => !h.coming_soon && h.presell_date! > '2026-12-31')).toBe(true);
  });

  it('gives each hotel 5+ images, room types with accessible variants and icon amenities', () => {
    for (const hotel of catalog.hotels) {
      const images = catalog.hotelImages.filter((i) => i.hotel_id === hotel.hotel_id);
      expect(images.length).toBeGreaterThanOrEqual(5);
      expect(images[0]?.kind).toBe('exterior');
      const rooms = catalog.roomTypes.filter((r) => r.hotel_id === hotel.hotel_id);
      expect(
        rooms.some((r) => r.accessible && /roll-in shower/.test(r.accessible_features ?? '')),
      ).toBe(true);
      for (const room of rooms) expect(room.total_rooms).toBeGreaterThanOrEqual(5);
      for (const room of rooms) expect(room.total_rooms).toBeLessThanOrEqual(40);
    }
    const icons = catalog.amenities.filter((a) => a.icon).map((a) => a.icon);
    expect(icons).toEqual([
      'non-smoking',
      'wifi',
      'wifi',
      'laundry',
      'kitchen',
      'dishwasher',
      'pet-friendly',
      'fitness',
      'accessible',
    ]);
  });

  it('stores every review a location counts, and no review text repeats within a hotel', () => {
    const byLocation = new Map<string, string[]>();
    for (const review of catalog.reviews)
      byLocation.set(review.location_id, [
        ...(byLocation.get(review.location_id) ?? []),
        review.text,
      ]);
    for (const location of catalog.reviewLocations) {
      const texts = byLocation.get(location.location_id) ?? [];
      expect(texts).toHaveLength(location.num_reviews);
      expect(new Set(texts).size, location.location_id).toBe(texts.length);
      expect(location.web_url).toBe(`/api/reviews/location/${location.location_id}/all-reviews`);
    }
    expect(Math.max(...catalog.reviewLocations.map((l) => l.num_reviews))).toBeGreaterThan(40);
  });

  it("gives every hotel a phone number with its city's area code", () => {
    const areaCodes = curatedAreaCodes.areaCodes as Record<string, string>;
    for (const hotel of catalog.hotels) {
      expect(hotel.phone, hotel.hotel_id).toMatch(/^\(\d{3}\) [2-9]\d{2}-\d{4}$/);
      const training = hotel.is_training ? 'Rockville|MD' : null;
      const key = training ?? `${hotel.city_name}|${hotel.subdivision_code}`;
      expect(hotel.phone.slice(1, 4), `${hotel.hotel_id} in ${key}`).toBe(areaCodes[key]);
    }
    const codeOf = (city: string, state: string) =>
      catalog.hotels
        .find((h) => h.city_name === city && h.subdivision_code === state)
        ?.phone.slice(1, 4);
    expect(codeOf('Dallas', 'TX')).toBe('214');
    expect(codeOf('Honolulu', 'HI')).toBe('808');
    expect(codeOf('Chicago', 'IL')).toBe('312');
    expect(codeOf('New York', 'NY')).toBe('212');
  });

  it('has review locations with reviews, owner responses, and some with none', () => {
    expect(catalog.reviewLocations.some((l) => l.num_reviews === 0)).toBe(true);
    expect(catalog.reviews.some((r) => r.owner_response_text)).toBe(true);
    for (const location of catalog.reviewLocations) {
      const counts = JSON.parse(location.review_rating_count) as Record<string, number>;
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(location.num_reviews);
    }
  });

  it('has every state, the country, cities, postal codes, airports and points of interest', () => {
    const byId = new Map(catalog.places.map((p) => [p.place_id, p]));
    expect(catalog.states).toHaveLength(51);
    expect(byId.get('country-US')?.place_type).toBe('country');
    expect(byId.get('state-TX')?.place_name).toBe('Texas');
    expect(byId.get('postal-30301')?.city_name).toBe('Atlanta');
    expect(byId.get('airport-ATL')?.airport_searchable_name).toBe(
      'hartsfield-jackson-atlanta-international-airport',
    );
    expect(catalog.places.some((p) => p.township === 1)).toBe(true);
    expect(new Set(catalog.places.map((p) => p.place_id)).size).toBe(catalog.places.length);
  });
});

describe('text and random helpers', () => {
  it('normalises search keys: lower case, accents stripped', () => {
    expect(searchKey('  Cañon City, CO ')).toBe('canon city co');
    expect(kebab('District of Columbia')).toBe('district-of-columbia');
  });

  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(new Set(first).size).toBe(5);
  });
});
