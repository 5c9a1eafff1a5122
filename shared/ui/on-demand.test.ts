import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand (header popup code imported on first use)', () => {
  it('imports once, however often it is asked, and keeps the value', async () => {
    const importer = vi.fn(async () => 'form');
    const part = onDemand(importer);
    expect(part.loaded()).toBeNull();
    part.prefetch();
    part.prefetch();
    expect(await part.load()).toBe('form');
    expect(part.loaded()).toBe('form');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed import is tried again on the next load, and a prefetch failure is not thrown', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('form');
    const part = onDemand(importer);
    part.prefetch();
    expect(importer).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(part.loaded()).toBeNull();
    expect(await part.load()).toBe('form');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('load rejects with the import error, so the caller can fall back to the link', async () => {
    const part = onDemand(() => Promise.reject(new TypeError('offline')));
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeNull();
  });
});
