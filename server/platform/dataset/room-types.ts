// Room types every hotel offers, with accessible variants described in words (the
// accessible features are what a guest needs to choose a room, not only an icon).
import type { RoomTypesTable } from '../db/schema-catalog.ts';
import type { Random } from './random.ts';

interface Template {
  code: string;
  name: string;
  description: string;
  bedType: string;
  capacity: number;
  /** Floor area in square feet (the room card shows it). */
  sizeSqFt: number;
  rateFactor: number;
  accessibleFeatures?: string;
}

const TEMPLATES: Template[] = [
  {
    code: 'SQ',
    name: 'Studio Suite, 1 Queen Bed',
    description:
      'A studio suite with one queen bed, a full kitchen with a two-burner stovetop, full-size refrigerator and microwave, and a work desk.',
    bedType: '1 Queen',
    capacity: 2,
    sizeSqFt: 300,
    rateFactor: 1,
  },
  {
    code: 'QQ',
    name: 'Studio Suite, 2 Queen Beds',
    description:
      'A larger studio suite with two queen beds, a full kitchen with dishes and cookware, and a work desk; room for a family or a crew.',
    bedType: '2 Queen',
    capacity: 4,
    sizeSqFt: 400,
    rateFactor: 1.18,
  },
  {
    code: 'K',
    name: 'Studio Suite, 1 King Bed',
    description:
      'A studio suite with one king bed, a recliner, a full kitchen and a flat-screen TV.',
    bedType: '1 King',
    capacity: 2,
    sizeSqFt: 325,
    rateFactor: 1.1,
  },
  {
    code: 'SQA',
    name: 'Accessible Studio Suite, 1 Queen Bed, Roll-In Shower',
    description:
      'A mobility-accessible studio suite with one queen bed and a full kitchen with lowered counters.',
    bedType: '1 Queen',
    capacity: 2,
    sizeSqFt: 340,
    rateFactor: 1,
    accessibleFeatures:
      'Mobility accessible: roll-in shower with a fold-down seat, grab bars by the toilet and in the shower, lowered kitchen counter, sink and closet rod, 32-inch wide doorways, visual alarms and a visual door knocker.',
  },
  {
    code: 'KA',
    name: 'Accessible Studio Suite, 1 King Bed, Tub with Grab Bars',
    description:
      'A mobility-accessible studio suite with one king bed and a full kitchen with lowered fixtures.',
    bedType: '1 King',
    capacity: 2,
    sizeSqFt: 350,
    rateFactor: 1.1,
    accessibleFeatures:
      'Mobility and hearing accessible: bathtub with grab bars and a transfer bench, lowered light switches, thermostat and fixtures, accessible route through the room, visual alarms, a visual door knocker and a telephone with volume control.',
  },
];

/** Square feet per room type code; migration 0014 gives databases seeded before it the same. */
export const ROOM_SIZES_SQ_FT: Readonly<Record<string, number>> = Object.fromEntries(
  TEMPLATES.map((t) => [t.code, t.sizeSqFt]),
);

export function roomTypesFor(
  hotelId: string,
  baseRateCents: number,
  rng: Random,
): RoomTypesTable[] {
  // Every hotel has a studio and the two accessible variants; most have the other two as well.
  const chosen = TEMPLATES.filter(
    (t) => t.code === 'SQ' || t.accessibleFeatures || rng.chance(0.8),
  );
  return chosen.map((t) => ({
    hotel_id: hotelId,
    room_type_code: t.code,
    name: t.name,
    description: t.description,
    bed_type: t.bedType,
    capacity: t.capacity,
    size_sq_ft: t.sizeSqFt,
    accessible: t.accessibleFeatures ? 1 : 0,
    accessible_features: t.accessibleFeatures ?? null,
    total_rooms: t.accessibleFeatures ? rng.int(5, 8) : rng.int(12, 40),
    base_rate_cents: Math.round((baseRateCents * t.rateFactor) / 100) * 100 - 1,
  }));
}
