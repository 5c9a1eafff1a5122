// The media host's pictures (docs/decisions/0035): the rendered JPEG
// original, and ?w=&fm= gives WebP or JPEG at that width, cached and immutable like the original;
// a bad width or format is a 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe.each(databaseKinds)('media renditions on %s', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(async () => platform?.close());
  const get = (path: string) => request(platform.url).get(path).buffer(true).parse(binary);
  /** A rendition once rendered: a render past its deadline first answers with the original, uncached. */
  async function rendered(path: string) {
    for (let attempt = 0; ; attempt++) {
      const res = await get(path);
      if (res.headers['cache-control'] !== 'no-store' || attempt === 20) return res;
      expect(res.headers['content-type']).toBe('image/jpeg');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('serves the rendered original of a hotel exterior', async () => {
    const res = await get('/media/images/hotels/TR727/1-exterior.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    // 3:2 at 1600 px wide: 1066 or 1067 rows, as the render's rounding fell.
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600 });
    expect(Math.abs((meta.height ?? 0) - 1067)).toBeLessThanOrEqual(1);
    // The drawings' old names are gone.
    const catalog = await request(platform.url).get('/media/images/hotels/TR727/1-exterior.svg');
    expect(catalog.status).toBe(404);
  });

  it('renders a hotel exterior and a hero as WebP and JPEG at the asked width', async () => {
    const webp = await rendered('/media/images/hotels/TR727/1-exterior.jpg?w=480&fm=webp');
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = webp.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });

    const jpg = await rendered('/media/images/content/home-hero.jpg?w=320&fm=jpg');
    expect(jpg.status).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpg.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
    });

    const again = await get('/media/images/hotels/TR727/1-exterior.jpg?w=480&fm=webp');
    expect(Buffer.compare(again.body as Buffer, bytes)).toBe(0);
    expect(again.headers.etag).toBe(webp.headers.etag);
  });

  it('answers 400 for a width or format it does not render, and 404 for no image', async () => {
    for (const query of ['w=123&fm=webp', 'w=480&fm=gif', 'w=480', 'fm=webp', 'w=abc&fm=jpg']) {
      const res = await request(platform.url).get(`/media/images/content/home-hero.jpg?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 'ERROR', statusCode: 400 });
    }
    expect(
      (await request(platform.url).get('/media/images/content/nothing.jpg?w=320&fm=jpg')).status,
    ).toBe(404);
  });
});
