// Browser tests of the CMS-driven pages: every content route renders its
// document (modules by markup type) with the head the document gives,
// content is replaced when the key changes on client navigation, the FAQ
// accordion opens and closes by mouse and keyboard with its 0.5 s animation, pages fit 375 px,
// and axe and html-validate find nothing on any of them.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import type { Page } from 'playwright-core';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectValidHtml } from './support/html.ts';
import { installClock, visit, waitForHydration } from './support/page.ts';
import type { RunningSite } from './support/site.ts';

// The content routes this page renders whole (the Search engineer's /locations adds
// its own directory to its document).
const CONTENT_PATHS = [
  '/who-we-are',
  '/offers',
  '/company/contact',
  '/majoraccounts',
  '/terms-of-use',
  '/extended-stay-hotels',
  '/travel-planning/corporate-travel-locations',
];

interface SeoRow {
  seoTitle: string;
  description: string;
  keywords: string;
  robotsDirectives: string;
  canonicalUrl: string;
  isTrainingProperty: boolean;
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    h1: Array.from(document.querySelectorAll('h1')).map((h1) => h1.textContent?.trim()),
  }));
}

// One test edits a CMS document in the database and expects the page to show it at once: this
// site keeps no catalog in memory (docs/decisions/0006).
it.override('siteEnv', { scope: 'file' }, { CATALOG_CACHE_SECONDS: '0' });

/** A CMS web page as the platform's database holds it. */
const documents = (site: RunningSite) => async (key: string) => {
  const row = await site.platform.store.db
    .selectFrom('cms_documents')
    .select(['title', 'seo', 'body'])
    .where('key', '=', key)
    .where('doc_type', '=', 'web-page')
    .executeTakeFirstOrThrow();
  return {
    title: row.title,
    seo: JSON.parse(row.seo) as SeoRow,
    modules: JSON.parse(row.body) as Array<{ markupType: string }>,
  };
};

