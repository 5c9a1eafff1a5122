// The shell of every interior: a room in one-point perspective (back wall, side walls, floor and
// ceiling meeting at a vanishing point), daylight through a window on the left wall falling across
// the floor, recessed lights, and plank or tile lines that run to the vanishing point.
import { HEIGHT, WIDTH, type Palette } from './images-palette.ts';
import {
  COMMON_DEFS,
  at,
  darker,
  ellipse,
  glow,
  lighter,
  line,
  linear,
  poly,
  sub,
  type Point,
  type Quad,
} from './images-scene.ts';

export const VP: Point = [WIDTH * 0.52, HEIGHT * 0.47];
export const BACK: Quad = [
  [WIDTH * 0.27, HEIGHT * 0.22],
  [WIDTH * 0.77, HEIGHT * 0.22],
  [WIDTH * 0.77, HEIGHT * 0.66],
  [WIDTH * 0.27, HEIGHT * 0.66],
];
export const LEFT: Quad = [[0, 0], BACK[0], BACK[3], [0, HEIGHT]];
export const RIGHT: Quad = [BACK[1], [WIDTH, 0], [WIDTH, HEIGHT], BACK[2]];
export const FLOOR: Quad = [BACK[3], BACK[2], [WIDTH, HEIGHT], [0, HEIGHT]];
const CEILING: Quad = [[0, 0], [WIDTH, 0], BACK[1], BACK[0]];

export interface ShellOptions {
  wall: string;
  floor: string;
  /** Planks run to the vanishing point; tiles add cross lines. */
  floorKind: 'planks' | 'tiles' | 'carpet';
  window: boolean;
  /** Sky tone seen through the window. */
  sky?: string;
}

export function shellDefs(p: Palette, o: ShellOptions): string {
  return (
    COMMON_DEFS +
    linear('wall-back', [
      [0, lighter(o.wall, 0.12)],
      [1, darker(o.wall, 0.06)],
    ]) +
    linear(
      'wall-left',
      [
        [0, lighter(o.wall, 0.2)],
        [1, darker(o.wall, 0.02)],
      ],
      false,
    ) +
    linear(
      'wall-right',
      [
        [0, darker(o.wall, 0.2)],
        [1, darker(o.wall, 0.08)],
      ],
      false,
    ) +
    linear('floor', [
      [0, darker(o.floor, 0.1)],
      [1, lighter(o.floor, 0.06)],
    ]) +
    linear('window-sky', [
      [0, o.sky ?? p.skyTop],
      [1, lighter(o.sky ?? p.skyBottom, 0.3)],
    ])
  );
}

export function shell(o: ShellOptions): string {
  let out =
    poly(CEILING, '#f4f1ea') +
    poly(BACK, 'url(#wall-back)') +
    poly(LEFT, 'url(#wall-left)') +
    poly(RIGHT, 'url(#wall-right)') +
    poly(FLOOR, 'url(#floor)');
  // Baseboards and the ceiling line.
  out += line(BACK[3], BACK[2], '#ffffff', 3, 'opacity="0.7"');
  out += line(BACK[3], [0, HEIGHT * 0.99], '#ffffff', 4, 'opacity="0.45"');
  out += line(BACK[2], [WIDTH, HEIGHT * 0.99], '#ffffff', 4, 'opacity="0.35"');
  for (const [a, b] of [
    [CEILING[3], [0, 0]],
    [CEILING[2], [WIDTH, 0]],
  ] as Array<[Point, Point]>)
    out += line(a, b, '#000', 1, 'opacity="0.08"');
  if (o.floorKind !== 'carpet')
    for (let i = 1; i < 14; i++)
      out += line(at(FLOOR, i / 14, 0), at(FLOOR, i / 14, 1), '#000', 1, 'opacity="0.1"');
  if (o.floorKind === 'tiles')
    for (let i = 1; i < 8; i++) {
      const v = (i / 8) ** 1.7;
      out += line(at(FLOOR, 0, v), at(FLOOR, 1, v), '#000', 1, 'opacity="0.1"');
    }
  if (o.window) {
    const frame = sub(LEFT, 0.25, 0.28, 0.7, 0.72);
    out += poly(sub(LEFT, 0.23, 0.25, 0.72, 0.75), '#f7f5f0') + poly(frame, 'url(#window-sky)');
    out += line(at(frame, 0.5, 0), at(frame, 0.5, 1), '#f7f5f0', 4);
    // Daylight through the window falls across the floor.
    out += poly(
      [at(frame, 0, 1), at(frame, 1, 1), [WIDTH * 0.62, HEIGHT], [WIDTH * 0.08, HEIGHT]],
      'url(#light-shaft)',
      'opacity="0.55"',
    );
    out += poly(sub(LEFT, 0.16, 0.2, 0.25, 0.85), darker(o.wall, 0.35), 'opacity="0.85"');
  }
  // Recessed lights in the ceiling with their glow on the back wall.
  for (const u of [0.25, 0.75]) {
    const [x, y] = at(CEILING, u, 0.55);
    out += ellipse(x, y, 16, 4, '#fffbe8') + glow(x, y + 40, 80, 0.25);
  }
  return out;
}

/** A framed picture on the back wall. */
export function artwork(u: number, v: number, w: number, h: number, p: Palette): string {
  const [x, y] = at(BACK, u, v);
  return (
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" fill="#2b2a28"/>` +
    `<rect x="${x - w / 2 + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" fill="${lighter(p.accent, 0.75)}"/>` +
    `<path d="M${x - w / 2 + 4} ${y + h - 4} l${w * 0.3} ${-h * 0.45} l${w * 0.2} ${h * 0.25} l${w * 0.18} ${-h * 0.2} l${w * 0.32 - 8} ${h * 0.4} z" fill="${p.accent}" opacity="0.75"/>` +
    `<circle cx="${x + w * 0.22}" cy="${y + h * 0.3}" r="${h * 0.1}" fill="#f2b65a"/>`
  );
}
