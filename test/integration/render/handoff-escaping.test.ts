// The data handed to the browser is escaped under the nonce: a CMS string
// that tries to close the script, open a comment or break a line in old JavaScript parsers
// round-trips intact and never ends the script early. CMS rich text is sanitised.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestClient, removeDir, startRenderSite, type RenderSite } from './support.ts';

const NASTY = 'Who </script><!-- <script>alert(1)</script> & \u2028line\u2029para';

describe('the data handoff', () => {
  let clientDir: string;
  let site: RenderSite;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir);
    await site.platform.store.db
      .insertInto('cms_documents')
      .values({
        key: 'who-we-are',
        uri: '/who-we-are',
        doc_type: 'web-page',
        title: NASTY,
        body: JSON.stringify([
          {
            markupType: 'rich-text',
            html: '<p>Kept <strong>bold</strong></p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">link</a>',
          },
        ]),
        seo: JSON.stringify({
          seoTitle: NASTY,
          description: 'd',
          image: '',
          keywords: 'k',
          robotsDirectives: '',
          canonicalUrl: '/who-we-are?x=1',
          isTrainingProperty: true,
        }),
        choice_account_id: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  it('escapes the JSON so a CMS string cannot end the script, and it round-trips', async () => {
    const res = await request(site.app).get('/who-we-are');
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    const match =
      /<script type="application\/json" id="__DATA__" nonce="([^"]+)">([^]*?)<\/script>/.exec(
        res.text,
      );
    expect(match?.[1]).toBe(nonce);
    const json = match![2]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const handoff = JSON.parse(json) as { data: { result: { page: { title: string } } } };
    expect(handoff.data.result.page.title).toBe(NASTY);
    // Every script that opens closes where it should: none was ended early by the data.
    expect((res.text.match(/<script\b/g) ?? []).length).toBe(
      (res.text.match(/<\/script>/g) ?? []).length,
    );
    expect(res.text).not.toContain('<script>alert(');
  });

  it('sanitises CMS rich text and applies the page head for a training property', async () => {
    const res = await request(site.app).get('/who-we-are?utm=1');
    expect(res.text).toContain('<p>Kept <strong>bold</strong></p>');
    expect(res.text).not.toContain('alert(2)');
    expect(res.text).not.toContain('onerror');
    expect(res.text).not.toContain('javascript:');
    expect(res.text).toContain('<meta name="robots" content="noindex,nofollow"/>');
    expect(res.text).not.toContain('name="keywords"');
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/who-we-are"/>');
  });
});
