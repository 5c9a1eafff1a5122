// The Google map: @googlemaps/js-api-loader,
// one marker per hotel with its price (google-map-options.ts), one info window at a time with the
// same content as the offline map.
/// <reference types="google.maps" />
import { useContext, useEffect, useRef, type Context, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import {
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useInRouterContext,
} from 'react-router';
import { InfoWindowContent } from './info-window.tsx';
import { focusView, MIN_ZOOM } from './map-geometry.ts';
import { googleFirstView, googleMarkerLook } from './google-map-options.ts';
import type { HotelMapProps } from './map-types.ts';

let configuredKey: string | null = null;

/** Loads the Maps JavaScript API once, then answers the component that draws with it. */
export async function createGoogleMap(key: string) {
  if (configuredKey === null) {
    setOptions({ key, v: 'weekly' });
    configuredKey = key;
  }
  const maps = await importLibrary('maps');
  const markerLib = await importLibrary('marker');
  const core = await importLibrary('core');
  return function GoogleHotelMap({
    hotels,
    onBook,
    zoom,
    label,
    selectedId,
    zoomTo,
    onSelect,
  }: HotelMapProps) {
    const element = useRef<HTMLDivElement>(null);
    const inRouter = useInRouterContext();
    const contexts = {
      navigation: useContextValue(UNSAFE_NavigationContext),
      location: useContextValue(UNSAFE_LocationContext),
      route: useContextValue(UNSAFE_RouteContext),
    };
    const state = useRef<{
      map?: google.maps.Map;
      window?: google.maps.InfoWindow;
      root?: Root;
      openId?: string | null;
      markers: Map<string, google.maps.Marker>;
    }>({ markers: new Map() });

    useEffect(() => {
      if (!element.current) return;
      const map = new maps.Map(element.current, {
        minZoom: MIN_ZOOM,
        mapTypeControl: false,
        streetViewControl: false,
        fullscreenControl: false,
        // A scale bar, as on the offline map (the attribution is Google's own).
        scaleControl: true,
      });
      const info = new maps.InfoWindow();
      const content = document.createElement('div');
      const root = createRoot(content);
      info.setContent(content);
      state.current = { map, window: info, root, openId: null, markers: new Map() };
      info.addListener('closeclick', () => {
        state.current.openId = null;
        onSelect?.(null);
      });
      return () => {
        for (const marker of state.current.markers.values()) marker.setMap(null);
        info.close();
        setTimeout(() => root.unmount());
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const open = (id: string | null) => {
      const { map, window: info, root, markers } = state.current;
      const hotel = hotels.find((h) => h.id === id);
      const marker = id ? markers.get(id) : undefined;
      state.current.openId = hotel ? hotel.id : null;
      if (!map || !info || !root || !hotel || !marker) {
        info?.close();
        return;
      }
      const body = <InfoWindowContent hotel={hotel} onBook={onBook} />;
      root.render(inRouter ? <RouterBridge contexts={contexts}>{body}</RouterBridge> : body);
      info.open({ map, anchor: marker });
    };

    useEffect(() => {
      const { map, markers } = state.current;
      if (!map) return;
      for (const marker of markers.values()) marker.setMap(null);
      markers.clear();
      const single = hotels.length === 1;
      for (const [index, hotel] of hotels.entries()) {
        const position = { lat: hotel.lat, lng: hotel.lng };
        const look = googleMarkerLook(hotel, single, index);
        const marker = new markerLib.Marker({
          map,
          position,
          title: hotel.name,
          zIndex: look.zIndex,
          icon: {
            ...look.icon,
            anchor: new core.Point(...look.icon.anchor),
            labelOrigin: look.icon.labelOrigin ? new core.Point(...look.icon.labelOrigin) : null,
          },
          label: look.label ?? null,
        });
        marker.addListener('click', () => {
          // One info window at a time; clicking the open marker closes it.
          const next = state.current.openId === hotel.id ? null : hotel.id;
          open(next);
          onSelect?.(next);
        });
        markers.set(hotel.id, marker);
      }
      const first = googleFirstView(hotels, zoom);
      if (first.kind === 'fit') map.fitBounds(first.bounds, first.padding);
      else {
        map.setCenter(first.center);
        map.setZoom(first.zoom);
        open(hotels[0]!.id);
      }
      focus();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [hotels, zoom]);

    // "Show on map": pan and zoom to the hotel.
    const focus = () => {
      const target = focusView(hotels, zoomTo?.id);
      if (!target || !state.current.map) return;
      state.current.map.setCenter(target.center);
      state.current.map.setZoom(target.zoom);
    };
    useEffect(() => {
      focus();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [zoomTo?.id, zoomTo?.seq]);

    useEffect(() => {
      if (selectedId !== undefined) open(selectedId);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [selectedId]);

    // Escape closes the info window, as on the offline map, and focus stays in the map.
    const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !state.current.openId) return;
      event.stopPropagation();
      open(null);
      onSelect?.(null);
      if (element.current?.contains(document.activeElement) === false) return;
      element.current?.focus();
    };

    return (
      <div
        ref={element}
        className="hotel-map hotel-map--google"
        role="region"
        aria-label={label ?? 'Map of hotels'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      />
    );
  };
}

// The info window renders in its own React root; BOOK's <Link> needs the router it lives under.

function useContextValue<T>(context: Context<T>): T {
  return useContext(context);
}

function RouterBridge({
  contexts,
  children,
}: {
  contexts: { navigation: unknown; location: unknown; route: unknown };
  children: ReactNode;
}) {
  const Navigation = UNSAFE_NavigationContext.Provider;
  const Location = UNSAFE_LocationContext.Provider;
  const Route = UNSAFE_RouteContext.Provider;
  return (
    <Navigation value={contexts.navigation as never}>
      <Location value={contexts.location as never}>
        <Route value={contexts.route as never}>{children}</Route>
      </Location>
    </Navigation>
  );
}
