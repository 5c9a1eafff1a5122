// axe-core on every page a browser test visits: WCAG 2.0/2.1/2.2 A and AA rules.
// The script is evaluated through the DevTools protocol, so the site's CSP stays fully on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export function formatViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

export async function axeViolations(page: Page): Promise<Result[]> {
  // A client navigation under way dims the page it replaces (aria-busy): axe checks the page the
  // guest arrives at, once it is shown.
  await page.waitForFunction(
    () => !document.querySelector('#main-content[aria-busy="true"]'),
    undefined,
    {
      timeout: 15_000,
    },
  );
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<AxeResults> };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    wcagTags,
  );
  return results.violations;
}

/** Fails with a readable list when axe finds any WCAG A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length) {
    throw new Error(
      `axe found ${violations.length} violation(s) on ${page.url()}:\n${formatViolations(violations)}`,
    );
  }
}
