// One template per kind of the shorter mails: each writes its plain-text part and its HTML (the
// notice template) from the same values.
import { createElement } from 'react';
import type { Mail } from '../context.ts';
import { renderMail } from './mail-render.ts';
import { NoticeTemplate, type NoticeProps } from './notice-template.tsx';

type Rendered = Promise<Omit<Mail, 'to'>>;
const html = (props: NoticeProps) => createElement(NoticeTemplate, props);
const GUEST_SERVICES = 'Longstay Guest Services';

export function verificationMail(v: {
  siteUrl: string;
  givenName: string;
  url: string;
  changed: boolean;
}): Rendered {
  const intro = v.changed
    ? 'This is now the e-mail address of your Longstay account.'
    : 'Welcome to Longstay.';
  const ignore = v.changed
    ? 'If you did not ask for this change, please contact us.'
    : 'If you did not create a Longstay account, you can ignore this message.';
  const subject = 'Confirm your Longstay e-mail address';
  return renderMail({
    kind: 'verify',
    subject,
    text: `Hi ${v.givenName},\n\n${intro} Please confirm your e-mail address by opening this link within 7 days:\n\n${v.url}\n\n${ignore}\n\n${GUEST_SERVICES}`,
    element: html({
      siteUrl: v.siteUrl,
      title: subject,
      preview: 'Confirm your e-mail address within 7 days.',
      heading: 'Confirm your e-mail address',
      greeting: `Hi ${v.givenName},`,
      paragraphs: [`${intro} Please confirm your e-mail address within 7 days.`],
      action: { href: v.url, label: 'Confirm my e-mail address' },
      after: [ignore],
      signOff: GUEST_SERVICES,
    }),
  });
}

export function resetMail(v: { siteUrl: string; givenName: string; url: string }): Rendered {
  const subject = 'Reset your Longstay password';
  const ask =
    'We received a request to reset the password of your Longstay account. Open this link within one hour to choose a new password:';
  const ignore = 'If you did not ask for this, ignore this message: your password stays the same.';
  return renderMail({
    kind: 'reset',
    subject,
    text: `Hi ${v.givenName},\n\n${ask}\n\n${v.url}\n\n${ignore}\n\n${GUEST_SERVICES}`,
    element: html({
      siteUrl: v.siteUrl,
      title: subject,
      preview: 'Choose a new password within one hour.',
      heading: 'Reset your password',
      greeting: `Hi ${v.givenName},`,
      paragraphs: [ask.replace(/ Open this link/, ' Use the button').replace(/:$/, '.')],
      action: { href: v.url, label: 'Reset my password' },
      after: [ignore],
      signOff: GUEST_SERVICES,
    }),
  });
}

export function emailChangedMail(v: {
  siteUrl: string;
  name: string;
  masked: string;
  when: string;
}): Rendered {
  const subject = 'The e-mail address of your Longstay account was changed';
  const contactUrl = `${v.siteUrl}/company/contact`;
  const what = `The e-mail address of your Longstay account was changed to ${v.masked} on ${v.when}. Every other device was signed out, and this address no longer signs in.`;
  return renderMail({
    kind: 'email-changed',
    subject,
    text: `Hi ${v.name},\n\n${what}\n\nIf you did not make this change, contact us right away:\n\n${contactUrl}\n\n${GUEST_SERVICES}`,
    element: html({
      siteUrl: v.siteUrl,
      title: subject,
      preview: `Your account's e-mail address is now ${v.masked}.`,
      heading: 'Your e-mail address was changed',
      greeting: `Hi ${v.name},`,
      paragraphs: [what, 'If you did not make this change, contact us right away.'],
      action: { href: contactUrl, label: 'Contact us' },
      signOff: GUEST_SERVICES,
    }),
  });
}

