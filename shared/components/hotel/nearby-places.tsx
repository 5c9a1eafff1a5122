// The nearest cities and airports of a hotel with their distance (the location section
// has nearby places). Asked for once the section is on screen; the section reads fine without it.
import { useEffect, useState } from 'react';
import { useApi } from '../../data/app-context.tsx';
import { loadNearbyPlaces, type NearbyPlaces as Places } from '../../data/nearby-places.ts';

const miles = (distance: number) =>
  `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} mi`;

export function NearbyPlaces({ latitude, longitude }: { latitude: number; longitude: number }) {
  const api = useApi();
  const [places, setPlaces] = useState<Places | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    loadNearbyPlaces(api, latitude, longitude, controller.signal).then(setPlaces, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [api, latitude, longitude]);

  if (failed) return null;
  if (!places) return <p className="nearby-places__pending">Finding nearby places…</p>;
  const groups = [
    { title: 'Nearby cities', items: places.cities },
    { title: 'Airports', items: places.airports },
  ].filter((group) => group.items.length);
  if (!groups.length) return null;
  return (
    <div className="nearby-places">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="nearby-places__title">{group.title}</h3>
          <ul className="nearby-places__list">
            {group.items.map((place) => (
              <li key={place.placeId}>
                <span>
                  {place.name}
                  {place.code ? ` (${place.code})` : ''}
                </span>
                <span className="nearby-places__distance">{miles(place.distance)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
