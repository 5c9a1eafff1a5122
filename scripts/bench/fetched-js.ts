// First-load JavaScript as Chromium fetches it: every script response from the start
// of the navigation until the network has been idle for three seconds, counted in the bytes that
// crossed the wire (`encodedDataLength`: headers and compressed body, as the site sent them).
import { chromium } from 'playwright-core';
import { CHROME_PATH } from './lighthouse.ts';

const QUIET_MS = 3000;

export interface FetchedScripts {
  /** Bytes on the wire for every script fetched, from navigation to network idle. */
  bytes: number;
  /** Each script's path and its bytes on the wire, largest first. */
  scripts: { path: string; bytes: number; encoding: string }[];
}

export async function fetchedScripts(url: string): Promise<FetchedScripts> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { path: string; encoding: string }>();
    const scripts: FetchedScripts['scripts'] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      responses.set(event.requestId, {
        path: new URL(event.response.url).pathname,
        encoding: String(headers['content-encoding'] ?? 'identity'),
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = responses.get(event.requestId);
      if (response) scripts.push({ ...response, bytes: event.encodedDataLength });
      responses.delete(event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => responses.delete(event.requestId));
    let lastRequest = Date.now();
    cdp.on('Network.requestWillBeSent', () => (lastRequest = Date.now()));
    await page.goto(url, { waitUntil: 'networkidle' });
    // Parts a page loads once it is idle (requestIdleCallback, timers) count too: the network
    // is idle when nothing was requested for QUIET_MS and every response has ended.
    const deadline = Date.now() + 30_000;
    while ((Date.now() - lastRequest < QUIET_MS || responses.size > 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    scripts.sort((a, b) => b.bytes - a.bytes);
    return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await fetchedScripts(process.argv[2] ?? 'http://localhost:3000/');
  for (const script of result.scripts)
    process.stdout.write(
      `${(script.bytes / 1024).toFixed(1).padStart(7)} KiB  ${script.encoding.padEnd(8)} ${script.path}\n`,
    );
  process.stdout.write(`${(result.bytes / 1024).toFixed(1).padStart(7)} KiB  in all\n`);
}
