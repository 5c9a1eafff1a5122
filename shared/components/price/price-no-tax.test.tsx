// A stay with no tax says so once, in words, where the price block would name its taxes
// (decision 0013; guest walk of a 30-night Texas stay: "Includes $0.00 in taxes" sat beside
// "taxes included").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceBlock } from './price.tsx';

const WORDS = 'No hotel tax: stays of 30+ nights in Texas';
const text = (taxes: number, taxNotes?: string[]) =>
  renderToStaticMarkup(
    <PriceBlock variant="plan" total={1920.42} nights={30} taxes={taxes} taxNotes={taxNotes} />,
  ).replace(/<[^>]+>/g, '');

describe('PriceBlock taxes', () => {
  it('says the exemption in words, not "$0.00 in taxes"', () => {
    const html = text(0, [WORDS]);
    expect(html).not.toContain('$0.00');
    expect(html.split(WORDS)).toHaveLength(2);
  });

  it('says there is no tax when no rule is named', () => {
    expect(text(0)).toContain('No taxes on this stay');
  });

  it('names the taxes of a taxed stay', () => {
    expect(text(46.57)).toContain('Includes $46.57 in taxes');
  });
});
