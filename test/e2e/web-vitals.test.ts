// Real-user page speed in a real browser: the home page and a content page each send their Core
// Web Vitals when the guest leaves them (a beacon sent while the page unloads), and /metrics (read
// with the scraper's token) has them by route type (the route id, never the URL) and device class.
import { expect } from 'vitest';
import { describeInBrowser, viewports } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { visit } from './support/page.ts';
import { waitFor } from '#test/support/wait-for.ts';

const TOKEN = 'vitals-scraper-token-0123';

it.override('siteEnv', { scope: 'file' }, { METRICS_TOKEN: TOKEN });

describeInBrowser('real-user page speed', () => {
  it('reports the vitals of two page loads to /metrics by route type and device', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    // The page asks for the library in an idle callback it queues on load: one queued after it
    // runs after it, and the library's script has then been asked for.
    const libraryLoaded = async () => {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
      );
      await page.waitForLoadState('networkidle');
    };

    await visit(page, '/', { axe: false });
    await libraryLoaded();
    // A tap is an interaction (INP).
    await page.locator('h1').first().click();
    // Leaving a page sends its beacon.
    await visit(page, '/offers', { axe: false });
    await libraryLoaded();
    await page.goto('about:blank');

    const scrape = async () => {
      const res = await fetch(`${site.url}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      return res.text();
    };
    const count = (text: string, metric: string, route: string) =>
      Number(
        new RegExp(`^${metric}_count\\{route="${route}",device="mobile"\\} (\\d+)`, 'm').exec(
          text,
        )?.[1] ?? 0,
      );
    let text = '';
    await waitFor(
      async () => {
        text = await scrape();
        return (
          count(text, 'web_vitals_lcp_seconds', 'home') > 0 &&
          count(text, 'web_vitals_lcp_seconds', 'offers') > 0
        );
      },
      () =>
        `the vitals in /metrics:\n${text
          .split('\n')
          .filter((l) => l.startsWith('web_vitals'))
          .join('\n')}`,
    );
    for (const route of ['home', 'offers'])
      for (const metric of [
        'web_vitals_lcp_seconds',
        'web_vitals_fcp_seconds',
        'web_vitals_ttfb_seconds',
        'web_vitals_cls',
      ])
        expect(count(text, metric, route), `${metric} of ${route}`).toBeGreaterThan(0);
    // The tap on the home page was an interaction.
    expect(count(text, 'web_vitals_inp_seconds', 'home')).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
