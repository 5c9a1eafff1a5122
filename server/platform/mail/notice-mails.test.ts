import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colors, colorTokens, HTML_LIMIT_BYTES } from './mail-brand.ts';
import {
  contactAcknowledgementMail,
  emailChangedMail,
  inquiryReceiptMail,
  newsletterOptInMail,
  passwordChangedMail,
  resetMail,
  verificationMail,
} from './notice-mails.ts';

const siteUrl = 'https://longstay.test';
const evil = '<script>alert(1)</script>';
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

const kinds = {
  verify: () =>
    verificationMail({
      siteUrl,
      givenName: evil,
      url: `${siteUrl}/verify-email?t=1`,
      changed: false,
    }),
  reset: () => resetMail({ siteUrl, givenName: evil, url: `${siteUrl}/reset-password?t=2` }),
  emailChanged: () =>
    emailChangedMail({ siteUrl, name: evil, masked: 'a***@example.com', when: 'Sun, 29 Nov 2026' }),
  passwordChanged: () => passwordChangedMail({ siteUrl, name: evil, when: 'Sun, 29 Nov 2026' }),
  newsletter: () =>
    newsletterOptInMail({
      siteUrl,
      confirmUrl: `${siteUrl}/newsletter/confirm?token=c`,
      unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=u`,
      oneClickUrl: `${siteUrl}/api/v1/emailer/newsletter/unsubscribe?token=u`,
    }),
  inquiry: () =>
    inquiryReceiptMail({
      siteUrl,
      subject: 'Guest feedback from Ada',
      title: 'Guest feedback',
      submissionId: 'sub-1',
      fields: { firstName: evil, details: 'Two lines\nof text' },
    }),
  contact: () =>
    contactAcknowledgementMail({
      siteUrl,
      givenName: evil,
      topic: 'your stay with us',
      submissionId: 'sub-1',
      details: evil,
    }),
};

describe('every notice mail', () => {
  it.each(Object.entries(kinds))(
    '%s: layout, escaped values, absolute links, size',
    async (_, make) => {
      const mail = await make();
      const html = mail.html!;
      expect(Buffer.byteLength(html)).toBeLessThan(HTML_LIMIT_BYTES);
      expect(html).not.toContain('<script>');
      if (mail.text.includes(evil)) expect(html).toContain('&lt;script&gt;');
      // The layout: the brand's bar, its address and help links in the footer.
      expect(html).toContain(`background-color:${colors.brand700}`);
      expect(html).toContain('Longstay Hotels, 1100 Harbor Point Drive, Charlotte, NC 28202');
      expect(hrefs(html)).toContain(`${siteUrl}/company/contact`);
      for (const href of hrefs(html)) expect(href.startsWith(`${siteUrl}/`)).toBe(true);
      // The link each mail is for is written out in the text part too.
      for (const href of hrefs(html).filter((h) => /token|\?t=/.test(h)))
        expect(mail.text).toContain(href);
    },
  );

  it('only the newsletter mail is marketing: List-Unsubscribe, one-click POST, footer link', async () => {
    const mail = await kinds.newsletter();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${siteUrl}/api/v1/emailer/newsletter/unsubscribe?token=u>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(hrefs(mail.html!)).toContain(`${siteUrl}/newsletter/unsubscribe?token=u`);
    expect((await kinds.verify()).headers).toBeUndefined();
    expect((await kinds.verify()).html).not.toContain('Unsubscribe');
  });

  it('the contact acknowledgement quotes the message and gives the reference', async () => {
    const mail = await kinds.contact();
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Reference: sub-1');
    expect(mail.text).toContain(`Your message:\n\n${evil}`);
    expect(mail.text).toContain(`${siteUrl}/find-reservation`);
  });
});

describe('the brand colours', () => {
  it('repeat the design tokens exactly', () => {
    const css = readFileSync(new URL('../../../shared/styles/tokens.css', import.meta.url), 'utf8');
    for (const [key, token] of Object.entries(colorTokens)) {
      const value = new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
      expect(value?.toLowerCase(), token).toBe(colors[key as keyof typeof colors]);
    }
  });
});
