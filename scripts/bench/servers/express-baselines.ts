// Baselines on plain Express 5 (what the site is measured against), in one process: the pages' HTML as static files
// (express.static behind compression, so the bytes on the wire match the site's gzip) under
// /static/<name>.html, and an Express hello world at /hello for the place-suggest ratio.
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';

const staticDir = process.env.STATIC_DIR;
if (!staticDir) throw new Error('STATIC_DIR is required');

const app = express();
app.disable('x-powered-by');
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
app.use('/static', compression(), express.static(staticDir, { index: false, redirect: false }));

const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
