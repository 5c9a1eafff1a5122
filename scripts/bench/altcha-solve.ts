// How long one ALTCHA solve takes a real browser on a phone-class CPU ("about
// 0.5–1 s"), on the real challenges a running site issues. Chromium (playwright-core, the system
// browser) at 375 px; each figure is the median of several runs, a fresh context each.
//
// 1. The phone figure: the widget's own SHA solver (node_modules/altcha/dist/workers/sha.js, the
//    code its workers run) solves GET /api/v1/captcha/challenge on the page's main thread, slowed
//    by CDP `Emulation.setCPUThrottlingRate` (4× and 6× approximate a phone core). It runs there
//    because Chromium does not throttle workers: CDP answers "Operation is only supported for
//    pages, not workers" on a worker target, so a throttled page still solves at full speed in
//    its workers. One thread is one phone core: a phone whose widget splits the counters over
//    more workers is faster.
// 2. The widget end to end, unthrottled: click the checkbox on the contact page and time it until
//    the widget reports "verified" (challenge fetch, workers, verification of the answer).
// The work is proportional to the solution's counter, so the median counter and the time per
// counter are printed too.
//
//   npm run build && PORT=3030 npm start          # any running site
//   npm run bench:captcha -- http://localhost:3030
//   ALTCHA_RUNS=9 ALTCHA_RATES=4,6 npm run bench:captcha -- http://localhost:3030
//
// Not part of `npm run bench` (it needs no build of its own but a running site); the figures it
// printed are in docs/performance.md "Captcha cost".
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ROOT } from './children.ts';
import { CHROME_PATH } from './lighthouse.ts';
import { median } from './streaming.ts';

const SITE = (process.argv[2] ?? process.env.SITE_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const RUNS = Number(process.env.ALTCHA_RUNS ?? 7);
const RATES = (process.env.ALTCHA_RATES ?? '4,6').split(',').map(Number);
const PAGE = '/company/contact';

const SOLVER = readFileSync(path.join(ROOT, 'node_modules/altcha/dist/workers/sha.js'), 'utf8');

interface Solve {
  ms: number;
  counter: number;
  workerMs: number;
}

/** The widget's solver on the throttled main thread, on one challenge from the site. */
async function solveOnMainThread(browser: Browser, rate: number): Promise<Solve> {
  // The solver is evaluated as a function (the site's CSP rightly has no 'unsafe-eval').
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(SITE + PAGE, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return await page.evaluate(async (solver) => {
      const challenge = (await (await fetch('/api/v1/captcha/challenge')).json()) as unknown;
      const start = performance.now();
      const solution = await new Promise<{ counter: number; time: number }>((resolve) => {
        // The worker script talks to `self`: give it one that answers here.
        const self: {
          onmessage?: (message: { data: unknown }) => void;
          postMessage: typeof resolve;
        } = { postMessage: resolve };
        new Function('self', solver)(self);
        self.onmessage!({ data: { type: 'work', challenge, counterStart: 0, counterStep: 1 } });
      });
      return { ms: performance.now() - start, counter: solution.counter, workerMs: solution.time };
    }, SOLVER);
  } finally {
    await context.close();
  }
}

/** The widget end to end: checkbox click → "verified". */
async function solveOnce(browser: Browser, rate: number): Promise<Solve> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(SITE + PAGE, { waitUntil: 'load' });
    const checkbox = page.locator('altcha-widget input[type="checkbox"]').first();
    await checkbox.waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(() => {
      const widget = document.querySelector('altcha-widget')!;
      const times: Record<string, number | string> = {};
      (window as unknown as { altchaTimes: typeof times }).altchaTimes = times;
      widget.addEventListener('statechange', (event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
        times[detail.state] ??= performance.now();
        if (detail.payload) times.payload = detail.payload;
      });
      times.start = performance.now();
    });
    await checkbox.click();
    await page.locator('altcha-widget [data-state="verified"]').first().waitFor({
      timeout: 120_000,
    });
    const times = (await page.evaluate(
      () => (window as unknown as { altchaTimes: Record<string, number | string> }).altchaTimes,
    )) as Record<string, number | string>;
    const payload = JSON.parse(Buffer.from(String(times.payload), 'base64').toString('utf8')) as {
      solution: { counter: number; time?: number };
    };
    return {
      ms: Number(times.verified) - Number(times.start),
      counter: payload.solution.counter,
      workerMs: payload.solution.time ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox'],
    headless: true,
  });
  try {
    const cores = await (await browser.newPage()).evaluate(() => navigator.hardwareConcurrency);
    console.log(
      `ALTCHA solve on ${SITE}${PAGE}, ${RUNS} runs per rate; browser sees ${cores} cores; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const row = (label: string, solves: Solve[]) => {
      const ms = solves.map((solve) => solve.ms);
      const perCounter = solves.map((solve) => (solve.ms * 1000) / Math.max(1, solve.counter));
      console.log(
        `| ${label} | ${Math.round(median(ms))} ms | ${Math.round(Math.min(...ms))}–${Math.round(Math.max(...ms))} ms | ${median(solves.map((s) => s.counter))} | ${median(perCounter).toFixed(1)} (fastest ${Math.min(...perCounter).toFixed(1)}) |`,
      );
    };
    console.log('| solve | median | range | median counter | µs per counter |');
    console.log('|---|---|---|---|---|');
    for (const rate of RATES) {
      const solves: Solve[] = [];
      for (let run = 0; run < RUNS; run++) solves.push(await solveOnMainThread(browser, rate));
      row(`one thread, CPU ${rate}× slower`, solves);
    }
    const widget: Solve[] = [];
    for (let run = 0; run < RUNS; run++) widget.push(await solveOnce(browser, 1));
    row(`widget (${cores} workers), unthrottled`, widget);
  } finally {
    await browser.close();
  }
}

await main();
