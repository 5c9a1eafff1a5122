// The booking, change and cancellation mail, laid out as the big hotel brands lay theirs: the
// hotel's picture and name first, the dates in large type, the total, one button, then how to
// get there and how to call. Everything the picture shows is also said in words.
import type { CSSProperties, ReactNode } from 'react';
import { Column, Img, Row, Section, Text } from '@react-email/components';
import { colors, fonts } from './mail-brand.ts';
import { ActionButton, Block, MailLayout, Paragraph, TextLink } from './mail-layout.tsx';
import type { ReservationFacts, StayDay } from './reservation-facts.ts';

const label: CSSProperties = {
  margin: 0,
  fontSize: '12px',
  lineHeight: '16px',
  fontWeight: 700,
  letterSpacing: '1px',
  textTransform: 'uppercase',
  color: colors.textMuted,
};
const small: CSSProperties = {
  margin: 0,
  fontSize: '14px',
  lineHeight: '20px',
  color: colors.text,
};
const cell: CSSProperties = {
  padding: '6px 0',
  fontSize: '15px',
  lineHeight: '22px',
  color: colors.text,
};

function Day({ title, day }: { title: string; day: StayDay }) {
  return (
    <>
      <Text style={label}>{title}</Text>
      <Text
        style={{
          margin: '4px 0 2px',
          fontFamily: fonts.serif,
          fontSize: '26px',
          lineHeight: '32px',
          fontWeight: 700,
          color: colors.brand900,
        }}
      >
        {day.date}
      </Text>
      <Text style={small}>
        {day.weekday}
        {day.time ? `, ${day.time}` : ''}
      </Text>
    </>
  );
}

function PriceRow({
  name,
  value,
  struck,
  strong,
}: {
  name: ReactNode;
  value: string;
  struck: boolean;
  strong?: boolean;
}) {
  const emphasis: CSSProperties = strong
    ? { fontSize: '20px', lineHeight: '28px', fontWeight: 700, color: colors.brand900 }
    : {};
  return (
    <Row>
      <Column style={{ ...cell, ...emphasis, fontWeight: strong ? 700 : 400 }}>{name}</Column>
      <Column
        align="right"
        style={{
          ...cell,
          ...emphasis,
          textAlign: 'right',
          whiteSpace: 'nowrap',
          textDecoration: struck ? 'line-through' : 'none',
        }}
      >
        {value}
      </Column>
    </Row>
  );
}

