// spec §2 "Other components" amenity icon strip with a hover tooltip; spec §3 "Amenity" (codes
// shown as icons, in order: non-smoking hotel, wifi variants, laundry, kitchen, dishwasher, pet
// friendly, fitness center, accessible room); spec §4/§9: at most 6 icons.
//
// Props API (used by the hotel page, search result items and CMS modules):
//   <AmenityStrip amenities={hotel.amenities} />            the platform's amenity list as is
//   <AmenityStrip amenities={…} max={4} className="…" />    fewer icons in tight spaces (never > 6)
// Amenities without an icon are skipped; two wifi variants show one wifi icon. Each icon is
// focusable and shows its description as a tooltip on hover and on keyboard focus.
import { useId } from 'react';
import { AmenityIcon } from './amenity-icons.tsx';
import './amenity-strip.css';

export interface Amenity {
  amenityCode: string;
  description: string;
  priority?: number;
  icon?: string | null;
  accessible?: boolean;
}

/** spec §3 "Amenity": the icon order. */
export const AMENITY_ICON_ORDER = [
  'non-smoking',
  'wifi',
  'laundry',
  'kitchen',
  'dishwasher',
  'pet-friendly',
  'fitness',
  'accessible',
] as const;

/** spec §9: amenity icons at most 6. */
export const MAX_AMENITY_ICONS = 6;

/** The amenities shown as icons: one per icon, in the spec's order, at most `max` (≤ 6). */
export function stripAmenities(amenities: readonly Amenity[], max = MAX_AMENITY_ICONS): Amenity[] {
  const limit = Math.min(Math.max(0, max), MAX_AMENITY_ICONS);
  const byIcon = new Map<string, Amenity>();
  for (const amenity of amenities) {
    const icon = amenity.icon ?? '';
    if (!(AMENITY_ICON_ORDER as readonly string[]).includes(icon) || byIcon.has(icon)) continue;
    byIcon.set(icon, amenity);
  }
  return AMENITY_ICON_ORDER.flatMap((icon) => byIcon.get(icon) ?? []).slice(0, limit);
}

export interface AmenityStripProps {
  amenities: readonly Amenity[];
  /** At most this many icons; capped at 6 (spec §9). */
  max?: number;
  className?: string;
}

export function AmenityStrip({ amenities, max, className }: AmenityStripProps) {
  const id = useId();
  const shown = stripAmenities(amenities, max);
  if (shown.length === 0) return null;
  return (
    <ul className={['amenity-strip', className].filter(Boolean).join(' ')}>
      {shown.map((amenity, index) => (
        <li key={amenity.amenityCode} className="amenity-strip__item">
          <span
            className="amenity-strip__icon"
            role="img"
            tabIndex={0}
            aria-labelledby={`${id}-${index}`}
          >
            <AmenityIcon icon={amenity.icon ?? ''} />
          </span>
          <span className="amenity-strip__tooltip" role="tooltip" id={`${id}-${index}`}>
            {amenity.description}
          </span>
        </li>
      ))}
    </ul>
  );
}
