// AmenityCode with description, priority, optional icon, accessible flag; the
// codes shown as icons, in order (non-smoking hotel, wifi variants, laundry, kitchen, dishwasher,
// pet friendly, fitness center, accessible room);: at most 6 icons.

export interface Amenity {
  amenityCode: string;
  description: string;
  priority?: number;
  icon?: string | null;
  accessible?: boolean;
}

/** The icon order. */
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

const ICONS: ReadonlySet<string> = new Set(AMENITY_ICON_ORDER);

/** Amenity icons at most 6. */
export const MAX_AMENITY_ICONS = 6;

/** The amenities shown as icons: one per icon, in the product's order, at most `max` (≤ 6). */
export function stripAmenities(amenities: readonly Amenity[], max = MAX_AMENITY_ICONS): Amenity[] {
  const limit = Math.min(Math.max(0, max), MAX_AMENITY_ICONS);
  const byIcon = new Map<string, Amenity>();
  for (const amenity of amenities) {
    const icon = amenity.icon ?? '';
    if (!ICONS.has(icon) || byIcon.has(icon)) continue;
    byIcon.set(icon, amenity);
  }
  return AMENITY_ICON_ORDER.flatMap((icon) => byIcon.get(icon) ?? []).slice(0, limit);
}

/** Hotel page: the amenities as a labelled icon grid, in groups as guests look for them. */
export interface AmenityGroup {
  title: string;
  amenities: (Amenity & { glyph: string })[];
}

// code → [group, glyph]; a code the site does not know yet goes to "More", with a plain dot.
const GROUPING: Record<string, [group: string, glyph: string]> = {
  FULL_KITCHEN: ['In your suite', 'kitchen'],
  DISHWASHER: ['In your suite', 'dishwasher'],
  MICROWAVE: ['In your suite', 'microwave'],
  REFRIGERATOR: ['In your suite', 'fridge'],
  STOVETOP: ['In your suite', 'stovetop'],
  COOKWARE: ['In your suite', 'kitchen'],
  WORK_DESK: ['In your suite', 'desk'],
  FLAT_SCREEN_TV: ['In your suite', 'tv'],
  IRON_BOARD: ['In your suite', 'iron'],
  HAIR_DRYER: ['In your suite', 'wind'],
  FREE_WIFI: ['Internet and work', 'wifi'],
  HIGH_SPEED_INTERNET: ['Internet and work', 'wifi'],
  BUSINESS_CENTER: ['Internet and work', 'desk'],
  MEETING_ROOM: ['Internet and work', 'people'],
  FAX_COPY: ['Internet and work', 'printer'],
  GUEST_LAUNDRY: ['Services', 'laundry'],
  HOUSEKEEPING_WEEKLY: ['Services', 'sparkle'],
  LINEN_EXCHANGE: ['Services', 'sparkle'],
  COFFEE_LOBBY: ['Services', 'coffee'],
  GRAB_AND_GO: ['Services', 'bag'],
  PACKAGE_RECEIVING: ['Services', 'box'],
  PET_FRIENDLY: ['Services', 'pet-friendly'],
  FITNESS_CENTER: ['Fitness and outdoors', 'fitness'],
  OUTDOOR_POOL: ['Fitness and outdoors', 'pool'],
  INDOOR_POOL: ['Fitness and outdoors', 'pool'],
  PICNIC_AREA: ['Fitness and outdoors', 'tree'],
  FREE_PARKING: ['Parking and safety', 'parking'],
  TRUCK_PARKING: ['Parking and safety', 'truck'],
  EV_CHARGING: ['Parking and safety', 'bolt'],
  NON_SMOKING_HOTEL: ['Parking and safety', 'non-smoking'],
  ELEVATOR: ['Parking and safety', 'elevator'],
  INTERIOR_CORRIDORS: ['Parking and safety', 'door'],
  KEYCARD_ENTRY: ['Parking and safety', 'key'],
  SECURITY_CAMERAS: ['Parking and safety', 'camera'],
};

const GROUP_ORDER = [
  'In your suite',
  'Internet and work',
  'Services',
  'Fitness and outdoors',
  'Parking and safety',
  'Accessibility',
  'More',
];

export function groupAmenities(amenities: readonly Amenity[]): AmenityGroup[] {
  const groups = new Map<string, AmenityGroup['amenities']>();
  for (const amenity of amenities) {
    const [known, glyph] = GROUPING[amenity.amenityCode] ?? [null, amenity.icon ?? 'dot'];
    // Accessible features are one group, whatever else they are (ADA: findable in one place).
    const title = amenity.accessible ? 'Accessibility' : (known ?? 'More');
    groups.set(title, [
      ...(groups.get(title) ?? []),
      { ...amenity, glyph: amenity.accessible ? 'accessible' : glyph },
    ]);
  }
  return GROUP_ORDER.flatMap((title) => {
    const list = groups.get(title);
    return list ? [{ title, amenities: list }] : [];
  });
}
