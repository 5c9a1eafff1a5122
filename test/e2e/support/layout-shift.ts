// A page's layout shifts as the browser reports them (buffered PerformanceObserver, shifts after
// input left out), measured while a holding proxy keeps the rate and review answers back until the
// page has first painted. Used by test/e2e/layout-stable.test.ts and scripts/bench/layout-shift.ts.
//   const gates = paintGates(/^\/reviews\//, 1_800);
//   const proxy = await startHoldingProxy(gates.hold);
//   const gate = gates.next();
//   const shifts = await visitMeasuringShifts(page, url, () => gate.release());
import type { Page } from 'playwright-core';
import { atMost } from './holding-proxy.ts';

// A person's browser: headless Chrome's own user agent is a crawler's, sent the whole document.
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface Shift {
  value: number;
  time: number;
  sources: { node: string; from: string; to: string }[];
}

// A string, not a function: tsx and the test's transform may wrap a function's inner functions in
// a helper the page lacks (esbuild's keepNames), and the script would stop there without a word.
// Records the shifts in window.__shifts and calls window.__painted() once the page has painted.
const OBSERVE_SHIFTS = `(() => {
  const shifts = [];
  window.__shifts = shifts;
  const name = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const cls = [...node.classList].slice(0, 2).join('.');
    const parent = node.parentElement;
    const up = parent ? parent.tagName.toLowerCase() + '.' + ([...parent.classList][0] ?? '') + ' > ' : '';
    return up + node.tagName.toLowerCase() + (cls ? '.' + cls : '');
  };
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + '×' + Math.round(r.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: entry.sources.map((s) => ({ node: name(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint'))
      requestAnimationFrame(() => setTimeout(() => window.__painted(), 0));
  }).observe({ type: 'paint', buffered: true });
})();`;

/** One visit's gate: the held answers go on at release(), when the page has painted. */
export interface PaintGate {
  promise: Promise<void>;
  release(): void;
  /** Held calls that went on at the cap, before the paint: the fallbacks may not have shown. */
  early: number;
}

/**
 * `hold` (for startHoldingProxy) keeps the calls whose path matches `held` until the current
 * visit's gate is released, `capMs` at most; `next()` opens the gate of the next visit.
 */
export function paintGates(held: RegExp, capMs: number) {
  let current: PaintGate = { promise: Promise.resolve(), release: () => {}, early: 0 };
  return {
    hold(path: string): Promise<void> | null {
      if (!held.test(path)) return null;
      const gate = current;
      return atMost(gate.promise, capMs).then((first) => {
        if (first === 'timed out') gate.early += 1;
      });
    },
    next(): PaintGate {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      current = { promise, release, early: 0 };
      return current;
    },
  };
}

/** Visits `url` with the observer in place (`onPainted` at the first paint): the shifts once settled. */
export async function visitMeasuringShifts(
  page: Page,
  url: string,
  onPainted: () => unknown,
): Promise<Shift[]> {
  await page.exposeFunction('__painted', onPainted);
  await page.addInitScript(OBSERVE_SHIFTS);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

export const sumShifts = (shifts: { value: number }[]) =>
  shifts.reduce((total, { value }) => total + value, 0);
