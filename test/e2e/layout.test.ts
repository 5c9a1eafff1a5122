// Every route of the route table in each of its states (support/route-states.ts) at six widths,
// from a small phone to a wide desktop: no page scrolls sideways, and axe
// finds no WCAG A/AA violation (at one width of each breakpoint). A state is reached once; its
// page is then resized through the widths, so that a form with errors or a booking is not made
// six times.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatViolations, axeViolations } from './support/axe.ts';
import { describeInBrowser } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { reachState, routeStates } from './support/route-states.ts';
import { routes } from '#shared/routes.ts';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
// axe at the narrowest width of each breakpoint (phone, tablet, desktop), where a
// layout is most crowded (axe at all six cost a tenth more time and found nothing more here).
const AXE_WIDTHS = new Set([320, 768, 1024]);
const HEIGHT = 900;

interface Overflow {
  scrollWidth: number;
  /** The outermost elements that reach past the right edge, and the deepest ones inside them. */
  outermost: string[];
  deepest: string[];
}

/** Null when the document fits the viewport's width; else what sticks out. */
function overflowOf(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth <= window.innerWidth) return null;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .map((c) => `.${c}`)
        .join('')} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
    // Inside a box that clips or scrolls sideways, an element does not widen the document.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 0.5 && !clipped(element);
    });
    const outermost = past.filter(
      (element) => !past.some((o) => o !== element && o.contains(element)),
    );
    const deepest = past.filter(
      (element) => !past.some((o) => o !== element && element.contains(o)),
    );
    return {
      scrollWidth,
      outermost: outermost.slice(0, 4).map(name),
      deepest: deepest.slice(0, 6).map(name),
    };
  });
}

/**
 * Two frames after a resize, layout and what the page redraws for the new width are done; a map
 * then places (and clusters) its markers for its new size, so its markers must also stay put.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  const markers = () =>
    page
      .locator('.map-marker')
      .evaluateAll((found) =>
        found.map((marker) => JSON.stringify(marker.getBoundingClientRect())).join('|'),
      );
  let last = await markers();
  await expect
    .poll(
      async () => {
        const now = await markers();
        const still = now === last;
        last = now;
        return still;
      },
      { timeout: 5_000, interval: 150 },
    )
    .toBe(true);
}

describeInBrowser('every route at every width', () => {
  it('the states cover every route of the route table', () => {
    const covered = new Set(routeStates.map((state) => state.route));
    expect(routes.filter((route) => !covered.has(route.id)).map((route) => route.id)).toEqual([]);
  });

  it.for(routeStates)(
    '$name fits 320–1440 px without sideways scrolling; axe finds nothing',
    async (state, { open, site }) => {
      const { page } = await open({ width: WIDTHS[0]!, height: HEIGHT });
      await reachState(page, site, state);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settled(page);
        const overflow = await overflowOf(page);
        expect
          .soft(
            overflow,
            overflow
              ? `${state.name} at ${width} px is ${overflow.scrollWidth} px wide: ` +
                  `${overflow.outermost.join(', ')}; deepest: ${overflow.deepest.join(', ')}`
              : '',
          )
          .toBeNull();
        if (!AXE_WIDTHS.has(width)) continue;
        const violations = await axeViolations(page);
        expect
          .soft(
            violations.length,
            `axe at ${width} px on ${state.name}:\n${formatViolations(violations)}`,
          )
          .toBe(0);
      }
    },
  );
});