describeInBrowser('content pages', () => {
  it('every content route renders its document with the head it gives, axe and HTML clean', async ({
    open,
    site,
  }) => {
    const documentOf = documents(site);
    const { page, errors } = await open();
    for (const path of CONTENT_PATHS) {
      const document = await documentOf(path.slice(1));
      // The canonical URL strips the query string.
      await visit(page, `${path}?utm_source=test&x=1`);
      const head = await headOf(page);
      expect(head.title, path).toBe(document.seo.seoTitle);
      expect(head.description, path).toBe(document.seo.description);
      expect(head.keywords, path).toBe(document.seo.keywords);
      expect(head.robots, path).toBe(document.seo.robotsDirectives || 'index, follow');
      expect(head.canonical, path).toBe(`${site.url}${path}`);
      // One h1: the document's own (its rich text's <h1>), else its title.
      const cmsH1 = document.modules
        .map(
          (module) => /<h1[^>]*>([^<]*)<\/h1>/.exec((module as { html?: string }).html ?? '')?.[1],
        )
        .find(Boolean);
      expect(head.h1, path).toEqual([cmsH1 ?? document.title]);
      // Each module of the document is on the page, by markup type.
      const rendered = await page.locator('.content-page .cms-module').evaluateAll((nodes) =>
        nodes.map((node) =>
          Array.from(node.classList)
            .find((name) => name.startsWith('cms-module--'))
            ?.slice('cms-module--'.length),
        ),
      );
      expect(rendered, path).toEqual(document.modules.map((module) => module.markupType));
      await expectValidHtml(site.url, path);
    }
    expect(errors).toEqual([]);
  });

  it('renders each module type: images from the media host, offers, amenity icons, award badge', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/who-we-are');
    const image = page.locator('.cms-image img');
    // The media host's picture, at the width the page asks for.
    expect(await image.getAttribute('src')).toMatch(
      /^\/media\/images\/content\/who-we-are-team\.jpg/,
    );
    expect(await image.getAttribute('alt')).toBe(
      'The Longstay front desk, with armchairs by the lobby windows',
    );
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.locator('.award-badge').count()).toBe(1);

    await visit(page, '/offers');
    const offers = page.locator('ul.offers > li');
    expect(await offers.count()).toBeGreaterThanOrEqual(3);
    expect(await offers.first().getByRole('heading').textContent()).toBe(
      'Stay 7 Nights, Save More Every Night',
    );

    await visit(page, '/extended-stay-hotels');
    const icons = page.locator('.cms-module--amenity-strip li');
    expect(await icons.count()).toBe(6);
    expect(errors).toEqual([]);
  });

  it('a training document is noindex,nofollow with blank keywords', async ({ open, site }) => {
    const key = 'terms-of-use';
    const before = await site.platform.store.db
      .selectFrom('cms_documents')
      .select('seo')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const seo = { ...(JSON.parse(before.seo) as SeoRow), isTrainingProperty: true };
    await site.platform.store.db
      .updateTable('cms_documents')
      .set({ seo: JSON.stringify(seo) })
      .where('key', '=', key)
      .execute();
    try {
      const { page, errors } = await open();
      await visit(page, '/terms-of-use');
      const head = await headOf(page);
      expect(head.robots).toBe('noindex,nofollow');
      expect(head.keywords).toBe('');
      expect(head.title).toBe(seo.seoTitle);
      expect(errors).toEqual([]);
    } finally {
      await site.platform.store.db
        .updateTable('cms_documents')
        .set({ seo: before.seo })
        .where('key', '=', key)
        .execute();
    }
  });

  it('client navigation clears the content of the old key and fetches the new document', async ({
    open,
    site,
  }) => {
    const documentOf = documents(site);
    const { page, errors } = await open();
    const fetched: string[] = [];
    // The navigation's one data request, for the page's address (its loader runs on the site).
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/_data') fetched.push(url.searchParams.get('path')!.slice(1));
    });
    await visit(page, '/company/contact');
    await page.getByLabel('First Name').fill('Kept only here');
    // The footer's link is a client-side navigation to another content page.
    await page.locator('footer a[href="/majoraccounts"]').first().click();
    await page.waitForURL(`${site.url}/majoraccounts`);
    await page.locator('[data-document="majoraccounts"]').waitFor();
    expect(fetched).toContain('majoraccounts');
    expect(await page.locator('[data-document="company/contact"]').count()).toBe(0);
    expect(await page.title()).toBe((await documentOf('majoraccounts')).seo.seoTitle);
    await page.goBack();
    await page.locator('[data-document="company/contact"]').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('FAQ accordion: opens and closes by mouse with a 0.5 s height animation', async ({ open }) => {
    const { page, errors } = await open();
    const clock = await installClock(page);
    await visit(page, '/company/contact');
    const toggle = page.locator('.faq__toggle').first();
    const answerId = await toggle.getAttribute('aria-controls');
    const answer = page.locator(`[id="${answerId}"]`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('title')).toBe('Open FAQ');
    expect(await answer.isHidden()).toBe(true);
    expect(await answer.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s');

    // The accordion's frames and its 0.5 s timer run on the page's fake clock, held still; its
    // height transition is held where it starts and set to 150 ms through the Web Animations API.
    // So the midway height is looked at 150 ms in, however long this machine takes to look.
    await clock.hold();
    const transitionStarted = answer.evaluate(
      (el) =>
        new Promise<void>((resolve) =>
          el.addEventListener(
            'transitionrun',
            () => {
              el.getAnimations().forEach((animation) => animation.pause());
              resolve();
            },
            { once: true },
          ),
        ),
    );
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('title')).toBe('Close FAQ');
    await page.clock.runFor(50); // the two frames after which the height starts to change
    await transitionStarted;
    await answer.evaluate((el) =>
      el.getAnimations().forEach((animation) => (animation.currentTime = 150)),
    );
    const midway = await answer.evaluate((el) => el.getBoundingClientRect().height);
    const full = await answer.evaluate((el) => el.scrollHeight);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(full);
    await answer.evaluate((el) => el.getAnimations().forEach((animation) => animation.finish()));
    await page.clock.runFor(500);
    expect(await answer.evaluate((el) => el.getBoundingClientRect().height)).toBe(full);
    await page.clock.resume();
    expect(await answer.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('title')).toBe('Open FAQ');
    await answer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('FAQ accordion: keyboard (Enter and Space), and no animation with reduced motion', async ({
    open,
  }) => {
    const { page, context, errors } = await open(viewports.mobile);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/extended-stay-hotels');
    const toggle = page.locator('.faq__toggle').nth(1);
    const answer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Reduced motion: no animation to speak of (the site's base styles cut transitions to 0.01 ms);
    // the answer is at its full height at once.
    const duration = await answer.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
    expect(await answer.evaluate((el) => el.getBoundingClientRect().height)).toBe(
      await answer.evaluate((el) => el.scrollHeight),
    );
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await answer.waitFor({ state: 'hidden' });
    await context.close();
    expect(errors).toEqual([]);
  });

  it('every content page fits a 375 px screen without sideways scrolling', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    for (const path of CONTENT_PATHS) {
      await page.goto(path, { waitUntil: 'load' });
      await waitForHydration(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
