// /dev/styleguide: served in development with every section of the design system,
// and the 404 page wherever the platform's development endpoints do not exist (production).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, startRenderSite, type RenderSite } from './support.ts';

describe('/dev/styleguide', () => {
  let site: RenderSite | undefined;
  let clientDir = '';

  afterEach(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  const start = async (development: boolean) => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-no-client-'));
    site = await startRenderSite(clientDir, {}, { seed: false, config: { development } });
    return site;
  };

  it('shows every component section in development', async () => {
    const { app } = await start(true);
    const page = await request(app).get('/dev/styleguide');
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag'] ?? page.text).toMatch(/noindex/);
    for (const section of [
      'Colours',
      'Type scale',
      'Buttons',
      'Form controls',
      'Form kit',
      'Alerts',
      'Card',
      'Badge',
      'Price',
      'Rating',
      'Dialog',
      'Tabs',
      'Pagination',
      'Skeleton',
      'Empty state',
      'Breadcrumb',
    ])
      expect(page.text, section).toContain(`aria-label="${section}"`);
  });

  it('is the 404 page outside development', async () => {
    const { app } = await start(false);
    const page = await request(app).get('/dev/styleguide');
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('aria-label="Buttons"');
  });
});
