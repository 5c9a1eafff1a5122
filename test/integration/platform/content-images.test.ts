// Every image a seeded CMS document or corporate account names is served by the media host
// no broken picture on a page.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

describe('images named by content', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform('sqlite');
  });
  afterAll(() => platform?.close());

  it('are all served: content and hotel pictures as rendered JPEGs, badges as SVG', async () => {
    const documents = await platform.store.db
      .selectFrom('cms_documents')
      .select(['body', 'seo'])
      .execute();
    const logos = await platform.store.db
      .selectFrom('corporate_accounts')
      .select('logo_uri')
      .execute();
    const text = JSON.stringify([documents, logos]);
    const uris = new Set(
      [...text.matchAll(/(?:content|logos|awards|ratings|hotels)\/[\w./-]+?\.(?:svg|jpg)/g)].map(
        ([uri]) => uri,
      ),
    );
    expect(uris.size).toBeGreaterThan(5);
    for (const uri of uris) {
      const res = await request(platform.server).get(`/media/images/${uri}`);
      expect(res.status, uri).toBe(200);
      expect(res.headers['content-type'], uri).toMatch(
        uri.endsWith('.jpg') ? /^image\/jpeg$/ : /^image\/svg\+xml/,
      );
    }
  });
});
