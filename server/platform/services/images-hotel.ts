// Generated hotel photographs as SVG: exteriors with sky gradients and lit windows, and interiors
// (lobby, suites with their beds, kitchens, fitness, laundry, pool) in the hotel's own colours.
import { HEIGHT, WIDTH, paletteFor, randomFor, rect, svg, type Palette } from './images-palette.ts';
import type { Random } from '../dataset/random.ts';

const defs = (p: Palette) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
  `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfeefa"/><stop offset="1" stop-color="#7fa7c9"/></linearGradient>` +
  `<linearGradient id="lit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a8"/><stop offset="1" stop-color="#f4c15d"/></linearGradient>` +
  `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>` +
  `<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient></defs>`;

function tree(x: number, y: number, size: number, rng: Random): string {
  const green = rng.pick(['#3d7a44', '#4f8a3c', '#2f6b3f', '#5a9147']);
  return `${rect(x - size * 0.06, y - size * 0.5, size * 0.12, size * 0.5, '#6b4f36')}<circle cx="${x}" cy="${y - size * 0.75}" r="${size * 0.42}" fill="${green}"/><circle cx="${x - size * 0.2}" cy="${y - size * 0.6}" r="${size * 0.3}" fill="${green}" opacity="0.85"/>`;
}

function exterior(p: Palette, rng: Random, name: string): string {
  const ground = HEIGHT * 0.78;
  const floors = rng.int(3, 5);
  const bays = rng.int(9, 13);
  const bw = 560;
  const bx = (WIDTH - bw) / 2;
  const fh = floors > 4 ? 54 : 62;
  const by = ground - floors * fh - 20;
  let body = defs(p) + rect(0, 0, WIDTH, HEIGHT, 'url(#sky)');
  body += `<circle cx="${rng.int(80, 720)}" cy="${rng.int(50, 110)}" r="34" fill="#fff4c9" opacity="0.8"/>`;
  for (let i = 0; i < 3; i++) {
    const cx = rng.int(40, 760);
    const cy = rng.int(40, 140);
    body += `<g fill="#ffffff" opacity="0.7"><ellipse cx="${cx}" cy="${cy}" rx="60" ry="16"/><ellipse cx="${cx + 30}" cy="${cy - 10}" rx="36" ry="14"/></g>`;
  }
  body +=
    rect(0, ground, WIDTH, HEIGHT - ground, '#7f8c7a') +
    rect(0, ground + 30, WIDTH, 60, '#5b5f66') +
    rect(0, ground + 58, WIDTH, 3, '#e7e2c8', 'opacity="0.7"');
  body +=
    rect(bx - 8, by - 14, bw + 16, 16, p.trim) +
    rect(bx, by, bw, ground - by, p.facade) +
    rect(bx, by, bw, ground - by, 'url(#shade)');
  body +=
    rect(bx + bw * 0.36, by - 40, bw * 0.28, 42, p.facadeShade) +
    rect(bx + bw * 0.36 - 6, by - 46, bw * 0.28 + 12, 8, p.trim);
  const cw = bw / bays;
  for (let f = 0; f < floors; f++) {
    for (let b = 0; b < bays; b++) {
      const x = bx + b * cw + cw * 0.2;
      const y = by + 16 + f * fh;
      const lit = rng.chance(0.28);
      body +=
        rect(x - 3, y - 3, cw * 0.6 + 6, fh * 0.55 + 6, p.trim) +
        rect(x, y, cw * 0.6, fh * 0.55, lit ? 'url(#lit)' : 'url(#glass)');
      body += rect(x + cw * 0.3 - 1, y, 2, fh * 0.55, p.trim, 'opacity="0.8"');
    }
    body += rect(bx, by + (f + 1) * fh + 4, bw, 4, p.facadeShade, 'opacity="0.6"');
  }
  const dx = WIDTH / 2 - 70;
  body +=
    rect(dx, ground - 70, 140, 70, 'url(#glass)') +
    rect(dx - 30, ground - 92, 200, 20, p.accent) +
    rect(dx - 24, ground - 72, 6, 72, p.trim) +
    rect(dx + 158, ground - 72, 6, 72, p.trim);
  body += rect(WIDTH / 2 - 110, by - 36, 220, 28, p.accent, 'rx="3"');
  body += `<text x="${WIDTH / 2}" y="${by - 16}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff" letter-spacing="3">LONGSTAY SUITES</text>`;
  body +=
    tree(bx - 40, ground + 6, 110, rng) +
    tree(bx + bw + 40, ground + 6, 120, rng) +
    tree(70, ground + 20, 90, rng) +
    tree(730, ground + 20, 95, rng);
  return svg(body, name);
}

