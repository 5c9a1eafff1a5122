// a brand-grade look, the second look review's leftovers, each measured: one heading
// rule on every page, "e-mail" never broken at its hyphen, the design system's date field (with
// its calendar) in the contact and change-of-stay forms, hero crops that keep the picture's
// subject, the contact page's column beside the form, and rate badges that wrap without an indent.
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { bookThroughPlatform } from './support/booking.ts';
import { describeInBrowser } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { field } from './support/inquiry-forms.ts';
import { visit } from './support/page.ts';
import type { RunningSite } from './support/site.ts';
import { sampleUrls } from '#test/support/sample-urls.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stay = `checkIn=${day(30)}&checkOut=${day(33)}&adults=1&children=0`;

interface HeadingLook {
  level: string;
  family: string;
  size: string;
  text: string;
}

/**
 * The look of the page's visible headings (h1–h3): its family (serif or sans) and size. Left out:
 * a hero's h1 over its image (the one larger display size) and titles of cards, panels and lists
 * (.title-font and the title classes), which follow the title rule instead.
 */
function headingLooks(page: Page): Promise<HeadingLook[]> {
  return page.evaluate(() => {
    const titles =
      '.home-hero__title, .content-hero h1, .card__title, .dialog__title, .offer__title, ' +
      '.result-card__name, .site-footer__heading, .locations-state h2, .results-index h2, ' +
      '.stay-summary__heading, .header-menu__title, .privacy-preferences__title, ' +
      '.empty-state__title, .title-font';
    return [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
      .filter((heading) => heading.offsetParent && !heading.closest('.visually-hidden'))
      .filter((heading) => !heading.matches(titles))
      .map((heading) => {
        const style = getComputedStyle(heading);
        return {
          level: heading.tagName,
          family: style.fontFamily.trim().endsWith('sans-serif') ? 'sans' : 'serif',
          size: style.fontSize,
          text: (heading.textContent ?? '').trim().slice(0, 40),
        };
      });
  });
}

/** Each occurrence of "e-mail" in the page's visible text, with the number of lines it takes. */
function emailWordLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.evaluate(() => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/e-mail/gi)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size) found.push({ text: text.trim().slice(0, 60), lines: tops.size });
      }
    }
    return found;
  });
}

/** A booking made through the platform's API, seen on its reservation page (Change Your Stay). */
async function visitBooking(page: Page, site: RunningSite): Promise<void> {
  const { status, confirmationNumber } = await bookThroughPlatform(site, {
    checkIn: day(66),
    checkOut: day(69),
    key: crypto.randomUUID(),
  });
  expect(status).toBe(201);
  await visit(page, `/reservation/?confirmation=${confirmationNumber}&lastname=Shown`, {
    axe: false,
  });
  await page.locator('#change-stay').waitFor();
}

/**
 * The band of an object-fit: cover picture's height its box shows, as fractions of that height
 * (0 is the picture's top, 1 its bottom).
 */
function shownBand(image: Locator): Promise<[number, number]> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const box = img.getBoundingClientRect();
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const rendered = img.naturalHeight * scale;
    const y = parseFloat(getComputedStyle(img).objectPosition.split(' ')[1] ?? '50') / 100;
    const top = (rendered - box.height) * y;
    return [top / rendered, (top + box.height) / rendered];
  });
}

/** The date field labelled `label` in `scope`: a text input with its calendar button. */
async function expectDesignSystemDateField(scope: Locator, label: RegExp | string) {
  const input = typeof label === 'string' ? field(scope, label) : scope.getByLabel(label);
  expect(await input.getAttribute('type')).toBe('text');
  const frame = input.locator(
    `xpath=ancestor::div[contains(concat(' ', @class, ' '), ' field ')][1]`,
  );
  await expect.poll(() => frame.getByRole('button', { name: /from a calendar$/ }).count()).toBe(1);
  return { input, frame, button: frame.getByRole('button', { name: /from a calendar$/ }) };
}

