// The sky and what stands behind a hotel's exterior (images-exterior.ts): the sky by time of day,
// stars and moon at night, sun or clouds by day, and the far layer of mesas, mountains or skyline.
import type { Random } from '../dataset/random.ts';
import type { ExteriorSpec } from './images-exterior-spec.ts';
import { HEIGHT, WIDTH, type Palette } from './images-palette.ts';
import { ellipse, glow, mix, poly } from './images-scene.ts';

/** The horizon's height in the picture, and the ground line the buildings stand on. */
export const HORIZON = 352;
export const GROUND = 440;

export const SKIES = {
  day: ['#3f7fc1', '#9cc6e8', '#e9f2f6'],
  dusk: ['#223059', '#8c5f87', '#f4a872'],
  night: ['#060c1f', '#13244a', '#2e4470'],
} as const;

export function skyAndBackdrop(spec: ExteriorSpec, rng: Random, p: Palette): string {
  const [top, mid, bottom] = SKIES[spec.time];
  let out = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ext-sky)"/>`;
  void mid;
  if (spec.time === 'night') {
    for (let i = 0; i < 60; i++)
      out += ellipse(
        rng.int(0, WIDTH),
        rng.int(0, 220),
        0.9,
        0.9,
        '#ffffff',
        `opacity="${(0.3 + rng.next() * 0.6).toFixed(2)}"`,
      );
    const mx = rng.int(80, 260);
    out += glow(mx, 80, 70, 0.35) + ellipse(mx, 80, 16, 16, '#f4f1e4');
  } else if (spec.time === 'dusk') {
    out += glow(rng.int(80, 300), HORIZON - 10, 220, 0.75);
  } else {
    out += glow(rng.int(60, 240), 70, 160, 0.55);
    for (let i = 0; i < 4; i++) {
      const cx = rng.int(0, WIDTH);
      const cy = rng.int(40, 170);
      const w = rng.int(70, 140);
      out += `<g fill="#ffffff" opacity="${(0.55 + rng.next() * 0.3).toFixed(2)}">${ellipse(cx, cy, w, w * 0.16, '#fff')}${ellipse(cx - w * 0.3, cy - w * 0.1, w * 0.4, w * 0.18, '#fff')}${ellipse(cx + w * 0.25, cy - w * 0.08, w * 0.35, w * 0.15, '#fff')}</g>`;
    }
  }
  // The far layer: mesas, mountains, a tree line or a skyline, hazy in the sky's colour.
  const haze = mix(bottom, top, spec.time === 'day' ? 0.35 : 0.55);
  const far = mix(
    haze,
    spec.climate === 'desert' ? '#b06d4c' : '#2f4a45',
    spec.time === 'night' ? 0.25 : 0.35,
  );
  if (spec.climate === 'desert') {
    out += poly(
      [
        [0, HORIZON],
        [0, 280],
        [90, 278],
        [120, 300],
        [300, 300],
        [330, 262],
        [470, 258],
        [500, 300],
        [800, 296],
        [800, HORIZON],
      ],
      far,
    );
  } else if (spec.climate === 'conifers' || spec.climate === 'snow') {
    out += poly(
      [
        [0, HORIZON],
        [0, 260],
        [140, 190],
        [230, 240],
        [360, 170],
        [520, 250],
        [650, 200],
        [800, 240],
        [800, HORIZON],
      ],
      far,
    );
    out +=
      poly(
        [
          [140, 190],
          [175, 215],
          [120, 205],
        ],
        '#f1f4f8',
        'opacity="0.8"',
      ) +
      poly(
        [
          [360, 170],
          [400, 195],
          [330, 192],
        ],
        '#f1f4f8',
        'opacity="0.8"',
      );
  } else {
    for (let x = -20; x < WIDTH + 40; x += rng.int(28, 46))
      out += ellipse(x, HORIZON - 6, rng.int(26, 40), rng.int(14, 26), far);
  }
  if (
    p &&
    (spec.building === 'tower' || spec.climate === 'palms' || spec.climate === 'deciduous')
  ) {
    const towers = spec.building === 'tower' ? 9 : 4;
    for (let i = 0; i < towers; i++) {
      const x = rng.int(0, WIDTH - 40);
      const h = rng.int(40, spec.building === 'tower' ? 170 : 90);
      const w = rng.int(22, 48);
      out += `<rect x="${x}" y="${HORIZON - h}" width="${w}" height="${h}" fill="${mix(far, haze, 0.35)}"/>`;
      if (spec.time !== 'day')
        for (let j = 0; j < h / 14; j++)
          if (rng.chance(0.45))
            out += `<rect x="${x + 4 + (j % 3) * (w / 3.2)}" y="${HORIZON - h + 6 + j * 12}" width="3" height="4" fill="#ffd98a" opacity="0.7"/>`;
    }
  }
  return out;
}
