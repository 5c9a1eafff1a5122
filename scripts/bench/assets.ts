// JS and CSS shipped per route on first load: the entry's files plus the route's chunks
// from dist/client/manifest.json, each compressed with node:zlib (gzip level 9, brotli quality 11,
// what a CDN or a pre-compressing build would serve).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface RouteBytes {
  routeId: string;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  files: number;
}

interface ManifestFiles {
  js: string[];
  css: string[];
}

export function shippedBytes(clientDir: string): RouteBytes[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as {
    entry: ManifestFiles;
    routes: Record<string, ManifestFiles>;
  };
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const content = readFileSync(path.join(clientDir, url.replace(/^\//, '')));
      size = {
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
      sizes.set(url, size);
    }
    return size;
  };
  const total = (urls: string[], kind: 'gzip' | 'brotli') =>
    urls.reduce((sum, url) => sum + sizeOf(url)[kind], 0);

  return Object.entries(manifest.routes).map(([routeId, files]) => {
    const js = [...new Set([...manifest.entry.js, ...files.js])];
    const css = [...new Set([...manifest.entry.css, ...files.css])];
    return {
      routeId,
      jsGzip: total(js, 'gzip'),
      jsBrotli: total(js, 'brotli'),
      cssGzip: total(css, 'gzip'),
      cssBrotli: total(css, 'brotli'),
      files: js.length + css.length,
    };
  });
}
