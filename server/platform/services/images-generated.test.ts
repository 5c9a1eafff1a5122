// Generated images: the same uri always gives the same bytes; unknown names give nothing.
import { describe, expect, it } from 'vitest';
import { awardImage, logoImage, ratingImage } from './images-badges.ts';
import { hotelImage } from './images-hotel.ts';

describe('generated images', () => {
  it('draws every hotel image kind, the same bytes each time, in the hotel palette', () => {
    for (const file of [
      '1-exterior.svg',
      '2-lobby.svg',
      '3-room-sq.svg',
      '4-room-qq.svg',
      '5-room-ka.svg',
      '6-kitchen.svg',
      '7-bath.svg',
      '8-bath-ka.svg',
      '7-fitness.svg',
      '8-laundry.svg',
      '9-pool.svg',
    ]) {
      const image = hotelImage('TX392', file, 'Alt & <text>');
      expect(image, file).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*role="img" aria-label="Alt &amp; &lt;text&gt;"/,
      );
      expect(hotelImage('TX392', file, 'Alt & <text>')).toBe(image);
    }
    expect(hotelImage('TX392', '1-exterior.svg', 'a')).not.toBe(
      hotelImage('GA381', '1-exterior.svg', 'a'),
    );
    expect(hotelImage('TX392', '4-room-qq.svg', 'a')).not.toBe(
      hotelImage('TX392', '3-room-sq.svg', 'a'),
    );
    expect(hotelImage('TX392', '1-garage.svg', 'a')).toBeUndefined();
    expect(hotelImage('TX392', 'exterior.svg', 'a')).toBeUndefined();
  });

  it('draws rating bubbles from 0 to 5 in halves only', () => {
    for (let halves = 0; halves <= 10; halves++)
      expect(ratingImage(`${(halves / 2).toFixed(1)}.svg`)).toContain('<circle');
    expect(ratingImage('4.5.svg')).toContain('clip-path="url(#half)"');
    expect(ratingImage('5.0.svg')).not.toContain('clip-path="url(#half)"');
    for (const file of ['5.5.svg', '4.svg', '4.25.svg', '-1.0.svg'])
      expect(ratingImage(file), file).toBeUndefined();
  });

  it('draws the award badges and company wordmarks', () => {
    for (const award of ['best', 'gold', 'honor', 'platinum', 'jdpower'])
      expect(awardImage(`${award}.svg`)).toContain('<title>');
    expect(awardImage('best.svg')).toContain('HOTEL OF THE YEAR');
    expect(awardImage('silver.svg')).toBeUndefined();
    expect(logoImage('summit-field-services.svg')).toContain('SUMMIT FIELD SERVICES');
    expect(logoImage('Bad_Name.svg')).toBeUndefined();
  });
});
