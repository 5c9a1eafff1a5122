import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

describe('FAQ accordion (server render)', () => {
  it('starts closed: each toggle titled "Open FAQ", aria-expanded false, controlling its hidden answer', () => {
    const html = renderToString(
      <FaqAccordion
        title="Questions"
        items={[
          { question: 'One?', answerHtml: '<p>First</p>' },
          { question: 'Two?', answerHtml: '<p>Second</p>' },
        ]}
      />,
    );
    const toggles = [...html.matchAll(/<button[^>]*>/g)].map((match) => match[0]);
    expect(toggles).toHaveLength(2);
    for (const toggle of toggles) {
      expect(toggle).toContain('aria-expanded="false"');
      expect(toggle).toContain('title="Open FAQ"');
      const controls = /aria-controls="([^"]+)"/.exec(toggle)![1]!;
      expect(html).toMatch(new RegExp(`<div id="${controls}" class="faq__answer" hidden=""`));
    }
    expect(html).toContain('<h2 id=');
    expect(html).toContain('<p>First</p>');
  });
});
