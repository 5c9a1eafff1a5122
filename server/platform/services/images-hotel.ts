// Generated hotel photographs as SVG: the exterior of
// the hotel's own building type, material, time of day, season and climate, and the interiors in
// perspective (lobby, suites, kitchen, bath, fitness, laundry, pool) in the hotel's colours.
import { lobby, fitness, laundry, pool } from './images-amenity-rooms.ts';
import { exterior } from './images-exterior.ts';
import { exteriorSpec, type ExteriorSpec, type HotelPlace } from './images-exterior-spec.ts';
import { climateFor } from './images-landscape.ts';
import { paletteFor, randomFor, svg } from './images-palette.ts';
import { bath, kitchen, studio, type Scene } from './images-suite.ts';

/** Where a hotel stands, for the generated images of one that is not in the catalog. */
const NOWHERE: Omit<HotelPlace, 'hotelId'> = {
  city: '',
  state: 'TX',
  latitude: 33,
  longitude: -97,
  rankInCity: 0,
};

/** An exterior chosen by hand (a page hero) rather than by the hotel's place in its city. */
export type ExteriorLook = Omit<ExteriorSpec, 'climate'>;

/**
 * The image at hotels/{hotelId}/{position}-{kind}[-{roomType}].svg; `place` says where the hotel
 * stands and which of its city's exteriors it takes.
 */
export function hotelImage(
  hotelId: string,
  file: string,
  altText: string,
  place: HotelPlace = { hotelId, ...NOWHERE },
  look?: ExteriorLook,
): string | undefined {
  const match = /^\d+-([a-z]+)(?:-([a-z]+))?\.svg$/.exec(file);
  if (!match) return undefined;
  const [, kind, roomType] = match;
  const scene = drawScene(hotelId, file, kind as string, roomType, place, look);
  return scene ? svg(`<defs>${scene.defs}</defs>${scene.body}`, altText) : undefined;
}

function drawScene(
  hotelId: string,
  file: string,
  kind: string,
  roomType: string | undefined,
  place: HotelPlace,
  look: ExteriorLook | undefined,
): Scene | undefined {
  const palette = paletteFor(hotelId);
  const rng = randomFor(`${hotelId}/${file}`);
  const accessible = roomType?.endsWith('a') ?? false;
  switch (kind) {
    case 'exterior':
      return exterior({ ...exteriorSpec(place), ...look }, palette, rng);
    case 'room':
      return studio(palette, rng, roomType === 'qq' || roomType === 'qqa' ? 2 : 1, accessible);
    case 'kitchen':
      return kitchen(palette, rng);
    case 'bath':
      return bath(palette, rng, accessible);
    case 'lobby':
      return lobby(palette, rng);
    case 'fitness':
      return fitness(palette, rng);
    case 'laundry':
      return laundry(palette, rng);
    case 'pool':
      return pool(palette, rng, climateFor(place.state, place.latitude, place.longitude), 'summer');
    default:
      return undefined;
  }
}
