// Stores an accepted form and mails a notification to the brand's inbox (issue 7: "Submissions are
// stored by the platform and a notification mail goes to the outbox").
import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../context.ts';

export type FormName = 'feedback' | 'groups' | 'majorAccountsExtended';

/** Where each form's notifications go. */
export const formInboxes: Record<FormName, string> = {
  feedback: 'guest.services@longstay.test',
  groups: 'group.sales@longstay.test',
  majorAccountsExtended: 'major.accounts@longstay.test',
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
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  await platform.mailer.send({
    to: formInboxes[form],
    kind: 'form',
    subject: `${titles[form]} from ${who || 'a guest'}${fields.companyName ? ` (${fields.companyName})` : ''}`,
    text: `A new ${titles[form].toLowerCase()} was submitted on the Longstay website.\n\nSubmission ${submissionId}\n\n${lines.join('\n')}\n`,
  });
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
