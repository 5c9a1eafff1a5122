// The shared spaces in perspective: lobby with its front desk, guest laundry, fitness room, and
// the pool with the plants of the hotel's climate.
import type { Random } from '../dataset/random.ts';
import { tree, type Climate, type Season } from './images-landscape.ts';
import { HEIGHT, WIDTH, type Palette } from './images-palette.ts';
import { BACK, LEFT, RIGHT, VP, shell, shellDefs } from './images-room-shell.ts';
import {
  COMMON_DEFS,
  at,
  box,
  darker,
  ellipse,
  glow,
  lighter,
  line,
  linear,
  poly,
  shadow,
  sub,
  toward,
  vignette,
} from './images-scene.ts';
import type { Scene } from './images-suite.ts';

const tones = (color: string) => ({
  front: color,
  top: lighter(color, 0.18),
  side: darker(color, 0.25),
});

export function lobby(p: Palette, rng: Random): Scene {
  const o = {
    wall: lighter(p.wall, 0.1),
    floor: '#d8d2c6',
    floorKind: 'tiles' as const,
    window: true,
  };
  let body = shell(o);
  // A feature wall in wood slats with the lit brand name.
  const feature = sub(BACK, 0.18, 0.05, 0.82, 0.66);
  body += poly(feature, p.wood);
  for (let i = 1; i < 20; i++)
    body += line(at(feature, i / 20, 0), at(feature, i / 20, 1), darker(p.wood, 0.3), 1.5);
  const [tx, ty] = at(feature, 0.5, 0.3);
  body +=
    glow(tx, ty - 6, 120, 0.45) +
    `<text x="${tx}" y="${ty}" text-anchor="middle" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="5" fill="#fff8e8">LONGSTAY</text>`;
  // The front desk.
  body +=
    shadow(400, 420, 200, 18, 0.4) +
    box(250, 330, 300, 14, 0.1, VP, tones('#f2eee6')) +
    box(256, 344, 288, 70, 0.08, VP, tones(p.accent));
  for (const x of [320, 480])
    body +=
      `<path d="M${x} 0 v180" stroke="#2b2f36" stroke-width="1.5"/>` +
      ellipse(x, 188, 22, 10, '#2b2f36') +
      glow(x, 200, 70, 0.7);
  // Lounge chairs on a rug, and a tall plant.
  body += ellipse(150, 480, 150, 30, p.fabric, 'opacity="0.45"');
  for (const x of [70, 190])
    body +=
      shadow(x + 40, 478, 60, 10, 0.4) +
      box(x, 420, 84, 44, 0.14, VP, tones(p.fabric)) +
      box(x, 392, 84, 30, 0.05, VP, tones(darker(p.fabric, 0.1)));
  body += `<rect x="640" y="420" width="46" height="60" rx="4" fill="#e9e4da"/>`;
  for (let i = 0; i < 7; i++)
    body += ellipse(
      663 + rng.int(-30, 30),
      400 - i * 22,
      26,
      12,
      i % 2 ? '#2f6b3f' : '#3d7a44',
      `transform="rotate(${rng.int(-30, 30)} 663 ${400 - i * 22})"`,
    );
  return { defs: shellDefs(p, o), body };
}

export function laundry(p: Palette, _rng: Random): Scene {
  const o = { wall: '#eef1f3', floor: '#cfd3d6', floorKind: 'tiles' as const, window: false };
  let body = shell(o);
  // Washers and dryers stacked along the right wall, in perspective.
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 2; j++) {
      const face = sub(RIGHT, 0.06 + i * 0.22, 0.32 + j * 0.3, 0.26 + i * 0.22, 0.6 + j * 0.3);
      body += poly(face, '#f7f8fa') + poly(sub(face, 0, 0, 1, 0.16), '#e1e5ea');
      const [cx, cy] = at(face, 0.5, 0.58);
      const r = Math.abs(at(face, 1, 0.5)[0] - at(face, 0, 0.5)[0]) * 0.28;
      body +=
        ellipse(cx, cy, r, r * 1.25, '#b9c4cf') +
        ellipse(cx, cy, r * 0.72, r * 0.9, j === 1 ? lighter(p.fabric, 0.3) : '#dfe7ee');
    }
  }
  // A folding table, baskets and a sign.
  body +=
    shadow(260, 450, 160, 14, 0.4) +
    box(140, 380, 240, 12, 0.15, VP, tones('#f3f1ec')) +
    `<rect x="150" y="392" width="6" height="70" fill="#9aa3ad"/><rect x="364" y="392" width="6" height="60" fill="#9aa3ad"/>`;
  body +=
    box(170, 350, 60, 30, 0.1, VP, tones(p.fabric)) +
    box(250, 356, 46, 24, 0.1, VP, tones('#ffffff'));
  const [sx, sy] = at(BACK, 0.5, 0.16);
  body += `<rect x="${sx - 120}" y="${sy - 24}" width="240" height="40" rx="6" fill="${p.accent}"/><text x="${sx}" y="${sy + 3}" text-anchor="middle" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="16" font-weight="700" letter-spacing="3" fill="#ffffff">GUEST LAUNDRY</text>`;
  return { defs: shellDefs(p, o), body };
}

