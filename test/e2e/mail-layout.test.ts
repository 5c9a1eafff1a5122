// Every kind of mail opened in Chromium as a mail client shows it, at 600 px (a desktop client's
// reading pane) and 375 px (a phone), with pictures loaded from the site's media host and with
// pictures blocked (most clients' default): nothing runs off the side, the facts of the stay are
// on screen in readable type, and the picture loads through the absolute media URL. With
// MAIL_SHOTS=<dir> each view is saved as a PNG to look at. The development mailbox frames the
// HTML as the guest gets it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { hotelExtras } from '#platform/mail/hotel-extras.ts';
import { texasStay, twoRoomStay } from '#platform/mail/mail-fixtures.ts';
import * as notices from '#platform/mail/notice-mails.ts';
import { reservationMail } from '#platform/services/reservations-mail.ts';

const SHOTS = process.env.MAIL_SHOTS;
const cancelled = texasStay({
  status: 'cancelled',
  cancellable: false,
  cancellationReference: 'CX04417782',
});
const changed = texasStay({
  checkOut: '2026-05-06',
  nights: 35,
  total: 2525.25,
  changes: [
    {
      changedAt: '2026-03-03T10:00:00.000Z',
      from: {
        checkIn: '2026-04-01',
        checkOut: '2026-04-26',
        nights: 25,
        roomTypeCode: 'SQ',
        roomName: 'Studio Queen',
        losTier: 'weekly',
        taxes: 265.1,
        total: 2310.1,
      },
      to: {
        checkIn: '2026-04-01',
        checkOut: '2026-05-06',
        nights: 35,
        roomTypeCode: 'SQ',
        roomName: 'Studio Queen',
        losTier: 'monthly',
        taxes: 0,
        total: 2525.25,
      },
      difference: 215.15,
    },
  ],
});

async function allMails(siteUrl: string, db: Parameters<typeof hotelExtras>[0]) {
  const urls = { siteUrl, mediaUrl: `${siteUrl}/media` };
  const extras = await hotelExtras(db, 'TX917');
  const link = `${siteUrl}/verify-email?token=abc`;
  return {
    'booking-30-nights': {
      mail: await reservationMail(texasStay(), 'booking', urls, extras),
      facts: [
        '4821937750',
        '04/01/2026',
        '05/01/2026',
        '$2,164.50',
        '30 nights',
        '(214) 555-0142',
        'Manage reservation',
      ],
    },
    'booking-2-rooms': {
      mail: await reservationMail(twoRoomStay(), 'booking', urls, extras),
      facts: ['7310045528', '06/10/2026', '06/18/2026', '$1,634.73', '$211.37', '2 × Studio Suite'],
    },
    change: {
      mail: await reservationMail(changed, 'change', urls, extras),
      facts: ['05/06/2026', '$2,525.25', '+$215.15, more than before'],
    },
    cancellation: {
      mail: await reservationMail(cancelled, 'cancellation', urls, extras),
      facts: ['CX04417782', 'Nothing is due for this stay.'],
    },
    verification: {
      mail: await notices.verificationMail({
        siteUrl,
        givenName: 'Ada',
        url: link,
        changed: false,
      }),
      facts: ['Confirm my e-mail address'],
    },
    reset: {
      mail: await notices.resetMail({ siteUrl, givenName: 'Ada', url: link }),
      facts: ['Reset my password'],
    },
    'email-changed': {
      mail: await notices.emailChangedMail({
        siteUrl,
        name: 'Ada',
        masked: 'a***@example.com',
        when: 'Sun, 29 Nov 2026 00:00:00 GMT',
      }),
      facts: ['a***@example.com'],
    },
    'password-changed': {
      mail: await notices.passwordChangedMail({
        siteUrl,
        name: 'Ada',
        when: 'Sun, 29 Nov 2026 00:00:00 GMT',
      }),
      facts: ['Your password was changed'],
    },
    newsletter: {
      mail: await notices.newsletterOptInMail({
        siteUrl,
        confirmUrl: `${siteUrl}/newsletter/confirm?token=c`,
        unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=u`,
        oneClickUrl: `${siteUrl}/api/v1/emailer/newsletter/unsubscribe?token=u`,
      }),
      facts: ['Confirm my subscription', 'Unsubscribe'],
    },
    inquiry: {
      mail: await notices.inquiryReceiptMail({
        siteUrl,
        subject: 'Group stay request from Ada Lovelace',
        title: 'Group stay request',
        submissionId: '8c1f3a52-6f0e-4d39-9d7e-1f0b7a9e2c11',
        fields: {
          firstName: 'Ada',
          email: 'a.very.long.address.of.a.group.planner@example-company-name.com',
          details: 'We need 6 rooms for 3 weeks in March.',
        },
      }),
      facts: ['Group stay request', '6 rooms'],
    },
    contact: {
      mail: await notices.contactAcknowledgementMail({
        siteUrl,
        givenName: 'Ada',
        topic: 'your stay with us',
        submissionId: '8c1f3a52-6f0e-4d39-9d7e-1f0b7a9e2c11',
        details: 'The room was lovely.',
      }),
      facts: ['We received your message', '8c1f3a52'],
    },
  };
}

const KINDS = [
  'booking-30-nights',
  'booking-2-rooms',
  'change',
  'cancellation',
  'verification',
  'reset',
  'email-changed',
  'password-changed',
  'newsletter',
  'inquiry',
  'contact',
] as const;

/** One mail at one width: no sideways overflow, each fact on screen in type of 12 px or more. */
async function check(
  browser: Browser,
  name: string,
  html: string,
  facts: string[],
  width: number,
  images: boolean,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (!images) await page.route('**/media/**', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'load' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} at ${width}px runs off the side`).toBeLessThanOrEqual(0);
  for (const fact of facts) {
    const box = await page.evaluate((text) => {
      // The innermost element on screen that shows the text (never the hidden preview line).
      const shown = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (el) =>
          el.checkVisibility() && el.getClientRects().length > 0 && el.innerText.includes(text),
      );
      const inner = shown.find(
        (el) => ![...el.children].some((child) => shown.includes(child as HTMLElement)),
      );
      if (!inner) return null;
      const rect = inner.getBoundingClientRect();
      return {
        left: rect.left,
        right: rect.right,
        size: parseFloat(getComputedStyle(inner).fontSize),
      };
    }, fact);
    expect(box, `${name}: "${fact}" is not in the mail`).not.toBeNull();
    expect(box!.left, `${name}: "${fact}" starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box!.right, `${name}: "${fact}" ends off screen`).toBeLessThanOrEqual(width);
    expect(box!.size, `${name}: "${fact}" is too small to read`).toBeGreaterThanOrEqual(12);
  }
  const pictures = await page.evaluate(() =>
    [...document.images].map((img) => ({
      alt: img.alt,
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  for (const picture of pictures) {
    expect(picture.alt, `${name}: a picture without words`).not.toBe('');
    expect(
      picture.loaded,
      `${name}: the picture ${images ? 'did not load' : 'loaded though blocked'}`,
    ).toBe(images);
  }
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${width}${images ? '' : '-blocked'}.png`),
      fullPage: true,
    });
  }
  await context.close();
}

