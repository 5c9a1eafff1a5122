import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { reservationMail } from './reservations-mail.ts';
import { newsletterOptInMail } from '../mail/notice-mails.ts';
import { extras, texasStay, urls } from '../mail/mail-fixtures.ts';
import { outgoingMessage, visibleHeaders } from './mail-message.ts';

const config = { siteDomain: 'longstay.test', mailFrom: 'Longstay <reservations@longstay.test>' };
const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** An outbox row as mailer.ts writes it. */
async function row(mail: Awaited<ReturnType<typeof reservationMail>>) {
  return {
    mail_id: 'mbk1-000001-abcdef',
    to_address: 'ada@example.com',
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    created_at: '2026-03-02T15:00:00.000Z',
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
  };
}

async function raw(mail: Awaited<ReturnType<typeof reservationMail>>): Promise<string> {
  const info = await transport.sendMail(outgoingMessage(await row(mail), config));
  // Long headers are folded (RFC 5322 §2.2.3); unfolded, each is one line again.
  return (info.message as Buffer).toString('utf8').replace(/\n[ \t]+/g, ' ');
}

describe('the message that leaves the outbox', () => {
  it('booking: the stable Message-ID, the Date it was written, HTML, text and the .ics', async () => {
    const message = await raw(await reservationMail(texasStay(), 'booking', urls, extras));
    expect(message).toMatch(/^Message-ID: <mbk1-000001-abcdef@longstay\.test>$/m);
    expect(message).toMatch(/^Date: Mon, 02 Mar 2026 15:00:00 \+0000$/m);
    expect(message).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(message).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(message).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;/m);
    expect(message).toMatch(/filename=longstay-4821937750\.ics/);
    expect(message).not.toMatch(/^List-Unsubscribe/m);
  });

  it('newsletter: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const mail = await newsletterOptInMail({
      siteUrl: urls.siteUrl,
      confirmUrl: `${urls.siteUrl}/newsletter/confirm?token=c`,
      unsubscribeUrl: `${urls.siteUrl}/newsletter/unsubscribe?token=u`,
      oneClickUrl: `${urls.siteUrl}/api/v1/emailer/newsletter/unsubscribe?token=u`,
    });
    const message = await raw(mail);
    expect(message).toMatch(
      /^List-Unsubscribe: <https:\/\/longstay\.test\/api\/v1\/emailer\/newsletter\/unsubscribe\?token=u>$/m,
    );
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const shown = visibleHeaders(await row(mail), config);
    expect(shown).toContainEqual(['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click']);
    expect(shown).toContainEqual(['Message-ID', '<mbk1-000001-abcdef@longstay.test>']);
  });
});
