// Small generated images: rating bubbles (0 to 5 in halves, for the review provider's
// rating_image_url), award badges and company wordmarks for corporate logos.
import { hashString } from '../dataset/random.ts';

const ACCENTS = ['#1f5f8b', '#2e7d5b', '#a5472a', '#6a4c93', '#c27c0e', '#285e61'];

function svg(body: string, title: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

const BUBBLE = '#00aa6c';

/** ratings/{0.0..5.0}.svg: five bubbles, filled, half-filled or empty. */
export function ratingImage(file: string): string | undefined {
  const match = /^([0-5])\.(0|5)\.svg$/.exec(file);
  if (!match) return undefined;
  const rating = Number(`${match[1]}.${match[2]}`);
  if (rating > 5) return undefined;
  let body = `<defs><clipPath id="half"><rect x="0" y="0" width="9" height="20"/></clipPath></defs>`;
  for (let i = 0; i < 5; i++) {
    const fill = rating >= i + 1 ? 'full' : rating >= i + 0.5 ? 'half' : 'empty';
    body += `<g transform="translate(${2 + i * 23} 1)"><circle cx="9" cy="9" r="8" fill="none" stroke="${BUBBLE}" stroke-width="2"/>`;
    if (fill === 'full') body += `<circle cx="9" cy="9" r="6" fill="${BUBBLE}"/>`;
    if (fill === 'half')
      body += `<circle cx="9" cy="9" r="6" fill="${BUBBLE}" clip-path="url(#half)"/>`;
    body += '</g>';
  }
  return svg(body, `${rating} of 5 bubbles`, 117, 20);
}

// Best (Hotel of the Year), gold, honor (Ring of Honor), platinum, and the survey-firm award.
const AWARDS: Record<string, { title: string; line: string; ring: string; fill: string }> = {
  best: { title: 'HOTEL OF THE YEAR', line: 'BEST', ring: '#b8860b', fill: '#1f3b63' },
  gold: { title: 'GOLD AWARD', line: 'GOLD', ring: '#d4a017', fill: '#7a5c00' },
  honor: { title: 'RING OF HONOR', line: 'HONOR', ring: '#8a8f98', fill: '#263238' },
  platinum: { title: 'PLATINUM AWARD', line: 'PLATINUM', ring: '#b0bec5', fill: '#37474f' },
  jdpower: { title: 'GUEST SATISFACTION', line: '#1 2025', ring: '#c62828', fill: '#1b1b1b' },
};

/** awards/{key}.svg */
export function awardImage(file: string): string | undefined {
  const award = AWARDS[file.replace(/\.svg$/, '')];
  if (!award || !file.endsWith('.svg')) return undefined;
  const body =
    `<path d="M40 88 L28 118 L48 110 L58 126 L66 94 Z" fill="${award.ring}"/><path d="M80 88 L92 118 L72 110 L62 126 L54 94 Z" fill="${award.ring}"/>` +
    `<circle cx="60" cy="56" r="50" fill="${award.ring}"/><circle cx="60" cy="56" r="42" fill="${award.fill}"/>` +
    `<circle cx="60" cy="56" r="38" fill="none" stroke="${award.ring}" stroke-width="1.5" stroke-dasharray="3 3"/>` +
    `<path d="M60 24 l5 10 11 1.5 -8 7.5 2 11 -10 -5.5 -10 5.5 2 -11 -8 -7.5 11 -1.5z" fill="${award.ring}"/>` +
    `<text x="60" y="74" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${award.line.length > 6 ? 11 : 14}" font-weight="700" fill="#fff">${escapeXml(award.line)}</text>` +
    `<text x="60" y="88" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="6.5" fill="#fff" letter-spacing="0.5">${escapeXml(award.title)}</text>`;
  return svg(body, award.title, 120, 130);
}

/** logos/{slug}.svg: a wordmark in a colour derived from the slug. */
export function logoImage(file: string): string | undefined {
  const match = /^([a-z0-9-]{1,60})\.svg$/.exec(file);
  if (!match) return undefined;
  const slug = match[1] as string;
  const accent = ACCENTS[hashString(`image:${slug}`) % ACCENTS.length] as string;
  const words = slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.toUpperCase());
  const text = words.join(' ');
  const initials = words
    .map((w) => w[0])
    .join('')
    .slice(0, 3);
  const body =
    `<rect x="0" y="0" width="240" height="80" rx="8" fill="#ffffff"/>` +
    `<rect x="8" y="10" width="60" height="60" rx="12" fill="${accent}"/>` +
    `<text x="38" y="49" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(initials)}</text>` +
    `<text x="80" y="47" font-family="Helvetica, Arial, sans-serif" font-size="${text.length > 14 ? 12 : 16}" font-weight="700" fill="#1f2937">${escapeXml(text.slice(0, 24))}</text>`;
  return svg(body, text, 240, 80);
}
