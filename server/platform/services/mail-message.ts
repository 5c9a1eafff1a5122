// One outbox row as the message that leaves: the same Message-ID and Date on every try (so a mail
// sent twice after a lost lease is one message to the receiving side, and it is dated when the
// guest acted, not when a retry got through), the row's own headers (List-Unsubscribe…) and its
// attachments. The dispatcher sends this; the development mailbox shows its headers.
import type { Selectable } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { MailAttachment, PlatformConfig } from '../context.ts';
import type { MailOutboxTable } from '../db/schema-guests.ts';

type OutboxRow = Pick<
  Selectable<MailOutboxTable>,
  'mail_id' | 'to_address' | 'subject' | 'text' | 'html' | 'created_at' | 'headers' | 'attachments'
>;

const parsed = <T>(json: string | null, fallback: T): T =>
  json ? (JSON.parse(json) as T) : fallback;

export const messageId = (mailId: string, siteDomain: string): string =>
  `<${mailId}@${siteDomain}>`;

export function outgoingMessage(
  row: OutboxRow,
  config: Pick<PlatformConfig, 'siteDomain' | 'mailFrom'>,
): SendMailOptions {
  const attachments = parsed<MailAttachment[]>(row.attachments, []);
  return {
    messageId: messageId(row.mail_id, config.siteDomain),
    date: new Date(row.created_at),
    from: config.mailFrom,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    headers: parsed<Record<string, string>>(row.headers, {}),
    ...(attachments.length
      ? {
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        }
      : {}),
  };
}

/** The headers a mail client shows, in the order it has them: for the development mailbox. */
export function visibleHeaders(
  row: OutboxRow,
  config: Pick<PlatformConfig, 'siteDomain' | 'mailFrom'>,
): Array<[name: string, value: string]> {
  const message = outgoingMessage(row, config);
  return [
    ['From', String(message.from)],
    ['To', row.to_address],
    ['Subject', row.subject],
    ['Date', new Date(row.created_at).toUTCString()],
    ['Message-ID', String(message.messageId)],
    ...Object.entries(parsed<Record<string, string>>(row.headers, {})),
    ...parsed<MailAttachment[]>(row.attachments, []).map((a): [string, string] => [
      'Attachment',
      `${a.filename} (${a.contentType})`,
    ]),
  ];
}
