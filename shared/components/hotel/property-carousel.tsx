// Property carousel: looping, one slide per view, a corner ribbon by the ribbon priority,
// a favorite heart, and an expand-details button (hidden when an image style override is given).
//
// Props API:
//   <PropertyCarousel hotel={details} now={new Date()} />
//   imageStyle   — image style override; hides the expand-details button
//   hideFavorite — no heart (and storage is never read)
//   initialSlide — number or numeric string (anything else throws)
//   autoplay     — moves on every 3000 ms, with a Pause button (off by default)
//   sizes        — how wide the photos show, as the page's layout decides (default: the screen)
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HotelDetails } from '../../data/hotel-details.ts';
import { FavoriteHeart } from './favorite-heart.tsx';
import { ribbonFor } from '../../data/hotel-status.ts';
import { ImageCarousel } from './image-carousel.tsx';
import './property-carousel.css';

export interface PropertyCarouselProps {
  hotel: Pick<
    HotelDetails,
    'hotelId' | 'hotelName' | 'addressLine' | 'phone' | 'description' | 'media'
  >;
  /** The moment the coming-soon part of the ribbon rule is judged against. */
  now: Date;
  imageStyle?: Partial<CSSStyleDeclaration>;
  hideFavorite?: boolean;
  initialSlide?: unknown;
  autoplay?: boolean;
  sizes?: string;
}

export function PropertyCarousel({
  hotel,
  now,
  imageStyle,
  hideFavorite = false,
  initialSlide = 0,
  autoplay = false,
  sizes,
}: PropertyCarouselProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const detailsButton = useRef<HTMLButtonElement>(null);
  // The details cover the photo like a popup: Escape closes them and focus goes back to the button.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !detailsOpen) return;
    event.stopPropagation();
    setDetailsOpen(false);
    detailsButton.current?.focus();
  };
  const ribbon = ribbonFor(hotel.media, now);
  return (
    <ImageCarousel
      images={hotel.media.images}
      label={`Photos of ${hotel.hotelName}`}
      className="property-carousel"
      initialSlide={initialSlide}
      imageStyle={imageStyle}
      priority
      sizes={sizes}
      autoplay={autoplay}
    >
      {ribbon ? (
        <p
          className={`property-carousel__ribbon property-carousel__ribbon--${ribbon.kind}${
            ribbon.kind === 'award' ? ` property-carousel__ribbon--${ribbon.image}` : ''
          }`}
        >
          {ribbon.label}
        </p>
      ) : null}
      <FavoriteHeart
        hotelId={hotel.hotelId}
        hotelName={hotel.hotelName}
        hidden={hideFavorite}
        className="property-carousel__favorite"
      />
      {imageStyle ? null : (
        <>
          <button
            ref={detailsButton}
            type="button"
            className="property-carousel__details-button"
            onKeyDown={closeOnEscape}
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            onClick={() => setDetailsOpen((open) => !open)}
          >
            {detailsOpen ? 'Hide details' : 'Hotel details'}
          </button>
          <div
            id={detailsId}
            className="property-carousel__details"
            hidden={!detailsOpen}
            onKeyDown={closeOnEscape}
          >
            <p className="property-carousel__details-name">{hotel.hotelName}</p>
            <p>{hotel.addressLine}</p>
            {hotel.phone ? <p className="phone-number">{hotel.phone}</p> : null}
            {hotel.description ? <p>{hotel.description}</p> : null}
          </div>
        </>
      )}
    </ImageCarousel>
  );
}
