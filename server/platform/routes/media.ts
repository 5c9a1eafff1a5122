// The embedded media host: GET /media/images/{uri} serves generated SVG images with long cache
// lifetimes (the bytes of a uri never change, so they are immutable).
import { createHash } from 'node:crypto';
import { notFound } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { mediaImage } from '../services/images-media.ts';

export const routes: RouteDefinition[] = [
  route<{ path: string[] }>({
    method: 'get',
    path: '/media/images/*path',
    summary:
      'Generated images: hotels/{hotelId}/{file}.svg, ratings/{0.0-5.0}.svg, awards/{key}.svg, logos/{slug}.svg',
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
    handler: async ({ params, req, res, platform }) => {
      const image = await mediaImage(platform.db, params.path);
      if (!image) throw notFound('No such image.');
      const etag = `"${createHash('sha256').update(image).digest('base64url').slice(0, 27)}"`;
      res.set({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
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
