// The suite interiors in perspective: the studio (one king or two queens, a work desk and the
// kitchenette), the kitchen and the bath; accessible suites show their grab bars.
import type { Random } from '../dataset/random.ts';
import type { Palette } from './images-palette.ts';
import { BACK, FLOOR, RIGHT, VP, artwork, shell, shellDefs } from './images-room-shell.ts';
import {
  at,
  box,
  darker,
  ellipse,
  glow,
  lighter,
  line,
  poly,
  shadow,
  sub,
} from './images-scene.ts';

export interface Scene {
  defs: string;
  body: string;
}

const tones = (color: string) => ({
  front: color,
  top: lighter(color, 0.18),
  side: darker(color, 0.25),
});

function bed(x: number, w: number, p: Palette): string {
  const y = 368;
  let out = shadow(x + w / 2, y + 62, w * 0.62, 16, 0.45);
  const [hx] = [x + (VP[0] - x) * 0.42];
  out += `<rect x="${hx - 6}" y="222" width="${w * 0.62 + 12}" height="105" rx="6" fill="${darker(p.fabric, 0.15)}"/>`;
  out += box(x, y, w, 46, 0.42, VP, tones('#f6f4ef'));
  out += box(x - 2, y + 20, w + 4, 34, 0.12, VP, tones(p.fabric));
  for (const u of [0.2, 0.6]) {
    const px = hx + w * 0.62 * u;
    out += `<rect x="${px}" y="292" width="${w * 0.2}" height="22" rx="9" fill="#ffffff"/>`;
  }
  return out;
}

export function studio(p: Palette, rng: Random, beds: number, accessible: boolean): Scene {
  const o = { wall: p.wall, floor: p.floor, floorKind: 'planks' as const, window: true };
  let body = shell(o);
  body += artwork(0.55, 0.12, 90, 60, p);
  if (beds === 2) body += bed(150, 190, p) + bed(410, 190, p);
  else body += bed(230, 290, p);
  // Night table and lamp between the beds or beside the bed.
  const nx = beds === 2 ? 350 : 545;
  body +=
    box(nx, 330, 44, 44, 0.2, VP, tones(p.wood)) +
    `<rect x="${nx + 18}" y="300" width="8" height="30" fill="#c8b99c"/>` +
    `<path d="M${nx + 6} 300 h32 l-6 -20 h-20z" fill="#f6ecd4"/>` +
    glow(nx + 22, 292, 60, 0.7);
  // The kitchenette along the right wall: cabinets, counter, microwave.
  const counter = sub(RIGHT, 0.35, 0.62, 0.95, 0.78);
  body +=
    poly(sub(RIGHT, 0.35, 0.22, 0.95, 0.42), p.wood) +
    poly(counter, darker(p.wood, 0.15)) +
    poly(sub(RIGHT, 0.35, 0.6, 0.95, 0.63), '#e9e5dc');
  body += poly(sub(RIGHT, 0.45, 0.47, 0.7, 0.59), '#2b2f36');
  for (let i = 1; i < 4; i++)
    body += line(
      at(RIGHT, 0.35 + i * 0.15, 0.22),
      at(RIGHT, 0.35 + i * 0.15, 0.42),
      '#000',
      1.2,
      'opacity="0.25"',
    );
  // Desk and chair at the left under the window light.
  body +=
    box(40, 380, 130, 14, 0.18, VP, tones(p.wood)) +
    `<rect x="52" y="394" width="6" height="70" fill="${darker(p.wood, 0.4)}"/>` +
    `<rect x="152" y="394" width="6" height="58" fill="${darker(p.wood, 0.4)}"/>`;
  body += `<rect x="70" y="352" width="56" height="34" rx="3" fill="#20242b"/><rect x="74" y="356" width="48" height="26" fill="${lighter(p.skyBottom, 0.2)}"/>`;
  body += `<path d="M${90} 470 q-6 -60 12 -64 h40 q10 4 6 64z" fill="${p.accent}"/>`;
  if (rng.chance(0.6)) body += ellipse(400, 500, 240, 30, p.fabric, 'opacity="0.35"');
  if (accessible) body += accessibleMarks(p);
  return { defs: shellDefs(p, o), body };
}

