// Renditions: the asked width and format, the same bytes from the cache, a raster original never
// enlarged, and a render that misses its deadline answers nothing at first but lands in the cache.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rasterImage, rasterWithin } from './images-raster.ts';

let original: Buffer;

beforeAll(async () => {
  // A 1600 × 1067 JPEG with a gradient, as the committed renders are.
  const pixels = Buffer.alloc(1600 * 1067 * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % 1600;
    pixels[i] = x % 256;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200;
  }
  original = await sharp(pixels, { raw: { width: 1600, height: 1067, channels: 3 } })
    .jpeg()
    .toBuffer();
});

describe('raster renditions', () => {
  it('renders WebP and JPEG at the asked width, and serves a repeat from the cache', async () => {
    const webp = await rasterImage('t/kitchen', original, 320, 'webp');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    const jpg = await rasterImage('t/kitchen', original, 640, 'jpg');
    expect(await sharp(jpg).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
    expect(await rasterImage('t/kitchen', original, 320, 'webp')).toBe(webp);
  });

  it('sends a raster original at its own width when asked for a wider one', async () => {
    const wide = await rasterImage('t/wide', original, 1920, 'webp');
    expect(await sharp(wide).metadata()).toMatchObject({ width: 1600, height: 1067 });
  });

  it('renders an SVG badge at the asked width', async () => {
    const badge =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="130"><circle cx="60" cy="56" r="50" fill="#b8860b"/></svg>';
    const png = await rasterImage('t/badge', badge, 480, 'jpg');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 520 });
  });

  it('gives up on a render past its deadline, which still finishes into the cache', async () => {
    expect(await rasterWithin('t/late', original, 480, 'webp', 0)).toBeUndefined();
    const done = await rasterImage('t/late', original, 480, 'webp');
    expect(await rasterWithin('t/late', original, 480, 'webp', 0)).toBe(done);
  });
});
