// Every mail goes to the `mail_outbox` table (the dev mailbox and tests read it there); with
// SMTP_URL set it is also sent through nodemailer and `sent_at` recorded. Sending never throws:
// a booking or a sign-up must not fail because a mail server is down.
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer, PlatformContext } from '../context.ts';

let sequence = 0;

// Time first, then a per-process sequence: newest-first listing stays in order within a millisecond.
function mailId(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.getTime().toString(36).padStart(9, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
}

export function createMailer(platform: Omit<PlatformContext, 'mailer' | 'captcha'>): Mailer {
  const { db, config, log } = platform;
  let transport: Transporter | undefined;
  return {
    async send(mail: Mail) {
      const id = mailId(platform.now());
      try {
        await db
          .insertInto('mail_outbox')
          .values({
            mail_id: id,
            to_address: mail.to.toLowerCase(),
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            kind: mail.kind,
            created_at: platform.now().toISOString(),
            sent_at: null,
          })
          .execute();
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, 'mail could not be written to the outbox');
        return;
      }
      if (!config.smtpUrl) return;
      try {
        transport ??= nodemailer.createTransport(config.smtpUrl);
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: platform.now().toISOString() })
          .where('mail_id', '=', id)
          .execute();
      } catch (error) {
        log.error(
          { err: error, mailId: id, kind: mail.kind },
          'mail could not be sent by SMTP; it stays in the outbox',
        );
      }
    },
  };
}
