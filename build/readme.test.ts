// The README is read in a fresh clone: everything it points at is in the repository (a
// newcomer has nothing else), and it names the development mailbox page and how to run on another port.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const TOP_LEVEL = /^(?:\.ci|build|client|data|docs|public|scripts|server|shared|test)\//;

describe('README.md', () => {
  it('points at nothing outside the repository', () => {
    expect(readme).not.toMatch(/\.\.\//);
    const named = [...readme.matchAll(/`([^`\s]+)`|\]\(([^)\s]+)\)/g)]
      .map((match) => (match[1] ?? match[2])!)
      .filter((target) => TOP_LEVEL.test(target) || /^[\w.-]+\.md$/.test(target))
      // The SQLite file is created by the first start, not shipped.
      .filter((target) => !target.endsWith('.db'));
    expect(named.length).toBeGreaterThan(10);
    for (const target of named) {
      const file = target.replace(/\*.*$/, '').replace(/\/$/, '');
      expect(existsSync(path.join(root, file)), target).toBe(true);
    }
  });

  it('names the development mailbox page and says how to use another port', () => {
    expect(readme).toContain('/dev/mailbox?to=EMAIL');
    expect(readme).toMatch(/PORT=\d+ npm run start:local/);
  });
});