function accessibleMarks(p: Palette): string {
  const bar = sub(BACK, 0.05, 0.62, 0.2, 0.64);
  const [x, y] = at(BACK, 0.95, 0.05);
  return (
    poly(bar, '#aeb6bf') +
    `<rect x="${x - 34}" y="${y}" width="30" height="30" rx="4" fill="#1d5fb4"/><circle cx="${x - 19}" cy="${y + 8}" r="3" fill="#fff"/><path d="M${x - 22} ${y + 12} v8 h8 l3 6 M${x - 25} ${y + 17} a7 7 0 1 0 10 6" stroke="#fff" stroke-width="2" fill="none"/>` +
    `<rect x="${x - 34}" y="${y + 34}" width="1" height="1" fill="${p.accent}"/>`
  );
}

export function kitchen(p: Palette, rng: Random): Scene {
  const o = { wall: p.wall, floor: '#cfc8bb', floorKind: 'tiles' as const, window: true };
  let body = shell(o);
  // Upper and lower cabinets along the back wall, a tiled backsplash between.
  body += poly(sub(BACK, 0, 0.12, 0.7, 0.42), p.wood);
  for (let i = 1; i < 5; i++)
    body += line(at(BACK, i * 0.14, 0.12), at(BACK, i * 0.14, 0.42), '#000', 1, 'opacity="0.25"');
  const splash = sub(BACK, 0, 0.42, 0.7, 0.62);
  body += poly(splash, lighter(p.accent, 0.72));
  for (let i = 1; i < 12; i++)
    body += line(at(splash, i / 12, 0), at(splash, i / 12, 1), '#ffffff', 1, 'opacity="0.7"');
  for (let i = 1; i < 4; i++)
    body += line(at(splash, 0, i / 4), at(splash, 1, i / 4), '#ffffff', 1, 'opacity="0.7"');
  const [cx0, cy0] = at(BACK, 0, 0.62);
  const [cx1] = at(BACK, 0.7, 0.62);
  body += box(cx0 - 60, cy0, cx1 - cx0 + 60, 10, 0.1, VP, tones('#ece8e0'));
  body += box(cx0 - 60, cy0 + 10, cx1 - cx0 + 60, 70, 0.08, VP, tones(darker(p.wood, 0.1)));
  for (let i = 0; i < 6; i++)
    body += `<rect x="${cx0 - 50 + i * ((cx1 - cx0 + 50) / 6)}" y="${cy0 + 18}" width="${(cx1 - cx0) / 6 - 4}" height="54" rx="2" fill="none" stroke="#000" stroke-opacity="0.2"/>`;
  // Cooktop, sink and a bowl of lemons; pendant lights over an island.
  body +=
    `<rect x="${cx0 + 40}" y="${cy0 - 3}" width="70" height="5" fill="#1f2328"/>` +
    ellipse(cx0 + 165, cy0 + 2, 26, 4, '#9aa3ad');
  body +=
    ellipse(cx0 + 240, cy0 - 6, 18, 7, p.accent) +
    ellipse(cx0 + 234, cy0 - 10, 5, 5, '#f2c94c') +
    ellipse(cx0 + 244, cy0 - 11, 5, 5, '#f2c94c');
  // The full-size refrigerator at the end of the run.
  const [fx, fy] = at(BACK, 0.72, 0.12);
  body +=
    box(fx, fy, 86, 218, 0.05, VP, tones('#d9dde2')) +
    `<rect x="${fx + 74}" y="${fy + 30}" width="4" height="60" fill="#8b939c"/><rect x="${fx + 74}" y="${fy + 120}" width="4" height="70" fill="#8b939c"/>` +
    line([fx, fy + 100], [fx + 86, fy + 100], '#8b939c', 1.5);
  // Island with stools in the foreground.
  body +=
    shadow(430, 505, 250, 22, 0.45) +
    box(250, 420, 360, 16, 0.16, VP, tones('#f1ede6')) +
    box(256, 436, 348, 90, 0.12, VP, tones(p.wood));
  for (const x of [290, 400, 510]) {
    body +=
      `<path d="M${x} 300 v30" stroke="#2b2f36" stroke-width="1.5"/><path d="M${x - 18} 346 q18 -22 36 0z" fill="${p.accent}"/>` +
      glow(x, 350, 50, 0.5);
  }
  if (rng.chance(0.5))
    body +=
      ellipse(520, 412, 30, 8, '#2f6b3f') +
      `<rect x="508" y="400" width="24" height="14" rx="3" fill="#f4efe6"/>`;
  return { defs: shellDefs(p, o), body };
}

