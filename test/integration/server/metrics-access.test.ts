// /metrics is not public. With METRICS_TOKEN it needs the bearer token; with
// METRICS_PORT it is served only by a listener of its own; in production with neither, the
// public port does not serve it at all.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import express from 'express';
import { createMetricsApp, publicMetricsRoute } from '#server/ops/metrics-access.ts';
import { buildApp, testConfig } from './support/harness.ts';

const TOKEN = 'scraper-token-0123456789';
const NO_UPSTREAM = 'http://127.0.0.1:9';

describe('/metrics access', () => {
  it('METRICS_TOKEN: refused without the bearer token or with a wrong one, served with it', async () => {
    const { app, close } = buildApp(testConfig(NO_UPSTREAM, { METRICS_TOKEN: TOKEN }));
    try {
      const anonymous = await request(app).get('/metrics');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(anonymous.text).not.toContain('http_request_duration_seconds');
      expect(
        (await request(app).get('/metrics').set('Authorization', 'Bearer wrong-token-0000000'))
          .status,
      ).toBe(401);
      const scraper = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(scraper.status).toBe(200);
      expect(scraper.text).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await close();
    }
  });

  it('METRICS_PORT: the public port has no /metrics; the metrics listener has only /metrics', async () => {
    const config = testConfig(NO_UPSTREAM, { METRICS_PORT: '9464' });
    const { app, close } = buildApp(config);
    try {
      const publicPort = await request(app).get('/metrics').set('Accept', 'text/plain');
      expect(publicPort.status).toBe(404);
      expect(publicPort.text).not.toContain('http_request_duration_seconds');
      const metricsApp = createMetricsApp(config);
      const scraped = await request(metricsApp).get('/metrics');
      expect(scraped.status).toBe(200);
      expect(scraped.text).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await request(metricsApp).get('/')).status).toBe(404);
    } finally {
      await close();
    }
  });

  it('METRICS_PORT with METRICS_TOKEN: the metrics listener asks for the token too', async () => {
    const metricsApp = createMetricsApp(
      testConfig(NO_UPSTREAM, { METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }),
    );
    expect((await request(metricsApp).get('/metrics')).status).toBe(401);
    expect(
      (await request(metricsApp).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status,
    ).toBe(200);
  });

  it('production with neither: the public port does not serve /metrics', async () => {
    const config = testConfig(NO_UPSTREAM, {
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: 'prod-altcha-key-0123456789',
    });
    const app = express().get('/metrics', publicMetricsRoute(config));
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
  });

  it('refuses a short token and a metrics port equal to the site port', () => {
    expect(() => testConfig(NO_UPSTREAM, { METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => testConfig(NO_UPSTREAM, { PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      /METRICS_PORT must differ/,
    );
  });
});
