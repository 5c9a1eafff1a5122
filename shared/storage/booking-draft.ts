// The guest-data step's memory in session storage ("state carried in the URL and session
// storage so a reload keeps it"): the guest's entries (never the card number) and the attempt's
// idempotency key, per selected room, rate and stay. One key per booking attempt, kept across
// retries, double submits and reloads, so the platform makes one reservation; it is dropped once
// the reservation is confirmed.
import type { GuestValues } from '../validation/guest.ts';

export interface Selection {
  hotelId: string;
  roomTypeCode: string;
  ratePlanCode: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Rooms booked together in one reservation. */
  rooms: number;
  corporateId: string | null;
}

interface Draft {
  values: Partial<GuestValues>;
  idempotencyKey: string | null;
}

const PREFIX = 'booking:';

export const draftKey = (s: Selection): string =>
  `${PREFIX}${[s.hotelId, s.roomTypeCode, s.ratePlanCode, s.checkIn, s.checkOut, s.adults, s.children, s.rooms, s.corporateId ?? ''].join('|')}`;

function read(selection: Selection): Draft {
  try {
    const raw = window.sessionStorage.getItem(draftKey(selection));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') {
      const draft = value as Partial<Draft>;
      return {
        values: typeof draft.values === 'object' && draft.values ? draft.values : {},
        idempotencyKey: typeof draft.idempotencyKey === 'string' ? draft.idempotencyKey : null,
      };
    }
  } catch {
    // unreadable or disabled storage: start afresh
  }
  return { values: {}, idempotencyKey: null };
}

function write(selection: Selection, draft: Draft): void {
  try {
    window.sessionStorage.setItem(draftKey(selection), JSON.stringify(draft));
  } catch {
    // storage unavailable: the draft lives as long as the page
  }
}

/** The saved entries; the card number is never saved (a card is a guarantee only). */
export function readDraftValues(selection: Selection): Partial<GuestValues> {
  const { values } = read(selection);
  delete values.cardNumber;
  return values;
}

export function saveDraftValues(selection: Selection, values: GuestValues): void {
  const { cardNumber: _card, ...kept } = values;
  write(selection, { ...read(selection), values: kept });
}

/** The attempt's key: made once, then reused by every retry until the booking is confirmed. */
export function attemptKey(selection: Selection): string {
  const draft = read(selection);
  if (draft.idempotencyKey) return draft.idempotencyKey;
  const key = crypto.randomUUID();
  write(selection, { ...draft, idempotencyKey: key });
  return key;
}

export function finishAttempt(selection: Selection): void {
  try {
    window.sessionStorage.removeItem(draftKey(selection));
  } catch {
    // nothing to remove
  }
}
