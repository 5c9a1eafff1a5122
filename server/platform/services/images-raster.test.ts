// Renditions: the asked width and format, the same bytes from the cache, and a render that misses
// its deadline answers nothing at first but lands in the cache.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hotelImage } from './images-hotel.ts';
import { rasterImage, rasterWithin } from './images-raster.ts';

const svg = hotelImage('TX392', '6-kitchen.svg', 'A kitchen') as string;

describe('raster renditions', () => {
  it('renders WebP and JPEG at the asked width, and serves a repeat from the cache', async () => {
    const webp = await rasterImage('t/kitchen', svg, 320, 'webp');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    const jpg = await rasterImage('t/kitchen', svg, 640, 'jpg');
    expect(await sharp(jpg).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
    expect(await rasterImage('t/kitchen', svg, 320, 'webp')).toBe(webp);
  });

  it('gives up on a render past its deadline, which still finishes into the cache', async () => {
    expect(await rasterWithin('t/late', svg, 480, 'webp', 0)).toBeUndefined();
    const done = await rasterImage('t/late', svg, 480, 'webp');
    expect(await rasterWithin('t/late', svg, 480, 'webp', 0)).toBe(done);
  });
});
