import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepWords, keepWordsInHtml } from './keep-words.tsx';

describe('keep words', () => {
  it('wraps every "e-mail" of a text in a span that does not wrap, the text unchanged', () => {
    const html = renderToStaticMarkup(
      <p>
        <KeepWords>
          {'Check your E-mail: we sent an e-mail to '}
          <strong>you</strong>
        </KeepWords>
      </p>,
    );
    expect(html).toBe(
      '<p>Check your <span class="nowrap">E-mail</span>: we sent an <span class="nowrap">e-mail</span> to <strong>you</strong></p>',
    );
  });

  it('leaves text without the word alone', () => {
    expect(renderToStaticMarkup(<KeepWords>Email address</KeepWords>)).toBe('Email address');
  });

  it('keeps the word in an HTML text, never in its tags', () => {
    expect(keepWordsInHtml('<a href="/e-mail">your e-mail</a>')).toBe(
      '<a href="/e-mail">your <span class="nowrap">e-mail</span></a>',
    );
  });
});