export function passwordChangedMail(v: { siteUrl: string; name: string; when: string }): Rendered {
  const subject = 'Your Longstay password was changed';
  const resetUrl = `${v.siteUrl}/forgot-password`;
  const what = `The password of your Longstay account was changed on ${v.when}. Every other device was signed out.`;
  return renderMail({
    kind: 'password-changed',
    subject,
    text: `Hi ${v.name},\n\n${what}\n\nIf you did not change it, reset your password now and contact us:\n\n${resetUrl}\n\n${GUEST_SERVICES}`,
    element: html({
      siteUrl: v.siteUrl,
      title: subject,
      preview: 'Your password was changed and other devices were signed out.',
      heading: 'Your password was changed',
      greeting: `Hi ${v.name},`,
      paragraphs: [what, 'If you did not change it, reset your password now and contact us.'],
      action: { href: resetUrl, label: 'Reset my password' },
      signOff: GUEST_SERVICES,
    }),
  });
}

export function newsletterOptInMail(v: {
  siteUrl: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): Rendered {
  const subject = 'Confirm your Longstay newsletter subscription';
  const ignore = 'If you did not sign up, ignore this message: you will not be subscribed.';
  return renderMail({
    kind: 'newsletter',
    subject,
    text: `Hello,\n\nPlease confirm that you want Longstay deals and news at this address by opening this link within 2 days:\n\n${v.confirmUrl}\n\n${ignore}\n\nLongstay\n\nTo never receive Longstay news at this address: ${v.unsubscribeUrl}`,
    element: html({
      siteUrl: v.siteUrl,
      title: subject,
      preview: 'One click and the deals are on their way.',
      heading: 'Confirm your subscription',
      greeting: 'Hello,',
      paragraphs: [
        'Please confirm that you want Longstay deals and news at this address within 2 days.',
      ],
      action: { href: v.confirmUrl, label: 'Confirm my subscription' },
      after: [ignore],
      signOff: 'Longstay',
      unsubscribeUrl: v.unsubscribeUrl,
    }),
    // RFC 2369 and RFC 8058: the mail client's own unsubscribe, one POST, no page to visit.
    headers: {
      'List-Unsubscribe': `<${v.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

export function inquiryReceiptMail(v: {
  siteUrl: string;
  subject: string;
  title: string;
  submissionId: string;
  fields: Record<string, string>;
}): Rendered {
  const lines = Object.entries(v.fields).map(([name, value]) => `${name}: ${value}`);
  const intro = `A new ${v.title.toLowerCase()} was submitted on the Longstay website.`;
  return renderMail({
    kind: 'form',
    subject: v.subject,
    text: `${intro}\n\nSubmission ${v.submissionId}\n\n${lines.join('\n')}\n`,
    element: html({
      siteUrl: v.siteUrl,
      title: v.subject,
      preview: intro,
      heading: v.title,
      paragraphs: [intro],
      facts: [['Submission', v.submissionId], ...Object.entries(v.fields)],
      signOff: 'Longstay website',
    }),
  });
}

export function contactAcknowledgementMail(v: {
  siteUrl: string;
  givenName: string;
  topic: string;
  submissionId: string;
  details: string | undefined;
}): Rendered {
  const subject = 'We received your message';
  const what = `Thank you for contacting Longstay. Guest Services received your message about ${v.topic} and will get back to you.`;
  const quote = v.details ? `Your message:\n\n${v.details}\n\n` : '';
  return renderMail({
    kind: 'contact-ack',
    subject,
    text: `Hi ${v.givenName},\n\n${what}\n\nReference: ${v.submissionId}\n\n${quote}For a reservation, you can see, change or cancel it yourself at any time:\n\n${v.siteUrl}/find-reservation\n\n${GUEST_SERVICES}`,
    element: html({
      siteUrl: v.siteUrl,
      title: subject,
      preview: 'Guest Services received your message.',
      heading: 'We received your message',
      greeting: `Hi ${v.givenName},`,
      paragraphs: [what],
      facts: [
        ['Reference', v.submissionId],
        ...(v.details ? [['Your message', v.details] as [string, string]] : []),
      ],
      action: {
        href: `${v.siteUrl}/find-reservation`,
        label: 'Find my reservation',
        intro: 'For a reservation, you can see, change or cancel it yourself at any time.',
      },
      signOff: GUEST_SERVICES,
    }),
  });
}
