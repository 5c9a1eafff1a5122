// The hotel page's amenities: a labelled icon grid in groups (shared/data/
// amenities.ts groupAmenities), every icon with its name written beside it.
import { groupAmenities, type Amenity } from '../../data/amenities.ts';
import { AmenityIcon } from './amenity-icons.tsx';
import './amenity-groups.css';

export function AmenityGroups({ amenities }: { amenities: readonly Amenity[] }) {
  const groups = groupAmenities(amenities);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="hotel-amenities" className="hotel-page__amenities amenity-groups">
      <h2 id="hotel-amenities">Amenities</h2>
      <div className="amenity-groups__grid">
        {groups.map((group) => (
          <div key={group.title} className="amenity-groups__group">
            <h3 className="amenity-groups__title">{group.title}</h3>
            <ul className="amenity-groups__list">
              {group.amenities.map((amenity) => (
                <li key={amenity.amenityCode} className="amenity-groups__item">
                  <AmenityIcon icon={amenity.glyph} />
                  <span>{amenity.description}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
