// The icon amenities a CMS amenity-strip module names by code (codes shown as
// icons). The documents carry codes only; the platform's amenity catalogue gives these
// descriptions and icon keys to hotels, and the strip reads the same { amenityCode, description,
// icon } shape (shared/components/hotel/amenity-strip.tsx).
import type { Amenity } from './amenities.ts';

const ICON_AMENITIES: Amenity[] = [
  { amenityCode: 'NON_SMOKING_HOTEL', description: 'Non-Smoking Hotel', icon: 'non-smoking' },
  { amenityCode: 'FREE_WIFI', description: 'Free WiFi', icon: 'wifi' },
  { amenityCode: 'HIGH_SPEED_INTERNET', description: 'Free High-Speed Internet', icon: 'wifi' },
  { amenityCode: 'GUEST_LAUNDRY', description: 'Guest Laundry', icon: 'laundry' },
  { amenityCode: 'FULL_KITCHEN', description: 'Full Kitchen in Every Room', icon: 'kitchen' },
  { amenityCode: 'DISHWASHER', description: 'Dishwasher in Room', icon: 'dishwasher' },
  { amenityCode: 'PET_FRIENDLY', description: 'Pet Friendly', icon: 'pet-friendly' },
  { amenityCode: 'FITNESS_CENTER', description: 'Fitness Center', icon: 'fitness' },
  { amenityCode: 'ACCESSIBLE_ROOMS', description: 'Accessible Rooms', icon: 'accessible' },
];

/** The amenities of the given codes that have an icon; unknown codes are skipped. */
export function amenitiesForCodes(codes: readonly string[]): Amenity[] {
  return codes.flatMap(
    (code) => ICON_AMENITIES.find((amenity) => amenity.amenityCode === code) ?? [],
  );
}