export function fitness(p: Palette, _rng: Random): Scene {
  const o = { wall: '#e7e9ec', floor: '#3b4048', floorKind: 'carpet' as const, window: true };
  let body = shell(o);
  // A mirror on the back wall and rubber floor mats.
  body +=
    poly(sub(BACK, 0.05, 0.12, 0.95, 0.95), '#c9d6e2', 'opacity="0.75"') +
    poly(sub(BACK, 0.1, 0.15, 0.3, 0.9), '#ffffff', 'opacity="0.18"');
  // Treadmills side by side, facing the mirror.
  for (const x of [160, 360]) {
    body += shadow(x + 90, 450, 110, 12, 0.5) + box(x, 420, 180, 26, 0.3, VP, tones('#1f2937'));
    const console_ = toward([x + 90, 300], VP, 0.3);
    body += `<path d="M${x + 20} 420 L${console_[0] - 40} ${console_[1] + 10} M${x + 160} 420 L${console_[0] + 40} ${console_[1] + 10}" stroke="#4b5563" stroke-width="6"/>`;
    body += `<rect x="${console_[0] - 48}" y="${console_[1]}" width="96" height="26" rx="4" fill="#111827"/><rect x="${console_[0] - 38}" y="${console_[1] + 5}" width="52" height="15" fill="${p.accent}"/>`;
  }
  // A dumbbell rack along the right wall, and a ball.
  const rack = sub(RIGHT, 0.35, 0.68, 0.9, 0.74);
  body += poly(rack, '#6b7280');
  for (let i = 0; i < 6; i++) {
    const [x, y] = at(rack, 0.08 + i * 0.16, 0.3);
    body += ellipse(x, y - 6, 6 + i, 8 + i, '#111827');
  }
  body +=
    shadow(640, 500, 60, 10, 0.5) +
    ellipse(640, 466, 40, 40, p.accent) +
    ellipse(628, 452, 14, 10, '#ffffff', 'opacity="0.3"');
  body += ellipse(400, 470, 200, 24, '#000000', 'opacity="0.15"');
  return { defs: shellDefs(p, o), body };
}

export function pool(p: Palette, rng: Random, climate: Climate, season: Season): Scene {
  const horizon = HEIGHT * 0.42;
  const defs =
    COMMON_DEFS +
    linear('pool-sky', [
      [0, p.skyTop],
      [1, lighter(p.skyBottom, 0.2)],
    ]) +
    linear('water', [
      [0, '#7fd6e6'],
      [0.5, '#2fa7c9'],
      [1, '#14779b'],
    ]);
  let body =
    `<rect width="${WIDTH}" height="${horizon}" fill="url(#pool-sky)"/>` +
    glow(rng.int(100, 700), 60, 170, 0.5);
  body += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="#e9dfcc"/>`;
  // A low wing of the hotel behind the deck.
  body += `<rect x="0" y="${horizon - 90}" width="${WIDTH}" height="90" fill="${lighter(p.facade, 0.1)}"/>`;
  for (let i = 0; i < 12; i++)
    body += `<rect x="${20 + i * 66}" y="${horizon - 70}" width="34" height="44" fill="url(#glass)"/>`;
  body += `<rect x="0" y="${horizon - 96}" width="${WIDTH}" height="8" fill="${p.trim}"/>`;
  for (let i = 0; i < 5; i++)
    body += tree(rng.int(0, WIDTH), horizon + 4, rng.int(90, 130), climate, season, rng);
  // The pool in perspective with the light playing on the water.
  const water = [
    [220, horizon + 40],
    [600, horizon + 40],
    [760, HEIGHT - 30],
    [60, HEIGHT - 30],
  ] as const;
  body +=
    poly(
      [
        [210, horizon + 34],
        [610, horizon + 34],
        [780, HEIGHT - 20],
        [40, HEIGHT - 20],
      ],
      '#f6f2ea',
    ) + poly(water, 'url(#water)');
  for (let i = 0; i < 14; i++) {
    const x = rng.int(120, 680);
    const y = rng.int(horizon + 60, HEIGHT - 50);
    body += `<path d="M${x} ${y} q12 -6 24 0 t24 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.55"/>`;
  }
  // Loungers and an umbrella on the deck.
  for (const x of [40, 120])
    body +=
      shadow(x + 40, horizon + 80, 50, 8, 0.4) +
      box(x, horizon + 56, 80, 12, 0.15, [WIDTH / 2, horizon - 40], tones(p.fabric));
  body +=
    `<path d="M${WIDTH - 110} ${horizon + 100} v-110" stroke="#6b5b4b" stroke-width="4"/><path d="M${WIDTH - 190} ${horizon} q80 -60 160 0z" fill="${p.accent}"/>` +
    shadow(WIDTH - 110, horizon + 100, 80, 12, 0.4);
  body += tree(WIDTH - 30, HEIGHT, 240, climate, season, rng) + vignette(WIDTH, HEIGHT);
  void LEFT;
  return { defs, body };
}
