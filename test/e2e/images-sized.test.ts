// Images that neither shift the layout nor delay the largest paint: on the home, results, hotel and guest-data pages at
// 375 and 1280 px, every image of the main content has its width and height, every photograph or
// illustration goes through the design system's picture (shared/ui/media-image.tsx), the hotel
// gallery's large image loads first and eagerly, no picture outside the first screen loads
// before it is needed (loading="lazy"), and none in the first screen is enlarged past its
// rendition.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stay = `checkIn=${day(21)}&checkOut=${day(28)}&adults=1&children=0`;

const pages = [
  { name: 'home', path: '/', ready: '.home-destination img' },
  {
    name: 'results',
    path: `/extended-stay-hotels/locations/texas/dallas/hotels?${stay}`,
    ready: '.result-card img',
  },
  {
    name: 'hotel',
    path: `/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown?${stay}`,
    ready: '.room-carousel img',
  },
  {
    name: 'guest-data',
    path: `/guest-data?${stay}&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`,
    ready: '.stay-summary img',
  },
];

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** Rendered by MediaImage (inside its <picture>). */
  picture: boolean;
  /** Some of it lies inside the first screen (the page at the top, before any scrolling). */
  firstScreen: boolean;
}

/** Every <img> of the main content, seen with the page scrolled to the top. */
function imagesOf(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    return [...document.querySelectorAll<HTMLImageElement>('#main-content img')].map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        picture: img.parentElement?.matches('picture.media-image') ?? false,
        firstScreen:
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth,
      };
    });
  });
}

// Icons and badges (rating bubbles, awards, partner logos) stay plain <img>; pictures do not.
const isPicture = (src: string) => /\/media\/images\/(hotels|content)\//.test(src);

describeInBrowser('images have their size, and only the first screen loads eagerly', () => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    for (const { name, path, ready } of pages) {
      it(`${name} at ${viewport.width} px`, async ({ open }) => {
        const { page, errors } = await open(viewport);
        await visit(page, path);
        await page.locator(ready).first().waitFor({ state: 'attached' });
        const images = await imagesOf(page);
        expect(images.length, name).toBeGreaterThan(0);
        for (const image of images) {
          const label = `${name}: ${image.src}`;
          expect(Number(image.width), label).toBeGreaterThan(0);
          expect(Number(image.height), label).toBeGreaterThan(0);
          if (isPicture(image.src)) expect(image.picture, label).toBe(true);
          // Outside the first screen (or hidden, as the gallery's small photos on a phone).
          if (image.picture && !image.firstScreen) {
            expect(image.loading, label).toBe('lazy');
            expect(image.fetchPriority, label).toBeNull();
          }
        }
        // The test sees pictures below the fold wherever a page has any (the guest-data page's
        // one photo sits in the first screen on a desktop).
        const below = images.filter((image) => image.picture && !image.firstScreen);
        if (name !== 'guest-data')
          expect(below.length, `${name} below the fold`).toBeGreaterThan(0);

        // Sharp where a guest looks first: no loaded picture of the first screen is shown larger
        // than the rendition the browser chose from its srcset and sizes (object-fit: cover
        // fills the box, so the rendition must cover its width and its height). A `sizes` that
        // says less than the layout shows gives an enlarged, soft picture.
        await page.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll<HTMLImageElement>('#main-content picture img')].map(
              (img) =>
                img.loading === 'lazy' || img.complete
                  ? null
                  : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
            ),
          ),
        );
        const enlarged = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('#main-content picture img')]
            .map((img) => {
              const box = img.getBoundingClientRect();
              const shown =
                box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
              if (!shown || !img.complete || img.naturalWidth === 0) return null;
              // The home hero on a phone is a backdrop: a column of the picture under a dark
              // scrim and behind the search widget. The rendition that would fill its height
              // sharply would cost the page's largest paint more than it shows.
              if (img.closest('.home-hero') && innerWidth < 768) return null;
              // The rendition's own pixels: its ?w= (naturalWidth is in CSS pixels, divided by
              // the density the srcset gave it).
              const width = Number(new URL(img.currentSrc).searchParams.get('w'));
              if (!width) return null;
              const height = (width * img.naturalHeight) / img.naturalWidth;
              const scale = Math.max(box.width / width, box.height / height) * devicePixelRatio;
              return scale > 1.05
                ? `${img.currentSrc} shown at ${Math.round(box.width)} × ${Math.round(box.height)} ` +
                    `CSS px from ${width} × ${Math.round(height)} (${scale.toFixed(2)}×)`
                : null;
            })
            .filter(Boolean),
        );
        expect(enlarged, name).toEqual([]);

        if (name === 'hotel') {
          // The gallery's large image: the page's main picture, first in and never lazy.
          const main = page.locator('.property-carousel .image-carousel__slide:not([inert]) img');
          expect(await main.getAttribute('loading')).toBe('eager');
          expect(await main.getAttribute('fetchpriority')).toBe('high');
          await expect
            .poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          // Its other slides and the rooms' photos wait until they are needed.
          const others = page.locator(
            '.property-carousel .image-carousel__slide[inert] img, .room-carousel img',
          );
          expect(await others.count()).toBeGreaterThan(1);
          expect(
            new Set(
              await others.evaluateAll((list) => list.map((img) => img.getAttribute('loading'))),
            ),
          ).toEqual(new Set(['lazy']));
        }
        expect(errors).toEqual([]);
      });
    }
  }
});
