// Compresses the finished renders into the committed originals (data/renders/{name}.jpg) and
// writes data/renders/manifest.json with what each shows, for the media host. Keeps every
// picture within the budget of docs/decisions/0035 by lowering the JPEG quality step by step.
//   npx tsx scripts/render/encode.ts RAW_DIR   (render-all.sh runs it)
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const MAX_BYTES = 250 * 1024;
const MAX_TOTAL = 8 * 1024 * 1024;
const OUT_DIR = 'data/renders';

interface Shot {
  name: string;
  kind: string;
  alt: string;
  [meta: string]: unknown;
}

async function encode(source: string): Promise<{ bytes: Buffer; quality: number }> {
  for (let quality = 88; ; quality -= 4) {
    const bytes = await sharp(source)
      .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (bytes.length <= MAX_BYTES || quality <= 56) return { bytes, quality };
  }
}

async function main(rawDir: string) {
  const shots = JSON.parse(await readFile(path.join(rawDir, 'shots.json'), 'utf8')) as Shot[];
  const pictures = [];
  let total = 0;
  for (const shot of shots) {
    const source = path.join(rawDir, `${shot.name}.final.png`);
    const found = await stat(source).catch(() => undefined);
    const file = `${shot.name}.jpg`;
    if (found) {
      const { bytes, quality } = await encode(source);
      await writeFile(path.join(OUT_DIR, file), bytes);
      process.stdout.write(
        `${file}: ${Math.round(bytes.length / 1024)} KB at quality ${quality}\n`,
      );
    }
    // A shot without a new render keeps the committed picture, if there is one.
    const committed = await stat(path.join(OUT_DIR, file)).catch(() => undefined);
    if (!committed) {
      process.stdout.write(`${file}: not rendered, left out of the manifest\n`);
      continue;
    }
    total += committed.size;
    const { width, height } = await sharp(path.join(OUT_DIR, file)).metadata();
    pictures.push({ ...shot, file, width, height });
  }
  await writeFile(
    path.join(OUT_DIR, 'manifest.json'),
    `${JSON.stringify({ pictures }, null, 2)}\n`,
  );
  process.stdout.write(`${pictures.length} pictures, ${Math.round(total / 1024)} KB in all\n`);
  if (total > MAX_TOTAL) throw new Error(`The renders take ${total} bytes, over ${MAX_TOTAL}.`);
}

await main(process.argv[2] ?? '.render-cache');
