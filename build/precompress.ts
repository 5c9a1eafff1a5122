// Static assets are compressed once at build time, so the site sends files instead of
// compressing on every request: brotli at its top quality and gzip at level 9, written beside each
// script, stylesheet and SVG as `<name>.br` and `<name>.gz`. The server serves them with
// express-static-gzip (server/app.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a page fetches and is worth compressing (images and fonts are compressed already; source
 * maps are fetched only by developer tools). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns how many files. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const contents = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(contents, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
          },
        }),
        gzipped(contents, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
