// Landscaping by climate for the generated exteriors and pool scenes: which plants grow where a
// hotel stands (from its state and latitude), and how each is drawn.
import type { Random } from '../dataset/random.ts';
import { darker, ellipse, lighter, line, path, poly, shadow } from './images-scene.ts';

export type Climate = 'desert' | 'palms' | 'deciduous' | 'snow' | 'conifers';
export type Season = 'summer' | 'autumn' | 'winter' | 'spring';

const DESERT = new Set(['AZ', 'NV', 'NM', 'UT']);
const PALMS = new Set(['FL', 'HI']);
const CONIFERS = new Set(['WA', 'OR', 'ID', 'MT', 'WY', 'CO']);
const SNOW = new Set(['AK', 'ME', 'VT', 'NH', 'MN', 'ND', 'WI', 'MI']);

/** Where the hotel stands decides its plants: the desert Southwest, palm coasts, snow belt… */
export function climateFor(state: string, latitude: number, longitude: number): Climate {
  if (DESERT.has(state) || (state === 'TX' && longitude < -101.5)) return 'desert';
  if (PALMS.has(state) || latitude < 30.6 || (state === 'CA' && latitude < 35)) return 'palms';
  if (CONIFERS.has(state)) return 'conifers';
  if (SNOW.has(state) || latitude > 43.5) return 'snow';
  return 'deciduous';
}

/** The seasons a climate shows: no snow in the desert or under palms. */
export function seasonsFor(climate: Climate): Season[] {
  if (climate === 'desert' || climate === 'palms') return ['summer', 'spring'];
  if (climate === 'snow') return ['winter', 'summer', 'autumn'];
  return ['summer', 'autumn', 'winter', 'spring'];
}

export function groundColors(climate: Climate, season: Season): [near: string, far: string] {
  if (season === 'winter' && climate !== 'desert' && climate !== 'palms')
    return ['#eef3f8', '#d7e1ec'];
  if (climate === 'desert') return ['#d9b98c', '#e7cfa8'];
  if (season === 'autumn') return ['#8c9a52', '#a7ad6a'];
  if (climate === 'palms') return ['#6fa653', '#8fbf6a'];
  return ['#5f9a4c', '#86b466'];
}

const FOLIAGE: Record<Season, string[]> = {
  summer: ['#3f7d3a', '#4c8c41', '#356f3a'],
  spring: ['#6aa84f', '#7db65a', '#e3a6b8'],
  autumn: ['#c8742c', '#d99a2b', '#a8462a', '#b9892f'],
  winter: ['#7a6a5c'],
};

function deciduous(x: number, y: number, size: number, season: Season, rng: Random): string {
  const trunk = path(
    `M${x - size * 0.05} ${y} L${x - size * 0.02} ${y - size * 0.55} L${x + size * 0.03} ${y - size * 0.55} L${x + size * 0.05} ${y}Z`,
    '#5b4332',
  );
  if (season === 'winter') {
    let twigs = '';
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i - 2) * 0.45;
      const len = size * (0.35 + rng.next() * 0.2);
      twigs += `<path d="M${x} ${y - size * 0.45} L${(x + Math.cos(a) * len).toFixed(1)} ${(y - size * 0.45 + Math.sin(a) * len).toFixed(1)}" stroke="#5e4d40" stroke-width="${(size * 0.025).toFixed(1)}" stroke-linecap="round"/>`;
    }
    return shadow(x + size * 0.15, y, size * 0.35, size * 0.06, 0.25) + trunk + twigs;
  }
  const colors = FOLIAGE[season];
  const base = rng.pick(colors);
  let crown = '';
  for (let i = 0; i < 5; i++) {
    const cx = x + (rng.next() - 0.5) * size * 0.5;
    const cy = y - size * (0.62 + rng.next() * 0.3);
    const r = size * (0.2 + rng.next() * 0.12);
    crown += ellipse(cx, cy, r, r * 0.9, i < 2 ? darker(base, 0.18) : base);
  }
  crown += ellipse(
    x - size * 0.1,
    y - size * 0.85,
    size * 0.16,
    size * 0.13,
    lighter(base, 0.22),
    'opacity="0.8"',
  );
  return shadow(x + size * 0.2, y, size * 0.45, size * 0.07, 0.3) + trunk + crown;
}

function conifer(x: number, y: number, size: number, snowy: boolean, rng: Random): string {
  const green = rng.pick(['#2e5a3c', '#274f38', '#35634a']);
  let out = shadow(x + size * 0.12, y, size * 0.3, size * 0.05, 0.3);
  out += poly(
    [
      [x - size * 0.03, y],
      [x + size * 0.03, y],
      [x + size * 0.03, y - size * 0.2],
      [x - size * 0.03, y - size * 0.2],
    ],
    '#4a3527',
  );
  for (let i = 0; i < 4; i++) {
    const top = y - size * (0.35 + i * 0.2);
    const w = size * (0.32 - i * 0.06);
    out += poly(
      [
        [x, top - size * 0.28],
        [x + w, top],
        [x - w, top],
      ],
      i % 2 ? green : darker(green, 0.12),
    );
    out += poly(
      [
        [x, top - size * 0.28],
        [x + w, top],
        [x + w * 0.2, top],
      ],
      darker(green, 0.3),
      'opacity="0.6"',
    );
    if (snowy)
      out += poly(
        [
          [x, top - size * 0.28],
          [x + w * 0.55, top - size * 0.1],
          [x - w * 0.5, top - size * 0.1],
        ],
        '#f4f8fc',
      );
  }
  return out;
}

