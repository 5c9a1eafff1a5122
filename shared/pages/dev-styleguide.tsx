// /dev/styleguide, in development only (the loader answers 404 elsewhere): every token and every
// component of the design system (shared/ui) in each of its states, to look at side by side.
// Hover and focus are shown as they look (data-demo), the rest with the real props.
import { useState, type ReactNode } from 'react';
import { PriceBlock } from '../components/price/price.tsx';
import { Breadcrumbs } from '../components/chrome/breadcrumbs.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button, LinkButton } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Badge, EmptyState, Skeleton } from '../ui/status.tsx';
import { StepIndicator } from '../ui/step-indicator.tsx';
import { Card, Pagination, Rating, Tabs } from '../ui/surface.tsx';
import { DistributionBars } from '../ui/bars.tsx';
import { StyleguideForms } from './dev-styleguide-forms.tsx';
import './dev-styleguide.css';

const colours = [
  'brand-900',
  'brand-700',
  'brand-500',
  'brand-100',
  'accent-500',
  'accent-600',
  'accent-100',
  'text',
  'text-muted',
  'surface',
  'surface-alt',
  'border',
  'border-strong',
  'error',
  'error-bg',
  'success',
  'success-bg',
  'info',
  'info-bg',
  'focus',
  'rating',
];
const textSizes = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'];
const spaces = [1, 2, 3, 4, 5, 6, 7, 8];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="styleguide__section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Buttons() {
  const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
  return (
    <div className="styleguide__grid">
      {variants.map((variant) => (
        <div key={variant} className="styleguide__row">
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} data-demo="hover">
            Hover
          </Button>
          <Button variant={variant} data-demo="focus">
            Focus
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading loadingLabel="Saving…">
            Save
          </Button>
        </div>
      ))}
      <div className="styleguide__row">
        <Button size="small">Small</Button>
        <LinkButton to="/">Link button</LinkButton>
        <LinkButton to="/" variant="ghost">
          Ghost link
        </LinkButton>
      </div>
    </div>
  );
}

function Surfaces() {
  const [dialog, setDialog] = useState<'medium' | 'full' | null>(null);
  const [page, setPage] = useState(3);
  return (
    <>
      <Section title="Card">
        <div className="styleguide__cards">
          <Card title="Studio Suite" footer={<Button size="small">Select</Button>}>
            <p>One queen bed, full kitchen, 300 sq ft.</p>
          </Card>
          <Card title="Interactive card" interactive>
            <p>Lifts on hover and when focus is inside.</p>
          </Card>
        </div>
      </Section>
      <Section title="Badge">
        <div className="styleguide__row">
          <Badge>Neutral</Badge>
          <Badge tone="brand">Weekly rate</Badge>
          <Badge tone="accent">Member</Badge>
          <Badge tone="success">Free cancellation</Badge>
          <Badge tone="error">Sold out</Badge>
        </div>
      </Section>
      <Section title="Price">
        <div className="styleguide__cards">
          <PriceBlock
            variant="card"
            total={2483.17}
            nights={30}
            averageNightly={74.5}
            losTier="monthly"
          />
          <PriceBlock
            variant="popup"
            total={612.4}
            nights={7}
            averageNightly={78.27}
            audience="member"
          />
          <PriceBlock
            variant="plan"
            total={594.47}
            nights={7}
            averageNightly={78.27}
            taxes={46.57}
          />
          <PriceBlock
            variant="panel"
            total={554.31}
            nights={7}
            averageNightly={72.32}
            losTier="weekly"
          />
        </div>
      </Section>
      <Section title="Rating">
        <div className="styleguide__row">
          <Rating value={4.5} count={1284} />
          <Rating value={3.2} />
          <Rating value={0} count={0} />
        </div>
      </Section>
      <Section title="Distribution bars">
        <DistributionBars
          label="Reviews by rating"
          rows={[
            { label: 'Excellent', short: '5★', count: 812 },
            { label: 'Very good', short: '4★', count: 301 },
            { label: 'Average', short: '3★', count: 96 },
            { label: 'Poor', short: '2★', count: 21 },
            { label: 'Terrible', short: '1★', count: 0 },
          ]}
        />
      </Section>
      <Section title="Dialog">
        <div className="styleguide__row">
          <Button variant="secondary" onClick={() => setDialog('medium')}>
            Open dialog
          </Button>
          <Button variant="secondary" onClick={() => setDialog('full')}>
            Open full-screen dialog
          </Button>
        </div>
        <Dialog
          open={dialog !== null}
          onClose={() => setDialog(null)}
          title={dialog === 'full' ? 'All photos' : 'Room photos'}
          size={dialog ?? 'medium'}
        >
          <p>
            Escape, the close button or a click outside closes it; Tab stays inside; focus returns
            to the opener.
          </p>
        </Dialog>
      </Section>
      <Section title="Tabs">
        <Tabs
          label="Room details"
          tabs={[
            { id: 'overview', label: 'Overview', content: <p>A suite with a full kitchen.</p> },
            { id: 'amenities', label: 'Amenities', content: <p>Wi-Fi, laundry, parking.</p> },
            { id: 'policies', label: 'Policies', content: <p>Check-in from 3 PM.</p> },
          ]}
        />
      </Section>
      <Section title="Pagination">
        <Pagination page={page} pageCount={9} onChange={setPage} />
      </Section>
    </>
  );
}

