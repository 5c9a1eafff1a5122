// Resolves a media-host path (spec §7: "hotel images load from a media host under images/{uri}")
// to a generated SVG, or undefined when nothing lives there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { awardImage, logoImage, ratingImage } from './images-badges.ts';
import { hotelImage } from './images-hotel.ts';

// CMS documents (server/platform/dataset/content) are illustrated with the hotels' generated
// scenes, each in a palette of its own: content/{name}.svg → a scene of images-hotel.ts.
const CONTENT_SCENES: Record<string, [scene: string, title: string]> = {
  'hero-suite': ['room-k', 'A king suite with its own kitchen'],
  'who-we-are-team': ['lobby', 'The lobby of a Longstay hotel'],
  'offers-hero': ['exterior', 'A Longstay hotel at dusk'],
  'major-accounts': ['exterior', 'A Longstay hotel for crews and teams'],
  'offer-weekly': ['kitchen', 'A full kitchen in a studio suite'],
  'offer-monthly': ['room-qq', 'A two-queen suite'],
  'offer-road-trip': ['exterior', 'A Longstay hotel by the highway'],
  'offer-senior': ['lobby', 'The front desk'],
  'offer-corporate': ['fitness', 'The fitness room'],
};

export async function mediaImage(
  db: Kysely<Database>,
  segments: string[],
): Promise<string | undefined> {
  const [area, ...rest] = segments;
  if (area === 'hotels' && rest.length === 2) {
    const [hotelId, file] = rest as [string, string];
    const row = await db
      .selectFrom('hotel_images')
      .select('alt_text')
      .where('hotel_id', '=', hotelId)
      .where('uri', '=', `hotels/${hotelId}/${file}`)
      .executeTakeFirst();
    return row ? hotelImage(hotelId, file, row.alt_text) : undefined;
  }
  if (rest.length !== 1) return undefined;
  const file = rest[0] as string;
  if (area === 'ratings') return ratingImage(file);
  if (area === 'awards') return awardImage(file);
  if (area === 'logos') return logoImage(file);
  if (area === 'content') {
    const content = CONTENT_SCENES[file.replace(/\.svg$/, '')];
    return content ? hotelImage(`content/${file}`, `1-${content[0]}.svg`, content[1]) : undefined;
  }
  return undefined;
}
