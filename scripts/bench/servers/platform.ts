// The platform as a process of its own for the benchmark (production has it on another host):
// a fresh SQLite file in DB_FILE, migrated and seeded, on a loopback port. The site, the bare
// render baseline and the delaying proxy all reach it over HTTP.
import pino from 'pino';
import { startPlatform } from '#platform/start.ts';

const file = process.env.DB_FILE;
if (!file) throw new Error('DB_FILE is required');
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3000';

const platform = await startPlatform({
  file,
  config: {
    siteUrl,
    siteDomain: new URL(siteUrl).hostname,
    mailFrom: 'Longstay <reservations@longstay.test>',
    altchaHmacKey: process.env.ALTCHA_HMAC_KEY ?? 'bench-altcha-key',
    reviewApiKey: process.env.REVIEW_API_KEY ?? 'bench-review-key',
    development: false,
  },
  log: pino({ level: 'silent' }),
});
process.stdout.write(`${JSON.stringify({ port: Number(new URL(platform.url).port) })}\n`);
process.on('SIGTERM', () => {
  void platform.close().then(() => process.exit(0));
});