function palm(x: number, y: number, size: number, rng: Random): string {
  const lean = (rng.next() - 0.5) * size * 0.3;
  const topX = x + lean;
  const topY = y - size;
  let out = shadow(x + size * 0.25, y, size * 0.35, size * 0.05, 0.3);
  out += path(
    `M${x - size * 0.05} ${y} Q${x + lean * 0.2} ${y - size * 0.5} ${topX - size * 0.025} ${topY} L${topX + size * 0.025} ${topY} Q${x + lean * 0.3} ${y - size * 0.5} ${x + size * 0.05} ${y}Z`,
    '#8a6d4e',
  );
  for (let i = 1; i < 9; i++) {
    const yy = y - (size * i) / 9;
    out += line(
      [x + (lean * i) / 9 - size * 0.045, yy],
      [x + (lean * i) / 9 + size * 0.045, yy],
      '#6b5239',
      1.2,
      'opacity="0.6"',
    );
  }
  const green = rng.pick(['#3e8a4a', '#4a9651', '#2f7a45']);
  for (let i = 0; i < 11; i++) {
    const a = (i / 11) * Math.PI * 2 + rng.next() * 0.25;
    const len = size * (0.42 + rng.next() * 0.12);
    const dir = Math.cos(a);
    const ex = topX + dir * len;
    const ey = topY + len * (0.25 + 0.3 * Math.abs(Math.sin(a)));
    const cx = topX + dir * len * 0.55;
    const cy = topY - len * 0.2;
    const width = size * 0.07;
    out += path(
      `M${topX.toFixed(1)} ${(topY - 2).toFixed(1)} Q${cx.toFixed(1)} ${(cy - width).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)} Q${cx.toFixed(1)} ${(cy + width).toFixed(1)} ${topX.toFixed(1)} ${(topY + 4).toFixed(1)}Z`,
      i % 2 ? green : darker(green, 0.22),
    );
  }
  return out + ellipse(topX, topY + 2, size * 0.04, size * 0.035, '#5d4a32');
}

function cactus(x: number, y: number, size: number, rng: Random): string {
  const green = rng.pick(['#5d7f4e', '#6b8a55', '#4f7145']);
  const w = size * 0.12;
  const arm = (dir: number, h: number) =>
    path(
      `M${x + dir * w * 0.5} ${y - h} h${dir * w * 1.2} q${dir * w * 0.5} 0 ${dir * w * 0.5} ${-w * 0.5} v${-size * 0.25} a${w * 0.5} ${w * 0.5} 0 0 0 ${-dir * w} 0 v${size * 0.15} h${-dir * w * 0.7}z`,
      green,
    );
  return (
    shadow(x + size * 0.2, y, size * 0.3, size * 0.05, 0.35) +
    path(`M${x - w} ${y} v${-size * 0.85} a${w} ${w} 0 0 1 ${w * 2} 0 v${size * 0.85}z`, green) +
    path(
      `M${x + w * 0.2} ${y} v${-size * 0.85} a${w} ${w} 0 0 0 ${w * 0.8} ${-w * 0.2} v${size * 0.85}z`,
      darker(green, 0.25),
    ) +
    arm(-1, size * 0.45) +
    arm(1, size * 0.6)
  );
}

function shrub(
  x: number,
  y: number,
  size: number,
  climate: Climate,
  season: Season,
  rng: Random,
): string {
  if (climate === 'desert') {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const a = Math.PI + (i / 6) * Math.PI;
      out += path(
        `M${x} ${y} L${(x + Math.cos(a) * size * 0.5).toFixed(1)} ${(y + Math.sin(a) * size * 0.5).toFixed(1)} L${(x + Math.cos(a + 0.15) * size * 0.15).toFixed(1)} ${y}Z`,
        i % 2 ? '#7d9a6a' : '#6a8759',
      );
    }
    return out;
  }
  const snowy = season === 'winter' && climate !== 'palms';
  const base = snowy
    ? '#5c7a5f'
    : climate === 'palms'
      ? '#3f8a4c'
      : season === 'autumn'
        ? '#8a7a3a'
        : '#4b8442';
  let out = '';
  for (let i = 0; i < 3; i++)
    out += ellipse(
      x + (i - 1) * size * 0.35,
      y - size * 0.22,
      size * 0.3,
      size * 0.24,
      i === 1 ? lighter(base, 0.1) : base,
    );
  if (snowy) out += ellipse(x, y - size * 0.36, size * 0.55, size * 0.1, '#f4f8fc');
  if (climate === 'palms' && rng.chance(0.5)) out += ellipse(x, y - size * 0.3, 3, 3, '#e05a7a');
  return out;
}

/** A tree of the climate (tall plants: palms, saguaros, firs, leafy or bare trees). */
export function tree(
  x: number,
  y: number,
  size: number,
  climate: Climate,
  season: Season,
  rng: Random,
): string {
  if (climate === 'palms') return palm(x, y, size * 1.2, rng);
  if (climate === 'desert')
    return rng.chance(0.6) ? cactus(x, y, size * 0.7, rng) : palm(x, y, size * 1.1, rng);
  if (climate === 'conifers' || (climate === 'snow' && rng.chance(0.6)))
    return conifer(x, y, size * 1.1, season === 'winter', rng);
  return deciduous(x, y, size, season, rng);
}

/** A planted bed along a line: shrubs (or agave in the desert). */
export function plantBed(
  x0: number,
  x1: number,
  y: number,
  size: number,
  climate: Climate,
  season: Season,
  rng: Random,
): string {
  let out = '';
  for (let x = x0; x <= x1; x += size * 0.9) out += shrub(x, y, size, climate, season, rng);
  return out;
}
