// The embedded media host: GET /media/images/{uri} serves the hotels' rendered pictures (JPEG
// originals, docs/decisions/0035) and the generated SVG badges, with long cache lifetimes (the
// bytes of a uri never change, so they are immutable).
import { createHash } from 'node:crypto';
import { badRequest, invalidValue, notFound } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { mediaImage } from '../services/images-media.ts';
import {
  CONTENT_TYPES,
  RASTER_FORMATS,
  RASTER_WIDTHS,
  rasterWithin,
  type RasterFormat,
} from '../services/images-raster.ts';

// Well inside the site's upstream timeout (UPSTREAM_TIMEOUT_MS, at most 2.5 s).
const RENDER_DEADLINE_MS = 1500;

export const routes: RouteDefinition[] = [
  route<{ path: string[] }, { w?: number; fm?: RasterFormat }>({
    method: 'get',
    path: '/media/images/*path',
    summary:
      'Hotel and content pictures: hotels/{hotelId}/{file}.jpg, content/{name}.jpg; badges: ratings/{0.0-5.0}.svg, awards/{key}.svg, logos/{slug}.svg; ?w={width}&fm=webp|jpg gives a raster at that width (the query of an image CDN)',
    tag: 'media',
    params: {
      type: 'object',
      required: ['path'],
      properties: {
        path: {
          type: 'array',
          minItems: 1,
          maxItems: 4,
          items: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,80}$', not: { enum: ['.', '..'] } },
        },
      },
    },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        w: { type: 'integer', enum: [...RASTER_WIDTHS] },
        fm: { type: 'string', enum: [...RASTER_FORMATS] },
      },
    },
    handler: async ({ params, query, req, res, platform }) => {
      if ((query.w === undefined) !== (query.fm === undefined))
        throw badRequest([
          invalidValue(
            query.w === undefined ? 'w' : 'fm',
            'A raster needs both a width (w) and a format (fm).',
          ),
        ]);
      const found = await mediaImage(platform.db, params.path);
      if (!found) throw notFound('No such image.');
      const original = found.type === 'image/jpeg' ? found.bytes : found.svg;
      const raster =
        query.w && query.fm
          ? await rasterWithin(
              params.path.join('/'),
              original,
              query.w,
              query.fm,
              RENDER_DEADLINE_MS,
            )
          : undefined;
      // A rendition still rendering: the original answers this once, uncached, so the browser
      // shows the picture now and asks again next time (the raster is in the cache by then).
      const stopgap = query.fm !== undefined && raster === undefined;
      const image = raster ?? original;
      const etag = `"${createHash('sha256').update(image).digest('base64url').slice(0, 27)}"`;
      res.set({
        'Content-Type':
          raster && query.fm
            ? CONTENT_TYPES[query.fm]
            : found.type === 'image/jpeg'
              ? 'image/jpeg'
              : 'image/svg+xml; charset=utf-8',
        'Cache-Control': stopgap ? 'no-store' : 'public, max-age=31536000, immutable',
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened on its own must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return undefined;
      }
      res.status(200).send(image);
      return undefined;
    },
  }),
];
