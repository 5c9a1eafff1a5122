// The building of a hotel's exterior (images-exterior.ts): its massing, the tones of its faces in
// the light of the time of day, the windows lit or dark, brick coursing; and the cars in front.
import type { Random } from '../dataset/random.ts';
import type { ExteriorSpec } from './images-exterior-spec.ts';
import { GROUND } from './images-exterior-sky.ts';
import {
  at,
  darker,
  ellipse,
  glow,
  lighter,
  line,
  mix,
  poly,
  sub,
  type Quad,
} from './images-scene.ts';

export interface Massing {
  corner: number;
  top: number;
  floors: number;
  bays: number;
  sideBays: number;
  front: number;
  side: number;
}

export function massing(spec: ExteriorSpec, rng: Random): Massing {
  const ground = GROUND;
  if (spec.building === 'courtyard') {
    const floors = rng.int(2, 3);
    return {
      corner: rng.int(600, 640),
      top: ground - floors * 58 - 18,
      floors,
      bays: rng.int(9, 11),
      sideBays: 4,
      front: 0.23,
      side: 0.15,
    };
  }
  if (spec.building === 'midrise') {
    const floors = rng.int(4, 6);
    return {
      corner: rng.int(560, 600),
      top: ground - floors * 46 - 18,
      floors,
      bays: rng.int(7, 9),
      sideBays: 4,
      front: 0.2,
      side: 0.14,
    };
  }
  const floors = rng.int(11, 13);
  return {
    corner: rng.int(490, 530),
    top: Math.max(40, ground - floors * 30 - 20),
    floors,
    bays: rng.int(5, 6),
    sideBays: 3,
    front: 0.1,
    side: 0.09,
  };
}

export function faceTones(
  spec: ExteriorSpec,
  base: string,
): { front: string; side: string; trim: string } {
  const trim =
    spec.material === 'brick'
      ? '#e7ddcc'
      : spec.material === 'stucco'
        ? lighter(base, 0.55)
        : '#d9dee3';
  if (spec.time === 'day') return { front: base, side: darker(base, 0.32), trim };
  if (spec.time === 'dusk')
    return {
      front: darker(mix(base, '#f4a872', 0.18), 0.22),
      side: darker(base, 0.5),
      trim: darker(mix(trim, '#f4a872', 0.2), 0.2),
    };
  return { front: darker(base, 0.62), side: darker(base, 0.74), trim: darker(trim, 0.6) };
}

export function windows(
  face: Quad,
  cols: number,
  rows: number,
  spec: ExteriorSpec,
  rng: Random,
  sideFace: boolean,
): string {
  let out = '';
  const panel = spec.material === 'panel';
  const dark = spec.time === 'night' ? '#18253d' : spec.time === 'dusk' ? '#46507a' : 'url(#glass)';
  const litShare = spec.time === 'night' ? 0.55 : spec.time === 'dusk' ? 0.3 : 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const u0 = (c + (panel ? 0.06 : 0.24)) / cols;
      const u1 = (c + (panel ? 0.94 : 0.76)) / cols;
      const v0 = (r + (panel ? 0.12 : 0.22)) / rows;
      const v1 = (r + (panel ? 0.88 : 0.78)) / rows;
      const pane = sub(face, u0, v0, u1, v1);
      const lit = rng.chance(litShare);
      out += poly(pane, lit ? 'url(#lit-window)' : dark, sideFace && !lit ? 'opacity="0.85"' : '');
      if (!panel) {
        out += poly(
          sub(face, u0 - 0.02 / cols, v1, u1 + 0.02 / cols, v1 + 0.05 / rows),
          '#00000033',
        );
        out += line(
          at(face, (u0 + u1) / 2, v0),
          at(face, (u0 + u1) / 2, v1),
          '#ffffff',
          1,
          'opacity="0.35"',
        );
      }
      if (lit && !sideFace) {
        const [cx, cy] = at(face, (u0 + u1) / 2, (v0 + v1) / 2);
        out += glow(cx, cy, 18, 0.35);
      }
    }
    if (panel)
      out += poly(
        sub(face, 0, (r + 0.88) / rows, 1, (r + 1.12) / rows),
        '#ffffff',
        'opacity="0.12"',
      );
  }
  return out;
}

export function coursing(face: Quad, rows: number): string {
  let out = '';
  for (let i = 1; i < rows; i++)
    out += line(at(face, 0, i / rows), at(face, 1, i / rows), '#000', 0.5, 'opacity="0.08"');
  return out;
}

export function car(x: number, y: number, color: string, lightsOn: boolean): string {
  const s = 0.62;
  const w = 86 * s;
  const h = 26 * s;
  let out = ellipse(x, y + h * 0.5, w * 0.62, h * 0.3, 'url(#soft-shadow)', 'opacity="0.5"');
  out += `<path d="M${x - w / 2} ${y + h * 0.35} q0 -${h * 0.45} ${w * 0.12} -${h * 0.5} l${w * 0.12} -${h * 0.45} h${w * 0.44} l${w * 0.14} ${h * 0.45} q${w * 0.18} 0 ${w * 0.18} ${h * 0.5} v${h * 0.2} h-${w} z" fill="${color}"/>`;
  out += `<path d="M${x - w * 0.22} ${y - h * 0.12} l${w * 0.08} -${h * 0.36} h${w * 0.36} l${w * 0.1} ${h * 0.36} z" fill="#1b2636" opacity="0.85"/>`;
  out +=
    ellipse(x - w * 0.3, y + h * 0.55, h * 0.28, h * 0.28, '#15181d') +
    ellipse(x + w * 0.3, y + h * 0.55, h * 0.28, h * 0.28, '#15181d');
  if (lightsOn)
    out +=
      ellipse(x + w * 0.47, y + h * 0.2, 4 * s, 3 * s, '#fff2c0') +
      glow(x + w * 0.5, y + h * 0.2, 20 * s, 0.6);
  return out;
}
