// The hotel page's gallery: the property carousel as the large image
// (ribbon, favorite heart, expand-details) beside four small photos, as the big hotel
// sites lay out a hotel's first screen. A small photo, or "All N photos", opens the full-screen
// viewer at that photo: the design system's dialog (focus kept inside, Escape closes, focus returns
// to the opener), arrow keys anywhere in it, large previous/next buttons and swiping on a phone.
import { useState } from 'react';
import type { HotelImage } from '../../data/hotel-details.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { PropertyCarousel, type PropertyCarouselProps } from './property-carousel.tsx';
import './hotel-gallery.css';

const SMALL = 4;
// How wide the photos show (hotel-page.css, hotel-gallery.css): beside the booking panel from
// 1024 px (the page's content column is at most about 780 px), the large one taking two thirds of
// the gallery and each small one a sixth beside four; on a phone the large one alone, full width.
const LARGE_SIZES = '(min-width: 1024px) 520px, (min-width: 768px) 67vw, 100vw';
const ALONE_SIZES = '(min-width: 1024px) 780px, 100vw';
const SMALL_SIZES = '(min-width: 1024px) 130px, 17vw';

export function HotelGallery({ hotel, now }: Pick<PropertyCarouselProps, 'hotel' | 'now'>) {
  const images = hotel.media.images;
  const [viewing, setViewing] = useState<number | null>(null);
  const small = images.slice(1, 1 + SMALL);
  return (
    <div className={`hotel-gallery${small.length === SMALL ? ' hotel-gallery--grid' : ''}`}>
      <PropertyCarousel
        key={hotel.hotelId}
        hotel={hotel}
        now={now}
        sizes={small.length === SMALL ? LARGE_SIZES : ALONE_SIZES}
      />
      {small.length === SMALL ? (
        <ul className="hotel-gallery__small">
          {small.map((image, index) => (
            <li key={image.uri}>
              <button
                type="button"
                className="hotel-gallery__thumb"
                aria-haspopup="dialog"
                onClick={() => setViewing(index + 1)}
              >
                <MediaImage
                  uri={image.uri}
                  alt={`Open photo ${index + 2} of ${images.length}: ${image.altText}`}
                  width={800}
                  height={533}
                  sizes={SMALL_SIZES}
                  maxWidth={640}
                  className="media-image--contents"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 1 ? (
        <button
          type="button"
          className="hotel-gallery__all"
          aria-haspopup="dialog"
          onClick={() => setViewing(0)}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path
              d="M2 4h7v5H2zM11 4h7v5h-7zM2 11h7v5H2zM11 11h7v5h-7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          {/* On a narrow phone only the count shows, beside the photo controls. */}
          <span>
            <span className="hotel-gallery__all-word">All </span>
            {images.length}
            <span className="hotel-gallery__all-word"> photos</span>
          </span>
        </button>
      ) : null}
      <PhotoViewer
        title={`Photos of ${hotel.hotelName}`}
        images={images}
        start={viewing}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}

function PhotoViewer({
  title,
  images,
  start,
  onClose,
}: {
  title: string;
  images: readonly HotelImage[];
  start: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={start !== null} onClose={onClose} title={title} size="full">
      <ImageCarousel
        key={start}
        images={images}
        label={title}
        className="photo-viewer"
        initialSlide={start ?? 0}
        pageKeys
      />
    </Dialog>
  );
}
