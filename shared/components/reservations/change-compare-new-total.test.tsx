// The review of a change labels its large figure "New total" and gives the difference its own
// line after it, so $2,382.82 is not read as the difference (guest walk, 30-night change).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChangedStay } from '../../data/change-stay.ts';
import { ChangeCompare } from './change-compare.tsx';

const side = (nights: number, total: number): ChangedStay => ({
  checkIn: '2027-01-06',
  checkOut: nights === 30 ? '2027-02-05' : '2027-02-12',
  roomTypeCode: 'SQ',
  roomName: 'Studio Suite',
  nights,
  losTier: 'monthly',
  rooms: 1,
  averageNightly: total / nights,
  subtotal: total,
  taxes: 0,
  taxNotes: ['No hotel tax: stays of 30+ nights in Texas'],
  total,
  roomTotal: total,
});

describe('ChangeCompare new total', () => {
  const html = renderToStaticMarkup(
    <ChangeCompare
      quote={{
        current: side(30, 1920.42),
        proposed: { ...side(37, 2382.82), nightly: [] },
        difference: 462.4,
      }}
    />,
  );
  const text = html.replace(/<[^>]+>/g, '');

  it('labels the large figure "New total" and puts the difference after it', () => {
    const label = text.indexOf('New total$2,382.82');
    expect(label).toBeGreaterThan(-1);
    expect(text.indexOf('You would pay $462.40 more than now.')).toBeGreaterThan(label);
  });

  it('does not print "$0.00 in taxes" under the new total', () => {
    expect(text).not.toContain('in taxes');
  });
});
