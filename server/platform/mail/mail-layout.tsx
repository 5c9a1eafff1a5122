// The one layout of every mail: the brand's bar with its wordmark, the content on white, and a
// footer with the brand's address, help links and, on marketing mail, the unsubscribe link.
// Tables and inline styles throughout (React Email's components), 600 px wide at most and fluid
// below, system fonts, and no image the mail needs in order to be read.
import type { CSSProperties, ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { BRAND_NAME, BRAND_POSTAL_ADDRESS, colors, fonts, helpLinks } from './mail-brand.ts';

export interface LayoutProps {
  siteUrl: string;
  /** The line inboxes show after the subject. */
  preview: string;
  title: string;
  /** Marketing mail: the footer's unsubscribe link (the same as its List-Unsubscribe). */
  unsubscribeUrl?: string | undefined;
  children: ReactNode;
}

const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '24px',
  color: colors.text,
};

export function MailLayout({ siteUrl, preview, title, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          padding: '16px 0',
          backgroundColor: colors.surfaceAlt,
          fontFamily: fonts.sans,
        }}
      >
        <Container style={{ width: '100%', maxWidth: '600px', backgroundColor: colors.surface }}>
          <Section style={{ backgroundColor: colors.brand700, padding: '18px 24px' }}>
            <Link href={`${siteUrl}/`} style={{ textDecoration: 'none' }}>
              <span
                style={{
                  fontFamily: fonts.serif,
                  fontSize: '26px',
                  fontWeight: 700,
                  color: colors.textInverse,
                  letterSpacing: '0.5px',
                }}
              >
                {BRAND_NAME}
              </span>
              <span
                style={{
                  display: 'block',
                  width: '44px',
                  height: '4px',
                  marginTop: '6px',
                  backgroundColor: colors.accent500,
                  fontSize: '1px',
                  lineHeight: '4px',
                }}
              >
                &nbsp;
              </span>
            </Link>
          </Section>
          {children}
          <Section
            style={{
              backgroundColor: colors.brand900,
              padding: '20px 24px',
              color: colors.textInverseMuted,
            }}
          >
            <Text
              style={{
                margin: '0 0 8px',
                fontSize: '14px',
                lineHeight: '22px',
                color: colors.textInverseMuted,
              }}
            >
              {helpLinks.map((link, index) => (
                <span key={link.path}>
                  {index ? ' · ' : ''}
                  <Link
                    href={`${siteUrl}${link.path}`}
                    style={{ color: colors.textInverse, textDecoration: 'underline' }}
                  >
                    {link.label}
                  </Link>
                </span>
              ))}
            </Text>
            {unsubscribeUrl ? (
              <Text
                style={{
                  margin: '0 0 8px',
                  fontSize: '13px',
                  lineHeight: '20px',
                  color: colors.textInverseMuted,
                }}
              >
                You receive this because this address signed up for Longstay news.{' '}
                <Link
                  href={unsubscribeUrl}
                  style={{ color: colors.textInverse, textDecoration: 'underline' }}
                >
                  Unsubscribe
                </Link>
              </Text>
            ) : null}
            <Text
              style={{
                margin: 0,
                fontSize: '13px',
                lineHeight: '20px',
                color: colors.textInverseMuted,
              }}
            >
              {BRAND_POSTAL_ADDRESS}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A block of content with the layout's side padding. */
export function Block({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Section style={{ padding: '0 24px', ...style }}>{children}</Section>;
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraph, ...style }}>{children}</Text>;
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        margin: '24px 0 12px',
        fontFamily: fonts.serif,
        fontSize: '24px',
        lineHeight: '30px',
        fontWeight: 700,
        color: colors.brand900,
      }}
    >
      {children}
    </Text>
  );
}

/** The call to action: the site's amber button with navy text (8.0:1). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: colors.accent500,
        color: colors.brand900,
        fontSize: '16px',
        fontWeight: 700,
        lineHeight: '20px',
        padding: '14px 24px',
        borderRadius: '6px',
        textDecoration: 'none',
        textAlign: 'center',
      }}
    >
      {children}
    </Button>
  );
}

/** A link for the address the mail also prints beside it, so the mail reads without clicking. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      style={{ color: colors.brand500, textDecoration: 'underline', wordBreak: 'break-word' }}
    >
      {children}
    </Link>
  );
}