describeInBrowser('mail as the guest reads it', () => {
  // Rendered once per file (the site's address is known only once it runs), checked a kind a test.
  let rendered: ReturnType<typeof allMails> | undefined;
  it.for(KINDS)(
    '%s at 600 and 375 px, with pictures and without',
    async (name, { browser, site }) => {
      rendered ??= allMails(site.url, site.platform.store.db);
      const { mail, facts } = (await rendered)[name];
      for (const width of [600, 375])
        for (const images of [true, false])
          await check(browser, name, mail.html!, facts, width, images);
    },
  );

  it('the development mailbox frames the HTML part beside its headers and text', async ({
    open,
    site,
  }) => {
    const email = 'mailbox.reader@example.com';
    const db = site.platform.store.db;
    const mail = await notices.resetMail({
      siteUrl: site.url,
      givenName: 'Ada',
      url: `${site.url}/reset-password?token=x`,
    });
    await db
      .insertInto('mail_outbox')
      .values({
        mail_id: 'mbox-000001-aaaaaa',
        to_address: email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html!,
        kind: mail.kind,
        created_at: new Date().toISOString(),
        sent_at: null,
        status: 'held',
        attempts: 0,
        next_attempt_at: null,
        claimed_until: null,
        last_error: null,
        headers: null,
        attachments: null,
      })
      .execute();
    const { page, errors } = await open();
    await visit(page, `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const frame = page.frameLocator('iframe[data-mail-html]');
    await expect.poll(() => frame.getByText('Reset your password').first().isVisible()).toBe(true);
    // The mail's own inline styles apply inside the frame: the brand's bar is navy.
    const bar = await frame
      .locator('td[style*="background-color:#0e4a6e"], table[style*="background-color:#0e4a6e"]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bar).toBe('rgb(14, 74, 110)');
    expect(await page.locator('iframe[data-mail-html]').getAttribute('sandbox')).not.toContain(
      'allow-scripts',
    );
    expect(await page.locator('.mailbox__headers').innerText()).toContain('Message-ID');
    expect(await page.locator('.mailbox__text pre').innerText()).toContain(
      'reset-password?token=x',
    );
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'dev-mailbox.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
