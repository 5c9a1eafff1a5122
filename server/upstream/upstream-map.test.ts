import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { resolveApiPath, resolveMediaPath } from './upstream-map.ts';

const config = loadConfig({
  API_URL: 'http://127.0.0.1:4000',
  REVIEWS_URL: 'https://reviews.example/api/v1',
});

describe('resolveApiPath', () => {
  it('routes each prefix to its base', () => {
    expect(resolveApiPath(config, '/v1/a?b=1')?.url.href).toBe('http://127.0.0.1:4000/v1/a?b=1');
    expect(resolveApiPath(config, '/site-api/rates/corporate/X')?.url.href).toBe(
      'http://127.0.0.1:4000/site-api/rates/corporate/X',
    );
    expect(resolveApiPath(config, '/reviews/location/9')?.url.href).toBe(
      'https://reviews.example/api/v1/location/9',
    );
    expect(resolveApiPath(config, '/reviews/location/9')?.upstream).toBe('reviews');
    expect(resolveMediaPath(config, '/images/a/b.jpg')?.url.href).toBe(
      'http://127.0.0.1:4000/media/images/a/b.jpg',
    );
  });

  it('refuses unknown prefixes and anything climbing out of a base', () => {
    for (const path of [
      '/',
      '/v3/x',
      '/v1',
      '/v1/../admin',
      '/v1/%2e%2e/x',
      '/reviews/..%2f..%2fx',
      '/v1//host/x',
      '/v1/a\\b',
      '/v1/%E0%A4%A',
    ]) {
      expect(resolveApiPath(config, path), path).toBeNull();
    }
    expect(resolveMediaPath(config, '/../v1/account')).toBeNull();
  });
});
