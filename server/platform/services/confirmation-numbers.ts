// Confirmation numbers a guest can read out on the phone (decision 0007): ten random
// digits, never starting with 0, so the number has one spelling. Security comes from the
// last-name pair and the look-up throttles (reservations-manage.ts), not from length. Unique by
// the primary key: a clash takes a fresh number, inside the booking's transaction.
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CONFIRMATION_NUMBER_LENGTH } from '#shared/validation/patterns.ts';
import type { Database } from '../db/schema.ts';
import type { Reservation } from './reservations-view.ts';

const LOWEST = 10 ** (CONFIRMATION_NUMBER_LENGTH - 1);
/** With 9 × 10⁹ numbers, five clashes in a row mean something other than chance. */
const ATTEMPTS = 5;

export function newConfirmationNumber(): string {
  return String(randomInt(LOWEST, LOWEST * 10));
}

/**
 * The reference a cancellation is given, for the guest to quote: "CX" and eight digits, so it is
 * never mistaken for the confirmation number. It proves nothing on its own and looks nothing up,
 * so uniqueness by chance (1 in 10⁸ per reservation pair) is enough.
 */
export function newCancellationReference(): string {
  return `CX${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
}

/**
 * Inserts the reservation under a number no other reservation holds, drawing a new one while the
 * number is taken. `ON CONFLICT (confirmation_number) DO NOTHING` leaves the transaction usable on
 * PostgreSQL, and any other clash (the idempotency key) still raises as before. Sets the number
 * it used on `row`.
 */
export async function insertReservation(
  trx: Transaction<Database>,
  row: Reservation,
  nextNumber: () => string = newConfirmationNumber,
): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await trx
      .insertInto('reservations')
      .values(row)
      .onConflict((oc) => oc.column('confirmation_number').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return;
    row.confirmation_number = nextNumber();
  }
  throw new Error(`no free confirmation number after ${ATTEMPTS} draws`);
}
