// Drawing primitives of the generated illustration set: polygons, quads with points mapped into
// them (so windows, tiles and doors sit in perspective on a wall), boxes that recede toward a
// vanishing point, and soft shadows and glows made of gradients (no blur filters: they cost the
// rasteriser far more than they add).
export type Point = readonly [x: number, y: number];
/** Corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

const n = (value: number) => (Math.round(value * 10) / 10).toString();

export const poly = (points: readonly Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (a: Point, b: Point, stroke: string, width: number, extra = '') =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** The point at (u, v) in [0, 1]² of a quad (bilinear), u along the top edge, v down. */
export function at(quad: Quad, u: number, v: number): Point {
  const [tl, tr, br, bl] = quad;
  const top: Point = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bottom: Point = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** The part of a quad between u0..u1 and v0..v1, itself a quad. */
export const sub = (quad: Quad, u0: number, v0: number, u1: number, v1: number): Quad => [
  at(quad, u0, v0),
  at(quad, u1, v0),
  at(quad, u1, v1),
  at(quad, u0, v1),
];

/** A point moved toward the vanishing point by a fraction (0 = where it is, 1 = at vp). */
export const toward = (p: Point, vp: Point, k: number): Point => [
  p[0] + (vp[0] - p[0]) * k,
  p[1] + (vp[1] - p[1]) * k,
];

/**
 * A box seen in one-point perspective: its front face, its top and the side that faces the
 * viewer, receding toward vp by `depth`. Faces get the three tones given (lit, top, shade).
 */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  vp: Point,
  tones: { front: string; top: string; side: string },
): string {
  const tl: Point = [x, y];
  const tr: Point = [x + w, y];
  const br: Point = [x + w, y + h];
  const bl: Point = [x, y + h];
  const [btl, btr, bbr, bbl] = [tl, tr, br, bl].map((p) => toward(p, vp, depth)) as [
    Point,
    Point,
    Point,
    Point,
  ];
  let out = '';
  if (y + h < vp[1]) out += poly([bl, br, bbr, bbl], tones.top);
  else if (y > vp[1]) out += poly([tl, tr, btr, btl], tones.top);
  if (x > vp[0]) out += poly([tl, btl, bbl, bl], tones.side);
  else if (x + w < vp[0]) out += poly([tr, btr, bbr, br], tones.side);
  return out + poly([tl, tr, br, bl], tones.front);
}

/** A soft oval shadow (a radial gradient from the shared defs). */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.35) =>
  ellipse(cx, cy, rx, ry, 'url(#soft-shadow)', `opacity="${opacity}"`);

/** A warm glow around a light source. */
export const glow = (cx: number, cy: number, r: number, opacity = 0.8) =>
  ellipse(cx, cy, r, r, 'url(#warm-glow)', `opacity="${opacity}"`);

export const linear = (
  id: string,
  stops: ReadonlyArray<[offset: number, color: string, opacity?: number]>,
  vertical = true,
) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;

/** Gradients every scene may use: soft shadow, warm glow, a photographic vignette, glass. */
export const COMMON_DEFS =
  `<radialGradient id="soft-shadow"><stop offset="0" stop-color="#0b1320" stop-opacity="0.9"/><stop offset="1" stop-color="#0b1320" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="warm-glow"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffd27a" stop-opacity="0.45"/><stop offset="1" stop-color="#ffc560" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient>` +
  linear('glass', [
    [0, '#e9f3fb'],
    [0.45, '#9fbfd9'],
    [1, '#56789a'],
  ]) +
  linear('lit-window', [
    [0, '#fff1c4'],
    [1, '#f2b65a'],
  ]) +
  linear('light-shaft', [
    [0, '#fffaf0', 0.55],
    [1, '#fffaf0', 0],
  ]);

export const vignette = (width: number, height: number) =>
  `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#vignette)"/>`;

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

export const darker = (color: string, t: number) => mix(color, '#101522', t);
export const lighter = (color: string, t: number) => mix(color, '#ffffff', t);
