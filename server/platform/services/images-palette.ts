// Per-hotel colours and small SVG helpers for the generated images. Everything is derived from
// the image's uri, so the same uri always gives the same bytes.
import { hashString, mulberry32, type Random } from '../dataset/random.ts';

export interface Palette {
  skyTop: string;
  skyBottom: string;
  facade: string;
  facadeShade: string;
  trim: string;
  accent: string;
  wall: string;
  floor: string;
  fabric: string;
  wood: string;
}

const SKIES: Array<[string, string]> = [
  ['#3b82c4', '#bfe0f5'],
  ['#2f6fa8', '#f6d7a7'],
  ['#4a5f9e', '#f3b98c'],
  ['#5aa0d8', '#e6f3fb'],
  ['#264b7a', '#f0a37a'],
];
const FACADES: Array<[string, string]> = [
  ['#d9c7a7', '#bca887'],
  ['#c9b39a', '#a8927a'],
  ['#e4dccf', '#c4baa9'],
  ['#b9a48c', '#98836c'],
  ['#d7cdbd', '#b3a895'],
  ['#c7b8a3', '#a59680'],
];
const ACCENTS = ['#1f5f8b', '#2e7d5b', '#a5472a', '#6a4c93', '#c27c0e', '#285e61'];
const WALLS = ['#efe6d8', '#e8eef0', '#f2e9e1', '#e6e2d3', '#ece4ef'];
const FLOORS = ['#8a6a4f', '#a07b5a', '#6f5846', '#b08d6e', '#7d6b5d'];
const FABRICS = ['#3f6e8c', '#7a4e5c', '#4e6e58', '#8c6a3f', '#55577a'];

export function paletteFor(seed: string): Palette {
  const rng = mulberry32(hashString(seed));
  const [skyTop, skyBottom] = rng.pick(SKIES);
  const [facade, facadeShade] = rng.pick(FACADES);
  return {
    skyTop,
    skyBottom,
    facade,
    facadeShade,
    trim: '#f7f4ee',
    accent: rng.pick(ACCENTS),
    wall: rng.pick(WALLS),
    floor: rng.pick(FLOORS),
    fabric: rng.pick(FABRICS),
    wood: rng.pick(['#8b5e3c', '#a0714f', '#6e4a33', '#b58863']),
  };
}

export function randomFor(seed: string): Random {
  return mulberry32(hashString(`image:${seed}`));
}

export const WIDTH = 800;
export const HEIGHT = 533;

export function svg(body: string, title: string, width = WIDTH, height = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}
