// Raster delivery of the media host's pictures (docs/decisions/0028 and
// 0035): a rendered JPEG original (or an SVG badge) resized to the asked width as WebP (modern) or
// JPEG (the fallback) with sharp. Renders run one
// at a time and their results stay in a byte-bounded LRU, so memory stays inside the platform's
// budget; sharp itself is loaded on the first raster request only. A render that is not done by
// its deadline leaves the answer to the SVG (rasterWithin) and finishes into the cache, so a cold
// cache on a busy machine never holds a request past the site's upstream timeout.
import { LRUCache } from 'lru-cache';
import type * as SharpModule from 'sharp';

export const RASTER_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;
export const RASTER_FORMATS = ['webp', 'jpg'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const CONTENT_TYPES: Record<RasterFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

const cache = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (value) => value.length,
});

let queue: Promise<unknown> = Promise.resolve();
let sharpModule: Promise<typeof SharpModule> | undefined;

/** The original: a raster (JPEG) as bytes, or an SVG as text. */
export type Original = Buffer | string;

async function render(original: Original, width: number, format: RasterFormat): Promise<Buffer> {
  sharpModule ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  const { default: sharp } = await sharpModule;
  // A raster original is never enlarged: asked wider than it is, it is sent at its own width.
  const image =
    typeof original === 'string'
      ? sharp(Buffer.from(original), {
          density: Math.min(
            72 * (width / Number(/width="(\d+)"/.exec(original)?.[1] ?? width)),
            600,
          ),
        })
          .resize(width)
          // Flattened on white: without alpha both formats come out smaller.
          .flatten({ background: '#ffffff' })
      : sharp(original).resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? image.webp({ quality: 78, effort: 1 }).toBuffer()
    : image.jpeg({ quality: 80, progressive: true }).toBuffer();
}

/** The image drawn at `width` in `format`; the same key always gives the same bytes. */
export function rasterImage(
  key: string,
  original: Original,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  const cacheKey = `${key}@${width}.${format}`;
  const hit = cache.get(cacheKey);
  if (hit) return Promise.resolve(hit);
  const next = queue.then(() => render(original, width, format));
  queue = next.catch(() => undefined);
  return next.then((bytes) => {
    cache.set(cacheKey, bytes);
    return bytes;
  });
}

/**
 * The rendition when it is ready within `deadlineMs`, else undefined (the render goes on and
 * lands in the cache for the next request).
 */
export async function rasterWithin(
  key: string,
  original: Original,
  width: number,
  format: RasterFormat,
  deadlineMs: number,
): Promise<Buffer | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), deadlineMs);
  });
  try {
    return await Promise.race([rasterImage(key, original, width, format), late]);
  } finally {
    clearTimeout(timer);
  }
}