export function ReservationTemplate({
  facts: f,
  siteUrl,
}: {
  facts: ReservationFacts;
  siteUrl: string;
}) {
  const cancelled = f.kind === 'cancellation';
  const preview = `${f.hotel.name} · ${f.checkIn.date} – ${f.checkOut.date} · Confirmation ${f.confirmationNumber}`;
  return (
    <MailLayout siteUrl={siteUrl} preview={preview} title={f.subject}>
      {f.hotel.image ? (
        <Img
          src={f.hotel.image.src}
          alt={f.hotel.image.alt}
          width="600"
          style={{
            display: 'block',
            width: '100%',
            maxWidth: '600px',
            height: 'auto',
            border: 0,
            backgroundColor: colors.brand100,
            color: colors.textMuted,
            fontSize: '14px',
          }}
        />
      ) : null}
      <Block style={{ paddingTop: '20px' }}>
        <Text style={{ ...label, color: cancelled ? colors.error : colors.success }}>
          {f.heading}
        </Text>
        <Text
          style={{
            margin: '6px 0 4px',
            fontFamily: fonts.serif,
            fontSize: '26px',
            lineHeight: '32px',
            fontWeight: 700,
            color: colors.brand900,
          }}
        >
          {f.hotel.name}
        </Text>
        {f.hotel.address ? (
          <Text style={{ ...small, color: colors.textMuted }}>{f.hotel.address}</Text>
        ) : null}
        <Paragraph style={{ margin: '16px 0' }}>{f.intro}</Paragraph>
        <Section
          style={{ backgroundColor: colors.brand100, borderRadius: '6px', padding: '12px 16px' }}
        >
          <Text style={label}>Confirmation number</Text>
          <Text
            style={{
              margin: '2px 0 0',
              fontSize: '22px',
              lineHeight: '28px',
              fontWeight: 700,
              letterSpacing: '1px',
              color: colors.brand900,
            }}
          >
            {f.confirmationNumber}
          </Text>
          {f.cancellationReference ? (
            <>
              <Text style={{ ...label, marginTop: '10px' }}>Cancellation reference</Text>
              <Text
                style={{
                  margin: '2px 0 0',
                  fontSize: '22px',
                  lineHeight: '28px',
                  fontWeight: 700,
                  letterSpacing: '1px',
                  color: colors.error,
                }}
              >
                {f.cancellationReference}
              </Text>
            </>
          ) : null}
        </Section>
      </Block>
      <Block style={{ paddingTop: '20px' }}>
        <Row>
          <Column style={{ width: '50%', verticalAlign: 'top', paddingRight: '8px' }}>
            <Day title="Check-in" day={f.checkIn} />
          </Column>
          <Column style={{ width: '50%', verticalAlign: 'top', paddingLeft: '8px' }}>
            <Day title="Check-out" day={f.checkOut} />
          </Column>
        </Row>
        <Text style={{ ...small, margin: '14px 0 0' }}>
          <strong>{f.nights}</strong> · {f.party} · {f.rooms}
        </Text>
        <Text style={{ ...small, margin: '2px 0 0', color: colors.textMuted }}>Rate: {f.rate}</Text>
      </Block>
      {f.change ? (
        <Block style={{ paddingTop: '16px' }}>
          <Section
            style={{
              border: `1px solid ${colors.border}`,
              borderRadius: '6px',
              padding: '12px 16px',
            }}
          >
            <Text style={label}>Your stay before the change</Text>
            <Text
              style={{
                ...small,
                margin: '4px 0 10px',
                color: colors.textMuted,
              }}
            >
              {f.change.before}
            </Text>
            <Text style={label}>Difference in total</Text>
            <Text style={{ ...small, margin: '4px 0 0', fontWeight: 700 }}>
              {f.change.difference}
            </Text>
          </Section>
        </Block>
      ) : null}
      <Block style={{ paddingTop: '16px' }}>
        <Section
          style={{
            borderTop: `1px solid ${colors.border}`,
            borderBottom: `1px solid ${colors.border}`,
          }}
        >
          <PriceRow name={f.subtotalLabel} value={f.subtotal} struck={cancelled} />
          <PriceRow name="Taxes" value={f.taxes} struck={cancelled} />
          {f.taxNotes.length ? (
            <Text style={{ ...small, margin: '0 0 6px', color: colors.textMuted }}>
              {f.taxNotes.join('; ')}
            </Text>
          ) : null}
          <PriceRow name="Total, taxes included" value={f.total} struck={cancelled} strong />
        </Section>
        <Text style={{ ...small, margin: '8px 0 0', color: colors.textMuted }}>
          {f.eachRoom ? `Each room: ${f.eachRoom}. ` : ''}
          {cancelled ? 'Nothing is due for this stay.' : `Guaranteed by ${f.card}.`}
        </Text>
        {f.policy ? (
          <Paragraph style={{ margin: '12px 0 0', fontSize: '15px' }}>{f.policy}</Paragraph>
        ) : null}
      </Block>
      <Block style={{ padding: '24px 24px 8px' }}>
        <ActionButton href={f.manageHref}>{f.manageLabel}</ActionButton>
      </Block>
      <Block style={{ padding: '12px 24px 24px' }}>
        {f.hotel.directionsHref ? (
          <Text style={{ ...small, margin: '0 0 6px' }}>
            <TextLink href={f.hotel.directionsHref}>Get directions</TextLink>
            {f.hotel.address ? ` to ${f.hotel.address}` : ''}
          </Text>
        ) : null}
        {f.hotel.phone && f.hotel.telHref ? (
          <Text style={{ ...small, margin: 0 }}>
            Call the hotel: <TextLink href={f.hotel.telHref}>{f.hotel.phone}</TextLink>
          </Text>
        ) : null}
      </Block>
    </MailLayout>
  );
}
