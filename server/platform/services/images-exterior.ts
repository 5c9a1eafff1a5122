// A hotel's exterior in two-point perspective: the building (courtyard low-rise, mid-rise or
// tower) in brick, stucco or glass panels, lit by the time of day, with its shadow, the drive and
// parking in front, the plants of its climate and the sky, season and skyline around it.
import type { Random } from '../dataset/random.ts';
import type { ExteriorSpec } from './images-exterior-spec.ts';
import { groundColors, plantBed, tree } from './images-landscape.ts';
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
  mix,
  poly,
  sub,
  toward,
  vignette,
  type Point,
  type Quad,
} from './images-scene.ts';

const HORIZON = 352;
const GROUND = 440;
const VP_LEFT: Point = [-1500, HORIZON];
const VP_RIGHT: Point = [1700, HORIZON];

const SKIES = {
  day: ['#3f7fc1', '#9cc6e8', '#e9f2f6'],
  dusk: ['#223059', '#8c5f87', '#f4a872'],
  night: ['#060c1f', '#13244a', '#2e4470'],
} as const;

const MATERIAL_TONES = {
  brick: ['#9b4f3a', '#a65e44', '#8c4a36', '#b07155', '#7f4a3d'],
  stucco: ['#e8dcc6', '#d9c3a5', '#efe6d6', '#cdb79a', '#e3cfc0', '#d8d2c4'],
  panel: ['#8f9aa6', '#b8c0c8', '#5e6b78', '#a3a7a0', '#7d8b96'],
} as const;

interface Massing {
  corner: number;
  top: number;
  floors: number;
  bays: number;
  sideBays: number;
  front: number;
  side: number;
}