export function bath(p: Palette, _rng: Random, accessible: boolean): Scene {
  const o = { wall: '#eef0ee', floor: '#bfc3c4', floorKind: 'tiles' as const, window: false };
  let body = shell(o);
  // Wall tiles on the back and right walls.
  const tiles = sub(BACK, 0, 0.35, 1, 1);
  body += poly(tiles, lighter(p.accent, 0.82));
  for (let i = 1; i < 16; i++)
    body += line(at(tiles, i / 16, 0), at(tiles, i / 16, 1), '#ffffff', 1);
  for (let i = 1; i < 6; i++) body += line(at(tiles, 0, i / 6), at(tiles, 1, i / 6), '#ffffff', 1);
  // Vanity, basin and a lit mirror on the back wall.
  const [mx, my] = at(BACK, 0.22, 0.05);
  body +=
    `<rect x="${mx}" y="${my}" width="150" height="110" rx="8" fill="#dfe8ee" stroke="#fff6dc" stroke-width="5"/>` +
    glow(mx + 75, my + 55, 110, 0.35);
  body += `<path d="M${mx + 10} ${my + 100} l50 -80 l14 0 l-50 80z" fill="#ffffff" opacity="0.45"/>`;
  const [vx, vy] = at(BACK, 0.15, 0.64);
  body +=
    shadow(vx + 110, vy + 80, 150, 12, 0.35) +
    box(vx, vy, 220, 12, 0.1, VP, tones('#f3f1ec')) +
    box(vx + 6, vy + 12, 208, 66, 0.08, VP, tones(p.wood));
  body +=
    ellipse(vx + 110, vy + 2, 40, 5, '#dfe3e6') +
    `<path d="M${vx + 110} ${vy - 2} v-18 h14" stroke="#9aa3ad" stroke-width="4" fill="none"/>`;
  // The glass shower along the right wall, with towels in the hotel's colour.
  const shower = sub(RIGHT, 0.1, 0.1, 0.75, 0.92);
  body +=
    poly(shower, '#cfe3ee', 'opacity="0.55"') + poly(sub(RIGHT, 0.1, 0.1, 0.13, 0.92), '#dde3e8');
  body += `<path d="M${at(RIGHT, 0.3, 0.18)[0]} ${at(RIGHT, 0.3, 0.18)[1]} l30 -8" stroke="#9aa3ad" stroke-width="5"/>`;
  body +=
    box(72, 300, 54, 100, 0.05, VP, tones(p.fabric)) +
    box(132, 300, 40, 100, 0.05, VP, tones(lighter(p.fabric, 0.35)));
  body += `<rect x="60" y="296" width="124" height="5" fill="#9aa3ad"/>`;
  body += ellipse(400, 470, 120, 18, p.fabric, 'opacity="0.35"');
  if (accessible) {
    body +=
      poly(sub(RIGHT, 0.2, 0.55, 0.7, 0.57), '#aeb6bf') +
      poly(sub(BACK, 0.78, 0.55, 0.98, 0.57), '#aeb6bf');
  }
  void FLOOR;
  return { defs: shellDefs(p, o), body };
}
