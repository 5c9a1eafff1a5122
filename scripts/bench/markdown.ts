// Markdown for the benchmark's reports: tables and the number formats they use, and the generated
// sections of docs/performance.md, each kept between markers so the written analysis around it
// stays.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './children.ts';

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const fixed = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

/** "lowest–highest" of a page's runs. */
export function range(values: number[], format: (value: number) => string): string {
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
}

export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * Puts `text` between the markers `start` and `end` of docs/performance.md, replacing what stood
 * there; without the markers, `withoutMarkers` makes the file from its current text.
 */
export function writePerformanceSection(
  markers: { start: string; end: string },
  text: string,
  withoutMarkers: (current: string, generated: string) => string,
): void {
  const file = path.join(ROOT, 'docs/performance.md');
  const generated = `${markers.start}\n${text}\n${markers.end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(markers.start);
  const end = current.indexOf(markers.end);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? current.slice(0, start) + generated + current.slice(end + markers.end.length)
      : withoutMarkers(current, generated),
  );
}
