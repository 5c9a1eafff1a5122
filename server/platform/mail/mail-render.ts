// A template's React element to the HTML part (React Email's render, which escapes every value
// as React does), beside the plain-text part the template writes from the same data.
import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import type { Mail } from '../context.ts';
import { HTML_LIMIT_BYTES } from './mail-brand.ts';

export interface MailParts {
  kind: string;
  subject: string;
  element: ReactElement;
  text: string;
  headers?: Record<string, string>;
  attachments?: Mail['attachments'];
}

export async function renderMail(parts: MailParts): Promise<Omit<Mail, 'to'>> {
  const html = await render(parts.element);
  return {
    kind: parts.kind,
    subject: parts.subject,
    text: parts.text,
    // A part Gmail would clip goes out as text only: the text part says all the HTML says.
    ...(Buffer.byteLength(html) <= HTML_LIMIT_BYTES ? { html } : {}),
    ...(parts.headers ? { headers: parts.headers } : {}),
    ...(parts.attachments?.length ? { attachments: parts.attachments } : {}),
  };
}
