// WCAG 2.2 AA for the design tokens: every declared text pair reaches 4.5:1 and
// every non-text pair (borders of controls, focus rings, status icons) 3:1, computed from the hex
// values in shared/styles/tokens.css, so changing a colour there is checked here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../shared/styles/tokens.css', import.meta.url), 'utf8');
const tokens = new Map(
  [...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]),
);

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** [foreground, background]: text of the components on the surfaces they sit on. */
const textPairs: Array<[string, string]> = [
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-alt'],
  ['color-text', 'color-brand-100'],
  ['color-text', 'color-accent-100'],
  ['color-text-muted', 'color-surface'],
  ['color-text-muted', 'color-surface-alt'],
  ['color-brand-500', 'color-surface'],
  ['color-brand-700', 'color-surface'],
  ['color-brand-900', 'color-accent-500'],
  ['color-brand-900', 'color-accent-600'],
  ['color-brand-900', 'color-brand-100'],
  ['color-text-inverse', 'color-brand-500'],
  ['color-text-inverse', 'color-brand-700'],
  ['color-text-inverse', 'color-brand-900'],
  ['color-text-inverse-muted', 'color-brand-700'],
  ['color-text-inverse-muted', 'color-brand-900'],
  ['color-text-disabled', 'color-surface-disabled'],
  ['color-error', 'color-surface'],
  ['color-error', 'color-error-bg'],
  ['color-text-inverse', 'color-error'],
  ['color-success', 'color-surface'],
  ['color-success', 'color-success-bg'],
  ['color-info', 'color-info-bg'],
  ['color-warning-text', 'color-warning-bg'],
  ['color-rating', 'color-surface'],
];

/** Boundaries and indicators that must be seen (WCAG 1.4.11, 2.4.13 focus appearance). */
const nonTextPairs: Array<[string, string]> = [
  ['color-border-strong', 'color-surface'],
  ['color-border-strong', 'color-surface-alt'],
  ['color-focus', 'color-surface'],
  ['color-focus', 'color-surface-alt'],
  ['color-focus-inverse', 'color-brand-700'],
  ['color-focus-inverse', 'color-brand-900'],
  ['color-error', 'color-error-bg'],
  ['color-success', 'color-success-bg'],
  ['color-info', 'color-info-bg'],
  ['color-brand-700', 'color-surface'],
];

const value = (name: string): string => {
  const hex = tokens.get(name);
  if (!hex) throw new Error(`--${name} is not a hex colour in tokens.css`);
  return hex;
};

describe('design tokens meet WCAG 2.2 AA', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it.each(textPairs)('text --%s on --%s reaches 4.5:1', (fg, bg) => {
    expect(contrast(value(fg), value(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('non-text --%s on --%s reaches 3:1', (fg, bg) => {
    expect(contrast(value(fg), value(bg))).toBeGreaterThanOrEqual(3);
  });
});
