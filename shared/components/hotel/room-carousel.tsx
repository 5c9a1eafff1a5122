// Room carousel: one slide per view, an expand button per slide (the photo in a modal
// dialog of the design system: Escape or its close button closes it and focus returns), and a previous button that does nothing on the
// first slide.
//
// Props API: <RoomCarousel roomName="Studio Suite, 1 Queen Bed" images={roomType.images} />
import { useState } from 'react';
import type { HotelImage } from '../../data/hotel-details.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import './room-carousel.css';

export interface RoomCarouselProps {
  roomName: string;
  images: readonly HotelImage[];
}

export function RoomCarousel({ roomName, images }: RoomCarouselProps) {
  const [expanded, setExpanded] = useState<HotelImage | null>(null);
  return (
    <div className="room-carousel">
      <ImageCarousel
        images={images}
        label={`Photos of the ${roomName}`}
        // room-offers.css: two fifths of the room card from 768 px, the card's width below.
        sizes="(min-width: 768px) 300px, 100vw"
        loop={false}
        previousStopsAtFirst
        slideControls={(image, index) => (
          <button
            type="button"
            className="room-carousel__expand"
            aria-label={`Enlarge photo ${index + 1}: ${image.altText || roomName}`}
            onClick={() => setExpanded(image)}
          >
            <span aria-hidden="true">⤢</span>
          </button>
        )}
      />
      <Dialog
        open={expanded !== null}
        onClose={() => setExpanded(null)}
        title={roomName}
        size="wide"
      >
        {expanded ? (
          <MediaImage
            uri={expanded.uri}
            alt={expanded.altText}
            width={800}
            height={533}
            sizes="(min-width: 1024px) 960px, 100vw"
            maxWidth={1600}
            className="media-image--contents"
          />
        ) : null}
      </Dialog>
    </div>
  );
}
