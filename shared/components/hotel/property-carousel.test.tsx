import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PropertyCarousel, type PropertyCarouselProps } from './property-carousel.tsx';

const hotel: PropertyCarouselProps['hotel'] = {
  hotelId: 'TX917',
  hotelName: 'Longstay Suites Austin Downtown',
  addressLine: '1266 Corporate Dr, Austin, TX',
  phone: null,
  description: null,
  media: {
    images: [
      {
        uri: 'hotels/TX917/1-exterior.jpg',
        altText: 'Exterior',
        kind: 'exterior',
        roomTypeCode: null,
      },
      { uri: 'hotels/TX917/2-lobby.jpg', altText: 'Lobby', kind: 'lobby', roomTypeCode: null },
    ],
    isNew: false,
    choiceAward: 'best',
  },
};
const now = new Date(2026, 10, 21);

describe('property carousel', () => {
  it('has the ribbon, the heart and the expand-details button', () => {
    const html = renderToString(<PropertyCarousel hotel={hotel} now={now} />);
    expect(html).toContain('property-carousel__ribbon--best-winner');
    expect(html).toContain('Favorite: Longstay Suites Austin Downtown');
    expect(html).toContain('Hotel details');
    expect(html).toContain('/media/images/hotels/TX917/1-exterior.jpg');
  });

  it('does not play by itself unless autoplay is enabled; then it offers Pause', () => {
    const still = renderToString(<PropertyCarousel hotel={hotel} now={now} />);
    expect(still).not.toContain('slideshow');
    expect(still).toContain('aria-live="polite"');
    const playing = renderToString(<PropertyCarousel hotel={hotel} now={now} autoplay />);
    expect(playing).toContain('aria-label="Pause slideshow"');
    // A moving slideshow does not announce each turn.
    expect(playing).toContain('aria-live="off"');
  });

  it('hides the expand-details button when an image style override is given', () => {
    const html = renderToString(
      <PropertyCarousel hotel={hotel} now={now} imageStyle={{ objectFit: 'contain' }} />,
    );
    expect(html).not.toContain('Hotel details');
  });

  it('throws on a slide index that is not a number or numeric string', () => {
    expect(() =>
      renderToString(<PropertyCarousel hotel={hotel} now={now} initialSlide="second" />),
    ).toThrow(TypeError);
    expect(() =>
      renderToString(<PropertyCarousel hotel={hotel} now={now} initialSlide={{}} />),
    ).toThrow(TypeError);
    expect(
      renderToString(<PropertyCarousel hotel={hotel} now={now} initialSlide="1" />).replace(
        /<!-- -->/g,
        '',
      ),
    ).toContain('2 of 2');
  });
});