function room(p: Palette, rng: Random, name: string, beds: number, accessible: boolean): string {
  const floorY = HEIGHT * 0.68;
  let body =
    defs(p) +
    rect(0, 0, WIDTH, floorY, p.wall) +
    rect(0, floorY, WIDTH, HEIGHT - floorY, p.floor) +
    rect(0, floorY - 10, WIDTH, 10, p.trim);
  body +=
    rect(560, 70, 180, 170, p.trim) +
    rect(570, 80, 160, 150, 'url(#sky)') +
    rect(540, 60, 36, 230, p.fabric) +
    rect(724, 60, 36, 230, p.fabric);
  body += `<ellipse cx="${WIDTH / 2}" cy="${floorY + 110}" rx="300" ry="40" fill="#000" opacity="0.08"/>`;
  const bedW = beds === 2 ? 210 : 300;
  for (let i = 0; i < beds; i++) {
    const x = beds === 2 ? 60 + i * 250 : 150;
    body += rect(x, floorY - 170, bedW, 110, p.wood, 'rx="10"');
    body +=
      rect(x - 10, floorY - 70, bedW + 20, 90, '#ffffff', 'rx="12"') +
      rect(x - 10, floorY - 20, bedW + 20, 40, p.fabric, 'rx="8"');
    body +=
      rect(x + 18, floorY - 95, bedW / 2 - 30, 36, '#f3f1ec', 'rx="12"') +
      rect(x + bedW / 2 + 12, floorY - 95, bedW / 2 - 30, 36, '#f3f1ec', 'rx="12"');
  }
  const nx = beds === 2 ? 280 : 470;
  body +=
    rect(nx, floorY - 60, 50, 60, p.wood) +
    rect(nx + 18, floorY - 100, 14, 40, '#d9cbb0') +
    `<circle cx="${nx + 25}" cy="${floorY - 110}" r="70" fill="url(#lamp)"/>` +
    rect(nx + 5, floorY - 118, 40, 22, '#f7eed8', 'rx="4"');
  if (beds !== 2)
    body += rect(40, floorY - 120, 80, 120, p.wood) + rect(48, floorY - 110, 64, 40, '#2b2f36');
  body += rect(620, floorY - 40, 120, 50, '#ffffff', 'opacity="0.15"');
  if (rng.chance(0.5))
    body += `<g opacity="0.9">${rect(300, 90, 140, 90, p.accent, 'rx="4"')}${rect(310, 100, 120, 70, p.skyBottom)}</g>`;
  if (accessible) {
    // The accessible suites show their grab bar and the access sign by the door.
    body +=
      rect(470, floorY - 150, 60, 8, '#b0b7c0', 'rx="4"') +
      rect(20, 40, 44, 44, '#1d5fb4', 'rx="6"');
    body += `<circle cx="44" cy="52" r="4" fill="#fff"/><path d="M40 58 v10 h10 l4 8 M36 66 a10 10 0 1 0 14 8" stroke="#fff" stroke-width="3" fill="none"/>`;
  }
  return svg(body, name);
}

function kitchen(p: Palette, _rng: Random, name: string): string {
  const counterY = HEIGHT * 0.58;
  let body =
    defs(p) +
    rect(0, 0, WIDTH, HEIGHT, p.wall) +
    rect(0, HEIGHT * 0.86, WIDTH, HEIGHT * 0.14, p.floor);
  for (let i = 0; i < 5; i++)
    body +=
      rect(60 + i * 110, 60, 100, 130, p.wood, 'rx="4"') +
      `<circle cx="${150 + i * 110}" cy="170" r="4" fill="#ddd"/>`;
  body +=
    rect(40, counterY, 560, 18, '#e9e5dc') +
    rect(40, counterY + 18, 560, HEIGHT * 0.86 - counterY - 18, p.wood);
  for (let i = 0; i < 5; i++)
    body += rect(
      52 + i * 110,
      counterY + 34,
      96,
      140,
      p.wood,
      'stroke="#00000022" stroke-width="2"',
    );
  body +=
    rect(250, counterY - 8, 140, 8, '#2b2f36') +
    `<circle cx="285" cy="${counterY - 4}" r="18" fill="none" stroke="#555" stroke-width="3"/><circle cx="355" cy="${counterY - 4}" r="18" fill="none" stroke="#555" stroke-width="3"/>`;
  body +=
    rect(430, counterY - 70, 120, 70, '#2b2f36', 'rx="6"') +
    rect(440, counterY - 62, 80, 54, '#4b5563', 'rx="4"');
  body +=
    rect(620, 70, 140, HEIGHT * 0.86 - 70, '#d7dadf', 'rx="8"') +
    rect(620, 250, 140, 4, '#9aa0a8') +
    rect(740, 120, 6, 90, '#9aa0a8') +
    rect(740, 280, 6, 90, '#9aa0a8');
  body += rect(110, counterY - 40, 60, 40, p.accent, 'rx="10"');
  return svg(body, name);
}

