// The template of the shorter mails (account, newsletter, forms): a heading, a greeting, what
// happened, optional facts as label–value rows, at most one button (its link also written out
// below it, for a client that shows no buttons), and a sign-off.
import { Column, Row, Section, Text } from '@react-email/components';
import { colors } from './mail-brand.ts';
import { ActionButton, Block, Heading, MailLayout, Paragraph, TextLink } from './mail-layout.tsx';

export interface NoticeProps {
  siteUrl: string;
  title: string;
  preview: string;
  heading: string;
  greeting?: string | undefined;
  paragraphs: string[];
  /** The one button; `intro` is the sentence that leads to it. */
  action?: { href: string; label: string; intro?: string } | undefined;
  facts?: Array<[label: string, value: string]> | undefined;
  after?: string[] | undefined;
  signOff: string;
  unsubscribeUrl?: string | undefined;
}

export function NoticeTemplate(props: NoticeProps) {
  const { siteUrl, title, preview, heading, greeting, paragraphs, action, facts, after } = props;
  return (
    <MailLayout
      siteUrl={siteUrl}
      title={title}
      preview={preview}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Block style={{ paddingTop: '8px', paddingBottom: '24px' }}>
        <Heading>{heading}</Heading>
        {greeting ? <Paragraph>{greeting}</Paragraph> : null}
        {paragraphs.map((text) => (
          <Paragraph key={text}>{text}</Paragraph>
        ))}
        {facts?.length ? (
          <Section style={{ margin: '0 0 16px', borderTop: `1px solid ${colors.border}` }}>
            {facts.map(([label, value], index) => (
              <Row key={`${label}-${index}`} style={{ borderBottom: `1px solid ${colors.border}` }}>
                <Column
                  style={{
                    width: '38%',
                    padding: '8px 12px 8px 0',
                    verticalAlign: 'top',
                    fontSize: '14px',
                    lineHeight: '20px',
                    color: colors.textMuted,
                  }}
                >
                  {label}
                </Column>
                <Column
                  style={{
                    padding: '8px 0',
                    verticalAlign: 'top',
                    fontSize: '14px',
                    lineHeight: '20px',
                    color: colors.text,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                  }}
                >
                  {value}
                </Column>
              </Row>
            ))}
          </Section>
        ) : null}
        {action ? (
          <Section style={{ margin: '8px 0 20px' }}>
            {action.intro ? <Paragraph>{action.intro}</Paragraph> : null}
            <ActionButton href={action.href}>{action.label}</ActionButton>
            <Text
              style={{
                margin: '12px 0 0',
                fontSize: '13px',
                lineHeight: '20px',
                color: colors.textMuted,
              }}
            >
              Or open this link: <TextLink href={action.href}>{action.href}</TextLink>
            </Text>
          </Section>
        ) : null}
        {(after ?? []).map((text) => (
          <Paragraph key={text}>{text}</Paragraph>
        ))}
        <Paragraph style={{ margin: 0 }}>{props.signOff}</Paragraph>
      </Block>
    </MailLayout>
  );
}
