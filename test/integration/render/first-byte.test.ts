// first byte: with every platform call held for a second, a page whose catalog data the
// site has seen sends its head and shell at once (decision 0006); what is the guest's own — the
// rooms and rates of a stay — streams in after, when the platform answers.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDelayingProxy, type DelayingProxy } from '../../../scripts/bench/streaming.ts';
import {
  closeServer,
  firstAt,
  removeDir,
  startRenderSite,
  timedGet,
  type RenderSite,
} from './support.ts';
import { emptyClientDir } from '../resilience/support.ts';

const DELAY_MS = 1000;
const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const PAGES = [
  '/',
  '/extended-stay-hotels/locations/texas/dallas/hotels',
  HOTEL,
  '/who-we-are',
  '/login',
];

let clientDir: string;
let seeded: RenderSite;
let proxy: DelayingProxy;
let site: RenderSite;
let server: Server;

beforeAll(async () => {
  clientDir = await emptyClientDir();
  seeded = await startRenderSite(clientDir, {}, { seed: true });
  proxy = await startDelayingProxy(seeded.platform.url, DELAY_MS);
  site = await startRenderSite(clientDir, { API_URL: proxy.url });
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}, 60_000);

afterAll(async () => {
  await closeServer(server);
  await site?.close();
  await proxy?.close();
  await seeded?.close();
  if (clientDir) await removeDir(clientDir);
});

describe('first byte with a slow platform', () => {
  it('the first visit waits for the catalog; later ones send head and shell before the platform answers', async () => {
    const cold = await timedGet(server, HOTEL);
    expect(cold.status).toBe(200);
    expect(cold.chunks[0]!.at).toBeGreaterThanOrEqual(DELAY_MS);
    await Promise.all(PAGES.map((path) => timedGet(server, path)));

    for (const path of PAGES) {
      const warm = await timedGet(server, path);
      expect(warm.status, path).toBe(200);
      expect(firstAt(warm.chunks, '</title>'), path).toBeLessThan(DELAY_MS / 2);
      expect(firstAt(warm.chunks, '</h1>'), path).toBeLessThan(DELAY_MS / 2);
    }
  });

  it('streams the rooms of the stay in after the shell: they are asked for on every visit', async () => {
    const page = await timedGet(server, HOTEL);
    const html = page.chunks.map((chunk) => chunk.text).join('');
    expect(firstAt(page.chunks, 'Loading rooms and rates')).toBeLessThan(DELAY_MS / 2);
    expect(page.endedAt).toBeGreaterThanOrEqual(DELAY_MS);
    expect(html).toContain('Rooms and Rates');
    expect(html).toMatch(/Select|Book/);
  });
});