function lobby(p: Palette, rng: Random, name: string): string {
  const floorY = HEIGHT * 0.7;
  let body =
    defs(p) + rect(0, 0, WIDTH, floorY, p.wall) + rect(0, floorY, WIDTH, HEIGHT - floorY, p.floor);
  body +=
    rect(0, 0, WIDTH, 40, p.facadeShade) +
    rect(240, 90, 320, 70, p.accent) +
    `<text x="400" y="135" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" letter-spacing="4">WELCOME</text>`;
  body +=
    rect(200, floorY - 110, 400, 110, p.wood, 'rx="6"') +
    rect(190, floorY - 120, 420, 14, '#efe9df', 'rx="4"');
  for (const x of [120, 680])
    body +=
      `<circle cx="${x}" cy="${floorY - 150}" r="90" fill="url(#lamp)"/>` +
      rect(x - 3, floorY - 150, 6, 150, '#333') +
      rect(x - 22, floorY - 180, 44, 34, '#f7eed8', 'rx="6"');
  body +=
    rect(40, floorY - 70, 40, 70, '#6b4f36') +
    `<circle cx="60" cy="${floorY - 100}" r="${rng.int(36, 46)}" fill="#3d7a44"/>`;
  body += `<ellipse cx="400" cy="${floorY + 80}" rx="260" ry="30" fill="${p.fabric}" opacity="0.5"/>`;
  return svg(body, name);
}

function fitness(p: Palette, _rng: Random, name: string): string {
  const floorY = HEIGHT * 0.72;
  let body =
    defs(p) +
    rect(0, 0, WIDTH, floorY, p.wall) +
    rect(0, floorY, WIDTH, HEIGHT - floorY, '#3a3f47') +
    rect(40, 60, 720, 200, '#cfd8e3', 'opacity="0.6"');
  for (const x of [120, 360])
    body +=
      rect(x, floorY - 30, 180, 30, '#1f2937', 'rx="6"') +
      rect(x + 150, floorY - 150, 12, 130, '#4b5563') +
      rect(x + 120, floorY - 170, 70, 34, '#111827', 'rx="4"') +
      rect(x + 128, floorY - 164, 54, 22, p.accent);
  body +=
    rect(600, floorY - 90, 140, 12, '#9ca3af') +
    `<circle cx="610" cy="${floorY - 84}" r="26" fill="#111827"/><circle cx="730" cy="${floorY - 84}" r="26" fill="#111827"/>` +
    rect(590, floorY - 60, 160, 60, '#4b5563', 'rx="6"');
  return svg(body, name);
}

function laundry(p: Palette, _rng: Random, name: string): string {
  const floorY = HEIGHT * 0.78;
  let body =
    defs(p) +
    rect(0, 0, WIDTH, floorY, p.wall) +
    rect(0, floorY, WIDTH, HEIGHT - floorY, '#c9c4bb');
  for (let i = 0; i < 4; i++) {
    const x = 90 + i * 160;
    body +=
      rect(x, floorY - 190, 140, 190, '#f4f5f7', 'rx="8" stroke="#cbd0d6" stroke-width="3"') +
      rect(x, floorY - 190, 140, 34, '#e1e5ea', 'rx="8"');
    body += `<circle cx="${x + 70}" cy="${floorY - 90}" r="46" fill="#cfd8e3" stroke="#9aa3ad" stroke-width="6"/><circle cx="${x + 70}" cy="${floorY - 90}" r="30" fill="${p.fabric}" opacity="0.5"/>`;
  }
  body +=
    rect(90, 70, 620, 60, p.accent, 'rx="6"') +
    `<text x="400" y="110" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" letter-spacing="3">GUEST LAUNDRY</text>`;
  return svg(body, name);
}

function pool(p: Palette, rng: Random, name: string): string {
  const horizon = HEIGHT * 0.45;
  let body =
    defs(p) +
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fd0e6"/><stop offset="1" stop-color="#1f8fb3"/></linearGradient></defs>`;
  body +=
    rect(0, 0, WIDTH, horizon, 'url(#sky)') +
    rect(0, horizon, WIDTH, HEIGHT - horizon, '#e8dcc6') +
    rect(80, horizon + 60, 640, 180, 'url(#water)', 'rx="16"');
  for (let i = 0; i < 6; i++)
    body += `<path d="M${110 + i * 100} ${horizon + 120 + (i % 2) * 40} q20 -8 40 0 t40 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>`;
  for (const x of [120, 300, 480]) body += rect(x, horizon + 20, 120, 22, p.fabric, 'rx="6"');
  body += tree(40, horizon + 10, 130, rng) + tree(760, horizon + 10, 140, rng);
  return svg(body, name);
}

const SCENES: Record<string, (p: Palette, rng: Random, name: string) => string> = {
  exterior,
  lobby,
  kitchen,
  fitness,
  laundry,
  pool,
};

/** The image at hotels/{hotelId}/{position}-{kind}[-{roomType}].svg. */
export function hotelImage(hotelId: string, file: string, altText: string): string | undefined {
  const match = /^\d+-([a-z]+)(?:-([a-z]+))?\.svg$/.exec(file);
  if (!match) return undefined;
  const [, kind, roomType] = match;
  const palette = paletteFor(hotelId);
  const rng = randomFor(`${hotelId}/${file}`);
  if (kind === 'room')
    return room(palette, rng, altText, roomType === 'qq' ? 2 : 1, roomType?.endsWith('a') ?? false);
  const scene = SCENES[kind as string];
  return scene ? scene(palette, rng, altText) : undefined;
}
