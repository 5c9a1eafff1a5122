// A page path that starts with two slashes (or a slash and a backslash, which browsers read the
// same way) is a reference to another host to anything that resolves it against the site's URL:
// `//evil.example/x` once rendered a 404 whose links pointed at evil.example, and other such paths
// failed with a 500. They are sent to the single-slash path on this site (GET and HEAD), or
// answered 404 (other methods), before any router or renderer sees them.
import type { RequestHandler } from 'express';

const DOUBLED = /^\/[/\\]/;

export function singleSlashPaths(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    if (!DOUBLED.test(url)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // Every leading slash and backslash becomes one slash: the target is always a path here.
    res.redirect(301, `/${url.replace(/^[/\\]+/, '')}`);
  };
}
