// spec §3 "Amenity": amenityCode with description, priority, optional icon, accessible flag; the
// codes shown as icons, in order (non-smoking hotel, wifi variants, laundry, kitchen, dishwasher,
// pet friendly, fitness center, accessible room); spec §4/§9: at most 6 icons.

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
