import { describe, expect, it } from 'vitest';
import { HTML_LIMIT_BYTES } from '../mail/mail-brand.ts';
import { texasStay } from '../mail/mail-fixtures.ts';
import { priceDropMail } from './price-drop-mail.ts';

describe('the price-drop mail', () => {
  it('says what the stay cost, what it costs now and the saving, in both parts, with one button', async () => {
    const view = texasStay({ total: 2164.5 });
    const mail = await priceDropMail(view, 194805, 'https://longstay.test');
    expect(mail.kind).toBe('price-drop');
    expect(mail.subject).toBe('Your stay 4821937750 now costs $216.45 less');
    for (const fact of ['$2,164.50, taxes included', '$1,948.05, taxes included', '$216.45'])
      expect(mail.text).toContain(fact);
    const link = 'https://longstay.test/reservation/?confirmation=4821937750&lastname=';
    expect(mail.text).toContain(`Apply the lower price: ${link}`);
    const html = mail.html!;
    expect(html).toContain('$1,948.05, taxes included');
    expect(html).toContain('Apply the lower price');
    expect(html.replace(/&amp;/g, '&')).toContain(link);
    // The hotel's name is escaped, as every personal value.
    expect(html).not.toContain('<Downtown>');
    expect(html).toContain('&lt;Downtown&gt;');
    expect(Buffer.byteLength(html)).toBeLessThan(HTML_LIMIT_BYTES);
  });
});
