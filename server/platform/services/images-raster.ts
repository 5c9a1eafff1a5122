// Raster delivery of the generated images (docs/decisions/0028): an SVG
// rendered at the asked width as WebP (modern) or JPEG (the fallback) with sharp. Renders run one
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

async function render(svg: string, width: number, format: RasterFormat): Promise<Buffer> {
  sharpModule ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  const { default: sharp } = await sharpModule;
  const intrinsic = Number(/width="(\d+)"/.exec(svg)?.[1] ?? width);
  // Flattened on white: the pictures are opaque, and without alpha both formats come out smaller.
  const image = sharp(Buffer.from(svg), { density: Math.min(72 * (width / intrinsic), 600) })
    .resize(width)
    .flatten({ background: '#ffffff' });
  return format === 'webp'
    ? image.webp({ quality: 78, effort: 1 }).toBuffer()
    : image.jpeg({ quality: 80, progressive: true }).toBuffer();
}

/** The image drawn at `width` in `format`; the same key always gives the same bytes. */
export function rasterImage(
  key: string,
  svg: string,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  const cacheKey = `${key}@${width}.${format}`;
  const hit = cache.get(cacheKey);
  if (hit) return Promise.resolve(hit);
  const next = queue.then(() => render(svg, width, format));
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
  svg: string,
  width: number,
  format: RasterFormat,
  deadlineMs: number,
): Promise<Buffer | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), deadlineMs);
  });
  try {
    return await Promise.race([rasterImage(key, svg, width, format), late]);
  } finally {
    clearTimeout(timer);
  }
}
