// "Other components" amenity icon strip with a hover tooltip; "Amenity" (codes
// shown as icons, in order: non-smoking hotel, wifi variants, laundry, kitchen, dishwasher, pet
// friendly, fitness center, accessible room);: at most 6 icons.
//
// Props API (used by the hotel page, search result items and CMS modules):
//   <AmenityStrip amenities={hotel.amenities} />            the platform's amenity list as is
//   <AmenityStrip amenities={…} max={4} className="…" />    fewer icons in tight spaces (never > 6)
// Amenities without an icon are skipped; two wifi variants show one wifi icon. Each icon is
// focusable and shows its description as a tooltip on hover and on keyboard focus.
import { useId } from 'react';
import { stripAmenities, type Amenity } from '../../data/amenities.ts';
import { AmenityIcon } from './amenity-icons.tsx';
import './amenity-strip.css';

export interface AmenityStripProps {
  amenities: readonly Amenity[];
  /** At most this many icons; capped at 6. */
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
