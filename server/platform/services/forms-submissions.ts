// Stores an accepted form and mails a notification to the brand's inbox ("Submissions are
// stored by the platform and a notification mail goes to the outbox").
import { randomUUID } from 'node:crypto';
import { isStandardEmail } from '#shared/validation/patterns.ts';
import type { PlatformContext } from '../context.ts';
import { contactAcknowledgementMail, inquiryReceiptMail } from '../mail/notice-mails.ts';

export type FormName = 'feedback' | 'groups' | 'majorAccountsExtended';

/** Where each form's notifications go. */
export const formInboxes: Record<FormName, string> = {
  feedback: 'guest.services@longstay.test',
  groups: 'group.sales@longstay.test',
  majorAccountsExtended: 'major.accounts@longstay.test',
};

/** What the guest wrote about, in the acknowledgement's words. */
const topics: Record<Exclude<FormName, 'majorAccountsExtended'>, string> = {
  feedback: 'your stay with us',
  groups: 'a group stay',
};

const titles: Record<FormName, string> = {
  feedback: 'Guest feedback',
  groups: 'Group stay request',
  majorAccountsExtended: 'Major accounts inquiry',
};

export async function storeSubmission(
  platform: PlatformContext,
  form: FormName,
  fields: Record<string, string>,
): Promise<string> {
  const submissionId = randomUUID();
  await platform.db
    .insertInto('form_submissions')
    .values({
      submission_id: submissionId,
      form,
      fields: JSON.stringify(fields),
      created_at: platform.now().toISOString(),
    })
    .execute();
  const who = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  const site = platform.config.siteUrl;
  await platform.mailer.send({
    to: formInboxes[form],
    ...(await inquiryReceiptMail({
      siteUrl: site,
      subject: `${titles[form]} from ${who || 'a guest'}${fields.companyName ? ` (${fields.companyName})` : ''}`,
      title: titles[form],
      submissionId,
      fields,
    })),
  });
  // The contact form answers the guest too, so they know it arrived and what to quote.
  if (form !== 'majorAccountsExtended' && fields.email && isStandardEmail(fields.email)) {
    await platform.mailer.send({
      to: fields.email,
      ...(await contactAcknowledgementMail({
        siteUrl: site,
        givenName: fields.firstName || 'there',
        topic: topics[form],
        submissionId,
        details: fields.details,
      })),
    });
  }
  return submissionId;
}

/** The submitted fields worth keeping: trimmed, non-empty strings, never the captcha payload. */
export function keptFields(body: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'captcha' || typeof value !== 'string' || !value.trim()) continue;
    kept[name] = value.trim();
  }
  return kept;
}
