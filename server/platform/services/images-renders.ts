// The hotels' pictures: photoreal renders of our own Blender scenes (scripts/render), committed
// as JPEG originals in data/renders with a manifest of what each one shows (docs/decisions/0035).
// This module chooses the picture for each image the catalog lists: the hotel's own exterior
// (distinct from every other hotel's in its city), the suite of the room type with its own beds,
// the accessible bathroom of an accessible room type, the kitchen the hotel has.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import manifest from '../../../data/renders/manifest.json' with { type: 'json' };
import { hashString } from '../dataset/random.ts';

export interface RenderedPicture {
  name: string;
  file: string;
  kind: string;
  alt: string;
  width: number;
  height: number;
  /** Beds in the picture (suites). */
  beds?: number;
  bed?: 'queen' | 'king';
  accessible?: boolean;
  dishwasher?: boolean;
  tub?: boolean;
  palette?: string;
}

export const PICTURES: Readonly<Record<string, RenderedPicture>> = Object.fromEntries(
  (manifest.pictures as RenderedPicture[]).map((picture) => [picture.name, picture]),
);

/** The exterior variants, in the manifest's order; a city's hotels each take a different one. */
export const EXTERIORS: readonly RenderedPicture[] = Object.values(PICTURES).filter(
  (picture) => picture.kind === 'exterior',
);

/** Where the committed renders live, from the working directory the processes run in. */
const RENDERS_DIR = path.resolve(process.env.RENDERS_DIR ?? 'data/renders');

export interface HotelSetting {
  hotelId: string;
  /** "City,ST": the hotels of one city get distinct exteriors. */
  cityKey: string;
  /** How many hotels of the city have a smaller id (0 for the first). */
  rankInCity: number;
  /** The hotel lists the dishwasher amenity: its kitchen picture shows one. */
  dishwasher: boolean;
}

/**
 * The exterior for the hotel at `rankInCity` in its city: the city's hotels take consecutive
 * variants from a start chosen by the city, so no two of them share a picture while the city
 * has no more hotels than there are variants (a test holds the dataset to that).
 */
function exteriorFor(cityKey: string, rankInCity: number): RenderedPicture {
  const start = hashString(cityKey) % EXTERIORS.length;
  return EXTERIORS[(start + rankInCity) % EXTERIORS.length] as RenderedPicture;
}

/** The interior palette of a hotel: its suites, kitchen and bath are furnished alike. */
function paletteOf(hotelId: string): 'warm' | 'cool' {
  return hashString(`palette/${hotelId}`) % 2 === 0 ? 'warm' : 'cool';
}

function suiteFor(roomType: string, palette: string): RenderedPicture | undefined {
  const code = roomType.toLowerCase();
  const bed =
    code === 'qq' || code === 'qqa' ? 'two-queens' : code.startsWith('k') ? 'king' : 'queen';
  // A palette not rendered (yet) falls back to the warm one, which every suite has.
  return PICTURES[`suite-${bed}-${palette}`] ?? PICTURES[`suite-${bed}-warm`];
}

function bathFor(roomType: string | undefined): RenderedPicture | undefined {
  const code = roomType?.toLowerCase();
  // The accessible king has a tub with grab bars, the accessible queen a roll-in shower
  // (the room types' own descriptions).
  if (code === 'ka') return PICTURES['bath-tub-accessible-warm'];
  if (code?.endsWith('a')) return PICTURES['bath-accessible-cool'];
  return PICTURES['bath-warm'];
}

/**
 * The kitchen of a hotel: the one with a dishwasher where the hotel lists that amenity (the
 * catalog words the picture's alt text by it), else the plain one.
 */
export function kitchenPicture(dishwasher: boolean): RenderedPicture | undefined {
  return (
    (dishwasher ? PICTURES['kitchen-dishwasher-light'] : undefined) ?? PICTURES['kitchen-warm']
  );
}

const SHARED: Record<string, string> = {
  lobby: 'lobby-light',
  fitness: 'fitness-light',
  laundry: 'laundry-light',
  pool: 'pool',
  desk: 'desk-cool',
  pet: 'pet-warm',
};

