// What a change to a stay says in words: shortening 30 nights to 27 cost $6.28 more with no word
// why (the monthly rate was lost), and the history said "Difference: $480.69 more than now" of a
// change already made. The review says why before the guest confirms; the history says what the
// total did.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChangedStay } from '../../data/change-stay.ts';
import { ChangeCompare } from './change-compare.tsx';
import { ChangeHistory } from './change-history.tsx';

const side = (nights: number, losTier: ChangedStay['losTier'], total: number): ChangedStay => ({
  checkIn: '2027-01-06',
  checkOut: '2027-02-05',
  roomTypeCode: 'SQ',
  roomName: 'Studio Suite',
  nights,
  losTier,
  rooms: 1,
  averageNightly: total / nights,
  subtotal: total,
  taxes: 0,
  taxNotes: [],
  total,
  roomTotal: total,
});
const plain = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the words of a change', () => {
  it('shortening below 30 nights says the monthly rate is lost, before confirming', () => {
    const text = plain(
      renderToStaticMarkup(
        <ChangeCompare
          quote={{
            current: side(30, 'monthly', 2185.84),
            proposed: { ...side(27, 'weekly', 2192.12), nightly: [] },
            difference: 6.28,
          }}
        />,
      ),
    );
    expect(text).toContain('You would pay $6.28 more than now.');
    expect(text).toContain(
      'With 27 nights the stay is under the 30 nights of the monthly rate, so the monthly rate no longer applies: every night is priced at the weekly rate, which is why a shorter stay can cost more.',
    );
  });

  it('a long-stay tax rule the shorter stay loses is named too', () => {
    const text = plain(
      renderToStaticMarkup(
        <ChangeCompare
          quote={{
            current: {
              ...side(30, 'monthly', 1844.53),
              taxNotes: ['No hotel tax: stays of 30+ nights in Texas'],
            },
            proposed: { ...side(27, 'weekly', 2203.9), nightly: [] },
            difference: 359.37,
          }}
        />,
      ),
    );
    expect(text).toContain(
      'The long-stay tax rule (No hotel tax: stays of 30+ nights in Texas) no longer applies either.',
    );
  });

  it('reaching 30 nights names the monthly rate; the same tier says nothing more', () => {
    const reach = plain(
      renderToStaticMarkup(
        <ChangeCompare
          quote={{
            current: side(27, 'weekly', 2192.12),
            proposed: { ...side(30, 'monthly', 2185.84), nightly: [] },
            difference: -6.28,
          }}
        />,
      ),
    );
    expect(reach).toContain('You would pay $6.28 less than now.');
    expect(reach).toContain('With 30 nights the stay reaches the 30 nights of the monthly rate');
    const same = plain(
      renderToStaticMarkup(
        <ChangeCompare
          quote={{
            current: side(30, 'monthly', 2185.84),
            proposed: { ...side(37, 'monthly', 2666.53), nightly: [] },
            difference: 480.69,
          }}
        />,
      ),
    );
    expect(same).not.toContain('With 37 nights');
  });

  it('the history says what the total did, not "than now"', () => {
    const change = (difference: number) => ({
      changedAt: '2026-11-20T10:00:00Z',
      from: { ...side(30, 'monthly', 2185.84) },
      to: { ...side(37, 'monthly', 2185.84 + difference) },
      difference,
    });
    const text = plain(
      renderToStaticMarkup(<ChangeHistory changes={[change(480.69), change(-12.5), change(0)]} />),
    );
    expect(text).toContain('The total went up by $480.69.');
    expect(text).toContain('The total went down by $12.50.');
    expect(text).toContain('The total did not change.');
    expect(text).not.toContain('than now');
  });
});
