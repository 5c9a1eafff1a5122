// The HTML validator finds no error in the server-rendered HTML of every
// route (html-validate with the project's .htmlvalidate.json), the 404 and the error page included.
import { readFileSync } from 'node:fs';
import { HtmlValidate, type ConfigData } from 'html-validate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { demoSessionCookie, sampleUrls, signedInRoutes } from '#test/support/sample-urls.ts';
import { buildTestClient, removeDir, startRenderSite, type RenderSite } from './support.ts';

describe('server-rendered HTML', () => {
  let clientDir: string;
  let site: RenderSite;
  const validator = new HtmlValidate(
    JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData,
  );
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir, {}, { seed: true });
  });
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  const urls = [
    ...routes
      .filter((route) => !signedInRoutes.has(route.id))
      .map((route) => sampleUrls[route.id]!),
    '/no/such/page',
    '/extended-stay-hotels/near/me?latitude=30.27&longitude=-97.74',
  ];

  it.each(urls)('%s has no validator errors', async (url) => {
    // A crawler gets the whole document, streamed parts included.
    const res = await request(site.app).get(url).set('User-Agent', 'Googlebot/2.1');
    const report = await validator.validateString(res.text, 'page.html');
    const messages = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${message.ruleId}: ${message.message} (line ${message.line}:${message.column})`,
      ),
    );
    expect(messages, url).toEqual([]);
  });

  it.each([...signedInRoutes].map((id) => sampleUrls[id]!))(
    '%s, signed in, has no validator errors',
    async (url) => {
      const res = await request(site.app)
        .get(url)
        .set('Cookie', await demoSessionCookie(site.app));
      expect(res.status, url).toBe(200);
      const report = await validator.validateString(res.text, 'page.html');
      expect(
        report.results.flatMap((result) => result.messages.map((m) => m.message)),
        url,
      ).toEqual([]);
    },
  );
});
