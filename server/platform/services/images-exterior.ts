// A hotel's exterior in two-point perspective: the building (courtyard low-rise, mid-rise or
// tower) in brick, stucco or glass panels, lit by the time of day, with its shadow, the drive and
// parking in front, the plants of its climate and the sky, season and skyline around it.
import type { Random } from '../dataset/random.ts';
import type { ExteriorSpec } from './images-exterior-spec.ts';
import { GROUND, HORIZON, SKIES, skyAndBackdrop } from './images-exterior-sky.ts';
import { car, coursing, faceTones, massing, windows } from './images-exterior-facade.ts';
import { groundColors, plantBed, tree } from './images-landscape.ts';
import { HEIGHT, WIDTH, type Palette } from './images-palette.ts';
import {
  COMMON_DEFS,
  at,
  darker,
  ellipse,
  glow,
  line,
  linear,
  poly,
  sub,
  toward,
  vignette,
  type Point,
  type Quad,
} from './images-scene.ts';

const VP_LEFT: Point = [-1500, HORIZON];
const VP_RIGHT: Point = [1700, HORIZON];

const MATERIAL_TONES = {
  brick: ['#9b4f3a', '#a65e44', '#8c4a36', '#b07155', '#7f4a3d'],
  stucco: ['#e8dcc6', '#d9c3a5', '#efe6d6', '#cdb79a', '#e3cfc0', '#d8d2c4'],
  panel: ['#8f9aa6', '#b8c0c8', '#5e6b78', '#a3a7a0', '#7d8b96'],
} as const;

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
