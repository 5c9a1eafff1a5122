// Every route answers 200 with its own title and canonical link;
// an unknown path answers 404 with the site's page; every script carries the CSP nonce.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { demoSessionCookie, sampleUrls, signedInRoutes } from '#test/support/sample-urls.ts';
import { buildTestClient, removeDir, startRenderSite, type RenderSite } from './support.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('every route of the table', () => {
  let clientDir: string;
  let site: RenderSite;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir, {}, { seed: true }); // the hotel route needs a hotel
  });
  afterAll(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  it('answers 200 with its own title and a canonical link without the query string', async () => {
    const titles = new Map<string, string>();
    const session = await demoSessionCookie(site.app);
    for (const route of routes) {
      const url = sampleUrls[route.id]!;
      const res = await request(site.app)
        .get(`${url}?utm_source=test&clientid=`)
        .set('User-Agent', 'Googlebot/2.1')
        .set('Cookie', signedInRoutes.has(route.id) ? session : '');
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const title = titleOf(res.text);
      expect(title, url).toBeTruthy();
      expect(canonicalOf(res.text), url).toBe(`http://localhost:3000${url}`);
      expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en">/);
      titles.set(route.page === 'home' ? 'home' : url, title!);
    }
    // Own titles: no two different pages share one.
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it('links the entry’s and the route’s stylesheets first in the head (no flash of unstyled content)', async () => {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as {
      entry: { js: string[]; css: string[] };
      routes: Record<string, { js: string[]; css: string[] }>;
    };
    const routeCss = manifest.routes['who-we-are']!.css;
    expect(routeCss.length).toBeGreaterThan(0);
    const res = await request(site.app).get('/who-we-are');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const stylesheets = [...manifest.entry.css, ...routeCss].map((href) =>
      head.indexOf(`<link rel="stylesheet" href="${href}" data-precedence="default"/>`),
    );
    for (const at of stylesheets) expect(at).toBeGreaterThan(0);
    // Nothing fetched before them: the only script the head names is the entry, after them.
    expect(head.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      expect.stringContaining(`href="${manifest.entry.js[0]}"`),
    ]);
    expect(head.indexOf('<link rel="modulepreload"')).toBeGreaterThan(Math.max(...stylesheets));
    expect(head).not.toContain('<script');
  });

  it('preloads the page’s own chunks only after the first paint', async () => {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as {
      entry: { js: string[] };
      routes: Record<string, { js: string[] }>;
    };
    const own = manifest.routes['who-we-are']!.js.filter(
      (href) => !manifest.entry.js.includes(href),
    );
    expect(own.length).toBeGreaterThan(0);
    const res = await request(site.app).get('/who-we-are');
    const body = res.text.slice(res.text.indexOf('<body>'));
    const script =
      /<script nonce="[^"]+">(\(function\(h,n\)\{requestAnimationFrame[^<]*)<\/script>/.exec(
        body,
      )?.[1];
    expect(script).toBeTruthy();
    expect(script).toContain(`(${JSON.stringify(own)},document.currentScript.nonce)`);
  });

  it('answers an unknown path with 404 and the site’s page inside the chrome', async () => {
    const res = await request(site.app).get('/no/such/page?x=1');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toBe('Page Not Found | Longstay');
    expect(res.text).toContain('id="main-content"');
    expect(res.text).toContain('We could not find the page you were looking for.');
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/no/such/page');
  });

  it('puts the CSP nonce on every script and links the route’s assets', async () => {
    const res = await request(site.app).get('/login');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.text).toMatch(/<script type="module" src="\/assets\/entry\.client-[A-Z0-9]+\.js"/);
    // A fresh nonce per request.
    const again = await request(site.app).get('/login');
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });
});

describe('odd request paths', () => {
  let clientDir: string;
  let site: RenderSite;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    site = await startRenderSite(clientDir);
  });
  afterAll(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  // Each odd path gets the answer a guest or a crawler can act on, never a 5xx: a redirect to
  // the single-slash path, a 400 that names the mistake, the site's 404 page, or the page itself
  // when only the query is odd (a bad query value is ignored, not fatal).
  const MALFORMED = 'This address is not valid: it contains a malformed percent-encoding.';
  it.each([
    { path: '//other.example/who-we-are', status: 301, location: '/other.example/who-we-are' },
    { path: '/%', status: 400, text: MALFORMED },
    { path: '/extended-stay-hotels/locations/%E0%A4%A/hotels', status: 400, text: MALFORMED },
    { path: '/extended-stay-hotels/tx/austin/%C0%AF', status: 400, text: MALFORMED },
    { path: `/${'a'.repeat(3000)}`, status: 404, title: 'Page Not Found | Longstay' },
    { path: '/who-we-are?%=&a[b]=1', status: 200, title: 'Who We Are | Longstay' },
    {
      path: '/extended-stay-hotels/near/me?latitude=abc&longitude=1e999',
      status: 200,
      title: 'Extended Stay Hotels Near You | Longstay',
    },
  ])('$path answers $status', async ({ path, status, location, text, title }) => {
    const res = await request(site.app).get(path);
    expect(res.status).toBe(status);
    if (location !== undefined) expect(res.headers.location).toBe(location);
    if (text !== undefined) expect(res.text).toBe(text);
    if (title !== undefined) {
      expect(titleOf(res.text)).toBe(title);
      expect(res.text).toContain('</html>');
    }
  });

  it('answers a malformed percent-encoding with 400 and a clear message', async () => {
    const res = await request(site.app).get('/extended-stay-hotels/locations/%E0%A4%A/hotels');
    expect(res.status).toBe(400);
    expect(res.text).toContain('malformed percent-encoding');
  });

  it('keeps a protocol-relative looking path on the site', async () => {
    // Resolved against the site, `//other.example/x` names another host; the redirect's target
    // is a path with one slash, so the browser stays here, and that path is this site's 404.
    const res = await request(site.app).get('//other.example/who-we-are');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/other.example/who-we-are');
    const landed = await request(site.app).get(res.headers.location as string);
    expect(landed.status).toBe(404);
    expect(titleOf(landed.text)).toBe('Page Not Found | Longstay');
    expect(landed.text).not.toMatch(/(?:href|src|action)="(?:https?:)?\/\/other\.example/);
  });
});