/**
 * The picture at hotels/{hotelId}/{position}-{kind}[-{roomType}].jpg, or undefined for a name
 * that is not one of the catalog's.
 */
export function hotelPicture(file: string, setting: HotelSetting): RenderedPicture | undefined {
  const match = /^\d+-([a-z]+)(?:-([a-z]+))?\.jpg$/.exec(file);
  if (!match) return undefined;
  const [, kind, roomType] = match as unknown as [string, string, string | undefined];
  switch (kind) {
    case 'exterior':
      return exteriorFor(setting.cityKey, setting.rankInCity);
    case 'room': {
      if (!roomType) return undefined;
      // An accessible suite is furnished as the others: shown in the other palette, its picture
      // is not a repeat of its neighbour's in the hotel's gallery (when that palette is rendered).
      const palette = paletteOf(setting.hotelId);
      const other = palette === 'warm' ? 'cool' : 'warm';
      return suiteFor(roomType, roomType.endsWith('a') ? other : palette);
    }
    case 'bath':
      return bathFor(roomType);
    case 'kitchen':
      return kitchenPicture(setting.dishwasher);
    default: {
      const name = SHARED[kind];
      return name ? PICTURES[name] : undefined;
    }
  }
}

/**
 * Whether a picture of this kind (and room type) has been rendered: the catalog lists only the
 * pictures that exist, so a gallery never shows a broken image or another room's picture.
 */
export function hasPicture(kind: string, roomType?: string): boolean {
  const probe: HotelSetting = { hotelId: '', cityKey: '', rankInCity: 0, dishwasher: false };
  if (kind === 'exterior') return EXTERIORS.length > 0;
  const suffix = roomType ? `-${roomType.toLowerCase()}` : '';
  return hotelPicture(`1-${kind}${suffix}.jpg`, probe) !== undefined;
}

// The heroes of the home and content pages and the pictures of CMS documents: content/{name}.jpg
// → the render that reads best there. Every target is a committed render (a test holds it): the
// content's alt text describes this picture, so no other scene may stand in for it.
export const CONTENT_PICTURES: Readonly<Record<string, string>> = {
  'home-hero': 'ext-03',
  'hero-suite': 'suite-king-warm',
  'who-we-are-team': 'lobby-light',
  'offers-hero': 'ext-08',
  'major-accounts': 'ext-07',
  'who-we-are-hero': 'ext-02',
  'locations-hero': 'ext-06',
  'corporate-hero': 'ext-10',
  'contact-hero': 'lobby-light',
  'terms-hero': 'kitchen-warm',
  'offer-weekly': 'kitchen-warm',
  'offer-monthly': 'suite-two-queens-warm',
  'offer-road-trip': 'ext-09',
  'offer-senior': 'lobby-light',
  'offer-corporate': 'desk-cool',
  'promise-kitchen': 'kitchen-warm',
  'promise-rates': 'ext-01',
  'promise-laundry': 'laundry-light',
  'promise-pets': 'pet-warm',
  'destination-dallas-tx': 'ext-01',
  'destination-houston-tx': 'ext-04',
  'destination-atlanta-ga': 'ext-02',
  'destination-phoenix-az': 'ext-09',
  'destination-denver-co': 'ext-05',
  'destination-jacksonville-fl': 'ext-08',
  'destination-los-angeles-ca': 'ext-06',
  'destination-charlotte-nc': 'ext-07',
};

export function contentPicture(file: string): RenderedPicture | undefined {
  const match = /^([a-z0-9-]+)\.jpg$/.exec(file);
  const name = match ? CONTENT_PICTURES[match[1] as string] : undefined;
  return name ? PICTURES[name] : undefined;
}

const bytesCache = new Map<string, Promise<Buffer>>();

/** The JPEG original of a picture (read once, then kept: all of them are a few megabytes). */
export function pictureBytes(picture: RenderedPicture): Promise<Buffer> {
  let bytes = bytesCache.get(picture.file);
  if (!bytes) {
    bytes = readFile(path.join(RENDERS_DIR, picture.file));
    bytesCache.set(picture.file, bytes);
    bytes.catch(() => bytesCache.delete(picture.file));
  }
  return bytes;
}
