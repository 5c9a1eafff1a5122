// How many pairs of the elements a selector finds overlap on screen (map markers, map names).
import type { Page } from 'playwright-core';

export function overlappingPairs(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const boxes = [...document.querySelectorAll(css)].map((element) =>
      element.getBoundingClientRect(),
    );
    let overlaps = 0;
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps++;
    return overlaps;
  }, selector);
}
