// Full width, 600 px high, a marker per hotel with a price info window. The
// map itself loads on demand (the map never delays first paint): when its
// block comes near the viewport, Google Maps when the site has a maps key, else the offline SVG
// map. Below the fold (the hotel page) or in a hidden map view, neither its code nor its drawing
// competes with hydration (docs/performance.md, total blocking time). Server render and first
// paint show the 600 px placeholder block (MapPlaceholder).
import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { usePublicConfig } from '../../data/app-context.tsx';
import type { HotelMapProps } from './map-types.ts';
import './hotel-map.css';
import './map-markers.css';

export type { HotelMapProps, MapHotel } from './map-types.ts';

/** "A placeholder empty 600px block also exists." */
export function MapPlaceholder({
  busy = false,
  ref,
}: {
  busy?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="hotel-map hotel-map--placeholder" aria-busy={busy || undefined} />
  );
}

/** How far outside the viewport the map's block may be when it starts loading. */
const LOAD_MARGIN = '600px 0px';

type MapView = ComponentType<HotelMapProps>;

export function HotelMap(props: HotelMapProps) {
  const [View, setView] = useState<MapView | null>(null);
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  // The Google Maps key of the site's public config, unless the caller names one.
  const siteKey = usePublicConfig().googleMapsKey || null;

  useEffect(() => {
    const block = placeholder.current;
    if (!block || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(block);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let live = true;
    const key = props.googleMapsKey === undefined ? siteKey : props.googleMapsKey;
    const load = async (): Promise<MapView> => {
      if (key) {
        try {
          const { createGoogleMap } = await import('./google-map.tsx');
          return await createGoogleMap(key);
        } catch {
          // Google Maps unreachable (offline, blocked, bad key): the offline map shows the same.
        }
      }
      return (await import('./offline-map.tsx')).OfflineMap;
    };
    load().then(
      (component) => live && setView(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The map kind is chosen once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);

  if (failed) return <MapPlaceholder />;
  if (!View) return <MapPlaceholder busy={near} ref={placeholder} />;
  return <View {...props} />;
}
