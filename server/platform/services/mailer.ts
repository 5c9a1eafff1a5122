// Every mail goes to the `mail_outbox` table (the dev mailbox and tests read it there). With
// SMTP_URL set it is queued there ('pending') and the mail dispatcher sends it
// (mail-dispatcher.ts); without, it is only kept ('held'). Sending never throws: a booking or a
// sign-up must not fail because a mail server or the outbox is down. Every mail first spends its
// recipient's mail budget (mail-budget.ts); over it, the mail is kept as 'suppressed', unsent.
import { randomBytes } from 'node:crypto';
import type { Mail, Mailer, PlatformContext } from '../context.ts';
import type { MailDispatcher } from './mail-dispatcher.ts';
import { spendMailBudget } from './mail-budget.ts';

let sequence = 0;

// Time first, then a per-process sequence: newest-first listing stays in order within a millisecond.
function mailId(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.getTime().toString(36).padStart(9, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
}

export function createMailer(
  platform: Pick<PlatformContext, 'db' | 'dialect' | 'config' | 'log' | 'now'>,
  dispatcher?: MailDispatcher,
): Mailer {
  const { db, log } = platform;
  return {
    async send(mail: Mail) {
      const now = platform.now().toISOString();
      const to = mail.to.toLowerCase();
      let queued = Boolean(dispatcher);
      try {
        const within = await spendMailBudget(platform, mail.kind, to);
        if (!within) {
          queued = false;
          log.info({ kind: mail.kind }, "mail suppressed: the recipient's mail budget is used up");
        }
        await db
          .insertInto('mail_outbox')
          .values({
            mail_id: mailId(platform.now()),
            to_address: to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            kind: mail.kind,
            created_at: now,
            sent_at: null,
            status: within ? (dispatcher ? 'pending' : 'held') : 'suppressed',
            attempts: 0,
            next_attempt_at: queued ? now : null,
            claimed_until: null,
            last_error: null,
            headers: mail.headers ? JSON.stringify(mail.headers) : null,
            attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
          })
          .execute();
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, 'mail could not be written to the outbox');
        return;
      }
      if (queued) dispatcher?.wake();
    },
  };
}