export function Page() {
  return (
    <article className="page styleguide">
      <h1>Design system</h1>
      <p>Development only. Tokens live in shared/styles/tokens.css, components in shared/ui.</p>
      <Section title="Colours">
        <ul className="styleguide__swatches">
          {colours.map((name) => (
            <li key={name}>
              <span className={`styleguide__swatch styleguide__swatch--${name}`} />
              <code>--color-{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type scale">
        {textSizes.map((size) => (
          <p key={size} className={`styleguide__text styleguide__text--${size}`}>
            --text-{size}: Stay a month, feel at home
          </p>
        ))}
      </Section>
      <Section title="Spacing, radii and elevation">
        <div className="styleguide__row">
          {spaces.map((step) => (
            <span key={step} className={`styleguide__space styleguide__space--${step}`}>
              {step}
            </span>
          ))}
        </div>
        <div className="styleguide__row">
          {['sm', 'md', 'lg'].map((level) => (
            <span key={level} className={`styleguide__depth styleguide__depth--${level}`}>
              radius / shadow {level}
            </span>
          ))}
        </div>
      </Section>
      <Section title="Buttons">
        <Buttons />
      </Section>
      <StyleguideForms />
      <Section title="Alerts">
        <Alert kind="success" title="Thank you">
          <p>Your request has been successfully submitted.</p>
        </Alert>
        <Alert kind="error" title="Not sent yet">
          <p>Failed to submit this form. Please correct any errors and try again.</p>
        </Alert>
        <Alert kind="info">
          Your reservation can be cancelled until 6 PM on the day of arrival.
        </Alert>
      </Section>
      <Surfaces />
      <Section title="Skeleton">
        <div className="styleguide__skeleton">
          <Skeleton shape="block" />
          <Skeleton shape="title" />
          <Skeleton />
          <Skeleton shape="short" />
          <Skeleton shape="circle" />
        </div>
      </Section>
      <Section title="Empty state">
        <EmptyState title="No stays yet" action={<LinkButton to="/">Find a hotel</LinkButton>}>
          <p>Your upcoming and past reservations appear here.</p>
        </EmptyState>
      </Section>
      <Section title="Step indicator">
        {[0, 1, 2, 3].map((current) => (
          <StepIndicator
            key={current}
            label={`Booking steps, example ${current + 1}`}
            current={current}
            steps={[
              { label: 'Room', href: '/dev/styleguide' },
              { label: 'Guest details' },
              { label: 'Confirmation' },
            ]}
          />
        ))}
      </Section>
      <Section title="Breadcrumb">
        <Breadcrumbs
          items={[
            { name: 'Home', url: '/' },
            { name: 'Texas', url: '/extended-stay-hotels/texas' },
            { name: 'Austin', url: '/extended-stay-hotels/texas/austin' },
          ]}
        />
      </Section>
    </article>
  );
}
