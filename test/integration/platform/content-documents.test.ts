// CMS web pages, page modules and documents by uri over HTTP.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { seedContent } from '#platform/dataset/content.ts';
import { useAccountsPlatform } from './accounts-support.ts';

const contentRoutes = [
  'home',
  'who-we-are',
  'offers',
  'company/contact',
  'majoraccounts',
  'terms-of-use',
  'extended-stay-hotels',
  'travel-planning/corporate-travel-locations',
  'locations',
  'find-reservation',
];
const markupTypes = [
  'rich-text',
  'image',
  'faq',
  'amenity-strip',
  'award-badge',
  'offers',
  'contact-form',
  'major-accounts-form',
];

describe.each(databaseKinds)('content on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  it.each(contentRoutes)('serves the web page %s with its head and modules', async (key) => {
    const response = await request(running.url)
      .get(`/site/rest/documents/web-page/${key}`)
      .expect(200);
    const page = response.body;
    expect(page.key).toBe(key);
    expect(page.uri).toBe(key === 'home' ? '/' : `/${key}`);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.seo).toMatchObject({
      robotsDirectives: 'index, follow',
      isTrainingProperty: false,
      canonicalUrl: page.uri,
    });
    expect(page.seo.seoTitle).toContain('Longstay');
    expect(page.seo.description.length).toBeGreaterThan(40);
    expect(page.modules.length).toBeGreaterThan(0);
    for (const module of page.modules) expect(markupTypes).toContain(module.markupType);
  });

  it('uses every markup type somewhere, embeds the forms, and cites the 2025 award', async () => {
    const pages = await Promise.all(
      contentRoutes.map(
        async (key) =>
          (await request(running.url).get(`/site/rest/documents/web-page/${key}`)).body,
      ),
    );
    const used = new Set(
      pages.flatMap((page) => page.modules.map((m: { markupType: string }) => m.markupType)),
    );
    expect([...used].sort()).toEqual([...markupTypes].sort());
    const contact = pages.find((p) => p.key === 'company/contact');
    expect(contact.modules.map((m: { markupType: string }) => m.markupType)).toContain(
      'contact-form',
    );
    const award = pages
      .flatMap((p) => p.modules)
      .find((m: { markupType: string }) => m.markupType === 'award-badge');
    expect(award.award.description).toMatch(
      /#1 in guest satisfaction among economy extended-stay hotel brands.*2025/,
    );
    const faq = pages
      .flatMap((p) => p.modules)
      .find((m: { markupType: string }) => m.markupType === 'faq');
    expect(faq.items[0]).toEqual({
      question: expect.any(String),
      answerHtml: expect.stringMatching(/^<p>/),
    });
  });

  it('accepts a trailing slash and mixed case, and answers 404 JSON for unknown keys', async () => {
    expect(
      (await request(running.url).get('/site/rest/documents/web-page/Company/Contact/')).body.key,
    ).toBe('company/contact');
    const missing = await request(running.url)
      .get('/site/rest/documents/web-page/no-such-page')
      .expect(404);
    expect(missing.body).toMatchObject({
      status: 'ERROR',
      statusCode: 404,
      errors: [{ code: 'NOT_FOUND' }],
    });
    await request(running.url).get('/site/rest/documents/web-page/..%2F..%2Fetc').expect(404);
    // a template is not a web page
    await request(running.url)
      .get('/site/rest/documents/web-page/templates/summit-field-services')
      .expect(404);
  });

  it('serves the footer shape', async () => {
    const footer = (
      await request(running.url).get('/site-api/documents/page-module/footer').expect(200)
    ).body;
    expect(footer.linkColumns.length).toBeGreaterThanOrEqual(3);
    for (const column of footer.linkColumns) {
      expect(column.title).toEqual({ text: expect.any(String), url: expect.stringMatching(/^\//) });
      for (const link of column.links)
        expect(link).toEqual({ text: expect.any(String), url: expect.stringMatching(/^\//) });
    }
    expect(footer.destinations.title).toEqual({ text: 'Popular Destinations' });
    expect(footer.destinations.destinationInfo).toContainEqual({
      subdivisionCode: 'TX',
      placeName: 'Dallas',
    });
    for (const link of footer.offers.links)
      expect(link).toEqual({
        text: expect.any(String),
        url: '/offers',
        subheading: expect.any(String),
      });
    expect(footer.offers.title).toEqual({ text: 'Deals' });
  });

  it('serves the welcome message and the public-health notice as { html }', async () => {
    const welcome = (
      await request(running.url).get('/site-api/documents/page-module/welcome-message').expect(200)
    ).body;
    expect(welcome.html).toContain('[corpName]');
    const notice = (
      await request(running.url).get('/site-api/documents/page-module/corona-virus').expect(200)
    ).body;
    expect(notice).toEqual({ html: expect.stringContaining('<p>') });
    await request(running.url).get('/site-api/documents/page-module/sidebar').expect(404);
  });

  it('finds a template document by uri with its choiceAccountId, 404 otherwise', async () => {
    const response = await request(running.url)
      .get('/site-api/documents?uri=%2Fsummit-field-services')
      .expect(200);
    expect(response.body.document).toMatchObject({
      choiceAccountId: 'SUMMIT',
      uri: '/summit-field-services',
    });
    await request(running.url).get('/site-api/documents?uri=%2Fnobody').expect(404);
    await request(running.url).get('/site-api/documents').expect(400);
  });

  it('seeds idempotently and deterministically', async () => {
    const before = await running.platform.store.db
      .selectFrom('cms_documents')
      .selectAll()
      .orderBy('key')
      .execute();
    await seedContent(running.platform.store.db);
    const after = await running.platform.store.db
      .selectFrom('cms_documents')
      .selectAll()
      .orderBy('key')
      .execute();
    expect(after).toEqual(before);
  });
});
