// The review of a change says the price as the booking pages do: for a 2-room stay,
// "2 × room", "Rooms subtotal", "2 rooms × $X each" and "avg. per room and night".
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChangedStay } from '../../data/change-stay.ts';
import { ChangeCompare } from './change-compare.tsx';

const side = (rooms: number, nights: number, roomTotal: number): ChangedStay => ({
  checkIn: '2026-12-01',
  checkOut: `2026-12-${String(1 + nights).padStart(2, '0')}`,
  roomTypeCode: 'SQ',
  roomName: 'Studio Suite',
  nights,
  losTier: nights >= 7 ? 'weekly' : 'nightly',
  rooms,
  averageNightly: 80,
  subtotal: rooms * nights * 80,
  taxes: rooms * (roomTotal - nights * 80),
  taxNotes: [],
  total: rooms * roomTotal,
  roomTotal,
});

const text = (rooms: number) =>
  renderToStaticMarkup(
    <ChangeCompare
      quote={{
        current: side(rooms, 5, 450),
        proposed: { ...side(rooms, 8, 720), nightly: [] },
        difference: rooms * 270,
      }}
    />,
  ).replace(/<[^>]+>/g, '');

describe('ChangeCompare', () => {
  it("prices a 2-room change per room and night, with each room's total", () => {
    const html = text(2);
    expect(html).toContain('2 × Studio Suite');
    expect(html).toContain('Rooms subtotal');
    expect(html).toContain('total for 2 rooms, 8 nights, taxes included');
    expect(html).toContain('2 rooms × $720.00 each');
    expect(html).toContain('$80.00 avg. per room and night, before taxes');
  });

  it('says a 1-room change as a 1-room booking', () => {
    const html = text(1);
    expect(html).toContain('Room subtotal');
    expect(html).not.toContain('rooms ×');
    expect(html).toContain('$80.00 avg. per night, before taxes');
  });
});
