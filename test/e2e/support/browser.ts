// Chromium for the browser suites: CHROME_PATH, or
// `chromium` on the PATH. Without one a suite is skipped with a loud notice; REQUIRE_BROWSER=1
// (set by CI) turns the missing browser into a failure.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, it } from 'vitest';

const candidates = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    for (const name of candidates) {
      const file = path.join(dir, name);
      if (dir && existsSync(file)) return file;
    }
  }
  return null;
}

export const chromiumPath = findChromium();
export const browserRequired = process.env.REQUIRE_BROWSER === '1';

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function skipBanner(name: string): string {
  const line = '#'.repeat(78);
  return [
    line,
    `#  BROWSER TESTS SKIPPED: "${name}"`,
    '#  No Chromium found (set CHROME_PATH, or put `chromium` on the PATH).',
    '#  Set REQUIRE_BROWSER=1 to make this a failure (CI does).',
    line,
  ].join('\n');
}

/** describe() for a browser suite: skipped loudly without Chromium, failed when it is required. */
export function describeInBrowser(name: string, suite: () => void): void {
  if (chromiumPath) {
    describe(name, suite);
  } else if (browserRequired) {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(
          `REQUIRE_BROWSER=1 but no Chromium was found (CHROME_PATH or chromium on the PATH)`,
        );
      });
    });
  } else {
    console.warn(skipBanner(name));
    describe.skip(name, suite);
  }
}

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('No Chromium found (CHROME_PATH or chromium on the PATH)');
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs, headless: true });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (a test asserts it stays empty). */
  errors: string[];
  /** console.warn messages, e.g. the skip link's "Search input not found". */
  warnings: string[];
}

export type Viewport = { width: number; height: number };

export const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 800, height: 1000 },
  desktop: { width: 1280, height: 900 },
} as const;

/** What a test may set on a page's browser context besides its viewport. */
export interface ContextOptions {
  /** Another site than the file's own (a second site started by the test). */
  baseURL?: string;
  timezoneId?: string;
  userAgent?: string;
  /** A phone: touch events (`tap()`) and the mobile viewport meta honoured. */
  hasTouch?: boolean;
  isMobile?: boolean;
  /** A phone's screen: 2 or 3 device pixels to a CSS pixel (its pictures' larger renditions). */
  deviceScaleFactor?: number;
  /** false: the page as the server sent it, never hydrated. */
  javaScriptEnabled?: boolean;
}

/** A page in a context of its own, collecting its console errors, page errors and warnings. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = viewports.desktop,
  options: ContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, viewport, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { context, page, errors, warnings };
}