function massing(spec: ExteriorSpec, rng: Random): Massing {
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

function skyAndBackdrop(spec: ExteriorSpec, rng: Random, p: Palette): string {
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

function faceTones(
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

function windows(
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

function coursing(face: Quad, rows: number): string {
  let out = '';
  for (let i = 1; i < rows; i++)
    out += line(at(face, 0, i / rows), at(face, 1, i / rows), '#000', 0.5, 'opacity="0.08"');
  return out;
}

export function exterior(
  spec: ExteriorSpec,
  p: Palette,
  rng: Random,
): { defs: string; body: string } {
  const [skyTop, skyMid, skyBottom] = SKIES[spec.time];
  const [groundNear, groundFar] = groundColors(spec.climate, spec.season);
  const dim = spec.time === 'night' ? 0.55 : spec.time === 'dusk' ? 0.3 : 0;
  const defs =
    COMMON_DEFS +
    linear('ext-sky', [
      [0, skyTop],
      [0.6, skyMid],
      [1, skyBottom],
    ]) +
    linear('ext-ground', [
      [0, darker(groundFar, dim)],
      [1, darker(groundNear, dim + 0.08)],
    ]);
  const m = massing(spec, rng);
  const ground = GROUND;
  const base = rng.pick(MATERIAL_TONES[spec.material]);
  const tones = faceTones(spec, base);
  const cornerTop: Point = [m.corner, m.top];
  const cornerBottom: Point = [m.corner, ground];
  const front: Quad = [
    toward(cornerTop, VP_LEFT, m.front),
    cornerTop,
    cornerBottom,
    toward(cornerBottom, VP_LEFT, m.front),
  ];
  const side: Quad = [
    cornerTop,
    toward(cornerTop, VP_RIGHT, m.side),
    toward(cornerBottom, VP_RIGHT, m.side),
    cornerBottom,
  ];

  let body = skyAndBackdrop(spec, rng, p);
  body += `<rect x="0" y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#ext-ground)"/>`;
  // Trees behind the building.
  for (let i = 0; i < 4; i++)
    body += tree(
      rng.int(30, WIDTH - 30),
      HORIZON + rng.int(6, 22),
      rng.int(50, 80),
      spec.climate,
      spec.season,
      rng,
    );

  // Cast shadow: long and to the right by day, low at dusk, none at night.
  if (spec.time !== 'night') {
    const reach = spec.time === 'day' ? 70 : 140;
    body += poly(
      [
        front[3],
        side[2],
        [side[2][0] + reach, side[2][1] + 30],
        [front[3][0] + reach, front[3][1] + 34],
      ],
      '#0b1320',
      `opacity="${spec.time === 'day' ? 0.22 : 0.16}"`,
    );
  }
  // Podium for towers: a wider two-storey base with the lobby.
  body += poly(front, tones.front) + poly(side, tones.side);
  if (spec.material === 'brick') body += coursing(front, 60) + coursing(side, 60);
  if (spec.material === 'stucco') body += poly(sub(front, 0, 0, 1, 1), 'url(#facade-light)');
  const upper: Quad = sub(front, 0, 0.02, 1, spec.building === 'tower' ? 0.86 : 0.8);
  const upperSide: Quad = sub(side, 0, 0.02, 1, spec.building === 'tower' ? 0.86 : 0.8);
  const rows = m.floors - (spec.building === 'tower' ? 2 : 1);
  body +=
    windows(upper, m.bays, rows, spec, rng, false) +
    windows(upperSide, m.sideBays, rows, spec, rng, true);
  // Floor bands for the courtyard and mid-rise (stone or a contrasting stucco).
  if (spec.building !== 'tower')
    for (let f = 1; f < m.floors; f++) {
      const v = f / m.floors;
      body += poly(sub(front, 0, v - 0.008, 1, v + 0.008), tones.trim, 'opacity="0.55"');
    }
  // Parapet and roof.
  body +=
    poly(sub(front, -0.01, -0.035, 1, 0.012), tones.trim) +
    poly(sub(side, 0, -0.035, 1.01, 0.012), darker(tones.trim, 0.25));
  if (spec.season === 'winter')
    body +=
      poly(sub(front, -0.01, -0.05, 1, -0.03), '#f4f8fc') +
      poly(sub(side, 0, -0.05, 1.01, -0.03), '#dfe7f0');
  if (spec.building === 'courtyard') {
    // A hip roof over the low-rise, and a gable above the entrance.
    const roofFront: Quad = [
      toward(front[0], [m.corner - 150, m.top - 40], 0.2),
      toward(front[1], [m.corner - 150, m.top - 40], 0.2),
      front[1],
      front[0],
    ];
    body += poly(roofFront, spec.season === 'winter' ? '#e7eef5' : darker('#5f5a56', dim));
  } else {
    const mech = sub(front, 0.55, -0.12, 0.8, -0.02);
    body += poly(mech, darker(tones.trim, 0.3));
  }
  // The lobby: a lit glass front under a canopy in the brand colour.
  const lobby = sub(front, 0.35, 0.82, 0.75, 1);
  body += poly(lobby, spec.time === 'day' ? 'url(#glass)' : 'url(#lit-window)');
  const [lx, ly] = at(front, 0.55, 0.9);
  if (spec.time !== 'day') body += glow(lx, ly + 10, 90, 0.5);
  const canopyBack = sub(front, 0.32, 0.76, 0.78, 0.8);
  const canopy: Quad = [
    canopyBack[3],
    canopyBack[2],
    [canopyBack[2][0] + 18, canopyBack[2][1] + 26],
    [canopyBack[3][0] + 18, canopyBack[3][1] + 26],
  ];
  body +=
    poly(canopy, darker(p.accent, dim * 0.5)) +
    poly(
      [canopy[3], canopy[2], [canopy[2][0], canopy[2][1] + 7], [canopy[3][0], canopy[3][1] + 7]],
      darker(p.accent, 0.35 + dim * 0.3),
    );
  // The brand's sign stands on the parapet, lit after dark.
  const sign = sub(front, 0.4, -0.035 - 26 / (ground - m.top), 0.72, -0.035);
  const [sx, sy] = at(sign, 0.5, 0.72);
  body += poly(sign, darker(p.accent, dim * 0.4));
  if (spec.time !== 'day') body += glow(sx, sy - 5, 60, 0.45);
  body += `<text x="${sx.toFixed(1)}" y="${sy.toFixed(1)}" text-anchor="middle" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="${spec.building === 'tower' ? 10 : 13}" font-weight="700" letter-spacing="2.5" fill="#fff8e8">LONGSTAY</text>`;

  // The drive and parking in front, the sidewalk, plants along the base.
  const asphalt = darker('#5a5f66', dim);
  body += poly(
    [
      [0, ground + 24],
      [WIDTH, ground + 16],
      [WIDTH, HEIGHT],
      [0, HEIGHT],
    ],
    asphalt,
  );
  body += poly(
    [
      [0, ground + 6],
      [WIDTH, ground],
      [WIDTH, ground + 16],
      [0, ground + 24],
    ],
    darker('#c9c6bd', dim),
  );
  for (let i = 0; i < 16; i++) {
    const x = 20 + i * 52;
    body += line(
      [x, ground + 36],
      [x - 14, ground + 64],
      '#f2f0e6',
      1.6,
      `opacity="${0.65 - dim * 0.4}"`,
    );
  }
  body += line(
    [0, ground + 92],
    [WIDTH, ground + 86],
    '#f2d36b',
    2,
    `opacity="${0.7 - dim * 0.4}" stroke-dasharray="22 16"`,
  );
  body += plantBed(front[3][0] + 10, m.corner - 10, ground + 4, 26, spec.climate, spec.season, rng);
  for (let i = 0; i < 3; i++) {
    const x = 130 + i * 200 + rng.int(0, 90);
    const y = ground + 46;
    const color = rng.pick(['#e8e8e8', '#2d3748', '#8a1c1c', '#1f4e79', '#9aa3ad']);
    body += car(x, y, darker(color, dim * 0.7), spec.time !== 'day');
  }
  // Lamp posts with pools of light after dark.
  for (const x of [150, 420, 690]) {
    body +=
      line([x, ground + 30], [x, ground - 40], '#2b2f36', 3) +
      `<rect x="${x - 7}" y="${ground - 44}" width="14" height="5" fill="#2b2f36"/>`;
    if (spec.time !== 'day')
      body +=
        glow(x, ground - 36, 40, 0.8) +
        ellipse(x, ground + 34, 50, 10, '#ffd98a', 'opacity="0.25"');
  }
  // Trees framing the picture.
  body += tree(
    rng.int(20, 70),
    HEIGHT - rng.int(20, 60),
    rng.int(170, 210),
    spec.climate,
    spec.season,
    rng,
  );
  body += tree(
    WIDTH - rng.int(30, 80),
    HEIGHT - rng.int(10, 50),
    rng.int(160, 220),
    spec.climate,
    spec.season,
    rng,
  );
  if (spec.season === 'winter')
    body += poly(
      [
        [0, HEIGHT - 18],
        [WIDTH, HEIGHT - 26],
        [WIDTH, HEIGHT],
        [0, HEIGHT],
      ],
      '#eef3f8',
      'opacity="0.9"',
    );
  body += vignette(WIDTH, HEIGHT);
  return {
    defs:
      defs +
      linear(
        'facade-light',
        [
          [0, '#ffffff', 0.16],
          [1, '#000000', 0.1],
        ],
        true,
      ),
    body,
  };
}

function car(x: number, y: number, color: string, lightsOn: boolean): string {
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
