import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.server.ts';

describe('sanitizeRichText', () => {
  it('cleans a text the same way every time it comes again', () => {
    const text =
      '<p>Stay <strong>safe</strong><script>alert(1)</script></p><a href="javascript:x()">x</a>';
    const first = sanitizeRichText(text);
    expect(first).toBe('<p>Stay <strong>safe</strong></p><a>x</a>');
    expect(sanitizeRichText(text)).toBe(first);
  });

  it('gives each of many texts its own clean text, before and after the oldest are forgotten', () => {
    const texts = Array.from(
      { length: 250 },
      (_, index) => `<p>Notice ${index}<img src=x onerror=alert(${index})></p>`,
    );
    for (const round of [1, 2])
      texts.forEach((text, index) =>
        expect(sanitizeRichText(text), `round ${round}, text ${index}`).toBe(
          `<p>Notice ${index}<img src="x" /></p>`,
        ),
      );
  });

  it('cleans a long text too', () => {
    const long = `<p>${'a'.repeat(70 * 1024)}</p><script>x()</script>`;
    expect(sanitizeRichText(long)).toBe(`<p>${'a'.repeat(70 * 1024)}</p>`);
    expect(sanitizeRichText(long)).toBe(`<p>${'a'.repeat(70 * 1024)}</p>`);
  });
});
