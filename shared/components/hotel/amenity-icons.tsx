// Line icons for the amenity strip (the codes shown as icons). Each is one
// empty element whose glyph is a CSS mask (amenity-icons.css, one image of every glyph), so a
// result card's four icons are four elements, not four inline SVGs. Each is
// decorative: the strip names the amenity itself.
import { AMENITY_ICON_ORDER } from '../../data/amenities.ts';
import './amenity-icons.css';

/** The glyphs amenity-icons.css draws; any other name shows a plain ring. */
const GLYPHS = new Set<string>([
  ...AMENITY_ICON_ORDER,
  // Glyphs of the grouped amenity grid, beyond the strip's icons.
  'microwave',
  'fridge',
  'stovetop',
  'desk',
  'tv',
  'iron',
  'wind',
  'people',
  'printer',
  'sparkle',
  'coffee',
  'bag',
  'box',
  'pool',
  'tree',
  'parking',
  'truck',
  'bolt',
  'elevator',
  'door',
  'key',
  'camera',
  'bed',
  'floor-plan',
  'dot',
]);

export function AmenityIcon({ icon }: { icon: string }) {
  return (
    <span
      className={`amenity-icon amenity-icon--${GLYPHS.has(icon) ? icon : 'unknown'}`}
      aria-hidden="true"
    />
  );
}
