// The amenity catalogue. The first entries carry icons, in the product's order:
// non-smoking hotel, wifi variants, laundry, kitchen, dishwasher, pet friendly, fitness center,
// accessible room. The rest is the larger catalogue, shown as text only.
import type { AmenitiesTable, Flag } from '../db/schema-catalog.ts';

type Row = [code: string, description: string, icon: string | null, accessible?: Flag];

const ICONS: Row[] = [
  ['NON_SMOKING_HOTEL', 'Non-Smoking Hotel', 'non-smoking'],
  ['FREE_WIFI', 'Free WiFi', 'wifi'],
  ['HIGH_SPEED_INTERNET', 'Free High-Speed Internet', 'wifi'],
  ['GUEST_LAUNDRY', 'Guest Laundry', 'laundry'],
  ['FULL_KITCHEN', 'Full Kitchen in Every Room', 'kitchen'],
  ['DISHWASHER', 'Dishwasher in Room', 'dishwasher'],
  ['PET_FRIENDLY', 'Pet Friendly', 'pet-friendly'],
  ['FITNESS_CENTER', 'Fitness Center', 'fitness'],
  ['ACCESSIBLE_ROOMS', 'Accessible Rooms', 'accessible', 1],
];

const CATALOGUE: Row[] = [
  ['FREE_PARKING', 'Free Parking', null],
  ['TRUCK_PARKING', 'Truck and Trailer Parking', null],
  ['EV_CHARGING', 'Electric Vehicle Charging', null],
  ['OUTDOOR_POOL', 'Outdoor Pool', null],
  ['INDOOR_POOL', 'Indoor Pool', null],
  ['BUSINESS_CENTER', 'Business Center', null],
  ['MEETING_ROOM', 'Meeting Room', null],
  ['GRAB_AND_GO', 'Grab-and-Go Market', null],
  ['COFFEE_LOBBY', 'Free Coffee in the Lobby', null],
  ['HOUSEKEEPING_WEEKLY', 'Weekly Housekeeping', null],
  ['LINEN_EXCHANGE', 'Linen Exchange on Request', null],
  ['MICROWAVE', 'Microwave in Room', null],
  ['REFRIGERATOR', 'Full-Size Refrigerator', null],
  ['STOVETOP', 'Two-Burner Stovetop', null],
  ['COOKWARE', 'Cookware and Dishes', null],
  ['WORK_DESK', 'Work Desk with Ergonomic Chair', null],
  ['FLAT_SCREEN_TV', 'Flat-Screen TV with Premium Channels', null],
  ['IRON_BOARD', 'Iron and Ironing Board', null],
  ['HAIR_DRYER', 'Hair Dryer', null],
  ['ELEVATOR', 'Elevator', null],
  ['INTERIOR_CORRIDORS', 'Interior Corridors', null],
  ['KEYCARD_ENTRY', 'Keycard Entry', null],
  ['SECURITY_CAMERAS', 'Security Cameras', null],
  ['PICNIC_AREA', 'Picnic Area with Grills', null],
  ['PACKAGE_RECEIVING', 'Package Receiving', null],
  ['FAX_COPY', 'Fax and Copy Service', null],
  ['WHEELCHAIR_ACCESS', 'Wheelchair Accessible Public Areas', null, 1],
  ['ACCESSIBLE_PARKING', 'Accessible Parking', null, 1],
  ['ROLL_IN_SHOWER', 'Roll-In Shower Available', null, 1],
  ['VISUAL_ALARMS', 'Visual Alarms for Hearing Impaired', null, 1],
  ['TTY', 'TTY for Guest Use', null, 1],
  ['SERVICE_ANIMALS', 'Service Animals Welcome', null, 1],
];

export const ICON_AMENITY_CODES = ICONS.map(([code]) => code);
export const OTHER_AMENITY_CODES = CATALOGUE.map(([code]) => code);

export function amenityCatalogue(): AmenitiesTable[] {
  return [
    ...ICONS.map(([code, description, icon, accessible], i) => ({
      amenity_code: code,
      description,
      priority: i + 1,
      icon,
      accessible: accessible ?? 0,
    })),
    ...CATALOGUE.map(([code, description, icon, accessible], i) => ({
      amenity_code: code,
      description,
      priority: 100 + i,
      icon,
      accessible: accessible ?? 0,
    })),
  ];
}