describeInBrowser('look details, second review', () => {
  it.for([375, 1280])(
    'one heading rule: every h1 alike, every h2 alike (serif), every h3 sans, at %i px',
    async (width, { open, site }) => {
      const { page } = await open({ width, height: 900 });
      const looks: HeadingLook[] = [];
      // Each page with what streams in last (rooms, reviews, result cards) arrived.
      for (const [path, last] of [
        ['/', 'h2'],
        ['/offers', '.offer__title'],
        ['/company/contact', '.faq__question'],
        ['/login', 'h1'],
        ['/find-reservation', 'h1'],
        [`${sampleUrls.hotel}?${stay}`, '.room-offer__name'],
        [sampleUrls['results-city']!, '.result-card__name'],
      ] as const) {
        await visit(page, path, { axe: false });
        await page.locator(last).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('.skeleton'));
        looks.push(...(await headingLooks(page)));
      }
      await visitBooking(page, site);
      looks.push(...(await headingLooks(page)));
      for (const level of ['H1', 'H2']) {
        const ofLevel = looks.filter((look) => look.level === level);
        expect(ofLevel.length, level).toBeGreaterThan(1);
        expect(new Set(ofLevel.map((look) => look.family)), JSON.stringify(ofLevel)).toEqual(
          new Set(['serif']),
        );
        expect(new Set(ofLevel.map((look) => look.size)).size, JSON.stringify(ofLevel)).toBe(1);
      }
      const h3 = looks.filter((look) => look.level === 'H3');
      expect(h3.length).toBeGreaterThan(1);
      expect(new Set(h3.map((look) => look.family)), JSON.stringify(h3)).toEqual(new Set(['sans']));
      expect(new Set(h3.map((look) => look.size)).size, JSON.stringify(h3)).toBe(1);
    },
  );

  it('"e-mail" never breaks at its hyphen, from 320 to 1280 px', async ({ open }) => {
    for (const width of [320, 375, 1280]) {
      const { page } = await open({ width, height: 900 });
      for (const path of ['/company/contact', '/forgot-password', '/find-reservation']) {
        await visit(page, path, { axe: false });
        const words = await emailWordLines(page);
        expect(words.length, path).toBeGreaterThan(0);
        for (const word of words) expect(word.lines, `${path} ${width}: ${word.text}`).toBe(1);
      }
    }
  });

  it('contact form: the design system date fields, the format said once, a day picked from the calendar', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 1280, height: 900 });
    await visit(page, '/company/contact');
    const form = page.getByRole('form', { name: 'How Can We Help You?' });
    expect(await form.locator('input[type="date"]').count()).toBe(0);
    const { input, frame, button } = await expectDesignSystemDateField(form, 'Check-in date');
    // "MM/DD/YYYY" once: the hint, with no placeholder saying it again.
    const said = await frame.evaluate(
      (element) =>
        (element.textContent ?? '').split('MM/DD/YYYY').length -
        1 +
        [...element.querySelectorAll('input')].filter((each) => /MM\/DD/i.test(each.placeholder))
          .length,
    );
    expect(said).toBe(1);
    await button.click();
    const calendar = frame.locator('.react-datepicker');
    await calendar.waitFor();
    await calendar
      .locator(
        '.react-datepicker__day:not([aria-disabled="true"]):not(.react-datepicker__day--outside-month)',
      )
      .nth(3)
      .click();
    await expect.poll(() => input.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await calendar.count()).toBe(0);
    await expectDesignSystemDateField(form, 'Check-out date');
    expect(errors).toEqual([]);
  });

  it('change your stay: the design system date fields', async ({ open, site }) => {
    const { page, errors } = await open({ width: 375, height: 800 });
    await visitBooking(page, site);
    const change = page.locator('#change-stay');
    expect(await change.locator('input[type="date"]').count()).toBe(0);
    const { input } = await expectDesignSystemDateField(change, /^Check-out/);
    expect(await input.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectDesignSystemDateField(change, /^Check-in/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
  });

  it('content heroes keep their subject (25 % to 87 % of the picture) at 768 and 1280 px', async ({
    open,
  }) => {
    for (const width of [768, 1280]) {
      const { page } = await open({ width, height: 900 });
      for (const path of ['/company/contact', '/offers']) {
        await visit(page, path, { axe: false });
        const image = page.locator('.content-hero__image img');
        await expect
          .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete))
          .toBe(true);
        const [top, bottom] = await shownBand(image);
        expect(top, `${path} ${width}`).toBeLessThanOrEqual(0.25);
        expect(bottom, `${path} ${width}`).toBeGreaterThanOrEqual(0.87);
      }
    }
  });

  it('contact page at 1280 px: the column beside the form holds the ways to reach us', async ({
    open,
  }) => {
    const { page } = await open({ width: 1280, height: 900 });
    await visit(page, '/company/contact', { axe: false });
    const form = await page.locator('.cms-module--contact-form').boundingBox();
    const text = await page.locator('.cms-module--rich-text').boundingBox();
    const ways = page.locator('.cms-aside--contact-ways');
    expect(await ways.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
    expect(await ways.locator('a[href^="tel:"]').count()).toBe(1);
    const box = (await ways.boundingBox())!;
    // Beside the form, under the text, with no gap of more than 64 px between them.
    expect(box.x + box.width).toBeLessThan(form!.x);
    expect(box.y - (text!.y + text!.height)).toBeLessThanOrEqual(64);
    // The column is filled: text and ways reach at least 60 % of the form's height.
    expect(box.y + box.height - text!.y).toBeGreaterThanOrEqual(0.6 * form!.height);
  });

  it('hotel page at 375 px: a rate badge that wraps starts at the plan name’s left edge', async ({
    open,
  }) => {
    const { page } = await open({ width: 375, height: 800 });
    await visit(page, `${sampleUrls.hotel}?${stay}`, { axe: false });
    await page.locator('.rate-plan__tag').first().waitFor();
    const badges = await page.locator('.rate-plan__name').evaluateAll((names) =>
      names
        .filter((name) => name.querySelector('.rate-plan__tag'))
        .map((name) => {
          const box = name.getBoundingClientRect();
          const tag = name.querySelector('.rate-plan__tag')!.getBoundingClientRect();
          return { wrapped: tag.top > box.top + 8, indent: tag.left - box.left };
        }),
    );
    const wrapped = badges.filter((badge) => badge.wrapped);
    expect(wrapped.length).toBeGreaterThan(0);
    for (const badge of wrapped) expect(Math.abs(badge.indent)).toBeLessThanOrEqual(1);
  });
});
