// Where a card is authorised for a booking. A real processor (its authorisation call for the
// stay's total, keyed by the booking's idempotency key) plugs in here; without one, the offline
// authoriser accepts every card that passed the card rules (shared/validation/card.ts) except the
// documented decline test number, so the declined path can be exercised end to end. The card
// number never leaves this call: the booking keeps only the brand and the last four digits.

import { PlatformError, cardDeclinedEntries } from '../http/errors.ts';

export interface PaymentRequest {
  /** Digits only. */
  cardNumber: string;
  /** 'MM/YY'. */
  expiry: string;
  holder: string;
  amountCents: number;
  currency: string;
  /** The booking's idempotency key: a processor must authorise one booking once. */
  idempotencyKey: string;
}

export type PaymentDecision = { approved: true } | { approved: false; message: string };

export interface PaymentAuthorizer {
  authorize(request: PaymentRequest): Promise<PaymentDecision>;
}

/** The card number the offline authoriser declines (the usual processors' test decline). */
export const DECLINED_TEST_CARD = '4000000000000002';
const CARD_DECLINED = 'Your card was declined. Please use another card.';

export const offlinePaymentAuthorizer: PaymentAuthorizer = {
  authorize(request) {
    return Promise.resolve(
      request.cardNumber === DECLINED_TEST_CARD
        ? { approved: false, message: CARD_DECLINED }
        : { approved: true },
    );
  },
};

/** 402 CARD_DECLINED on the card number: the guest tries another card; nothing was booked. */
export class PaymentDeclined extends PlatformError {
  constructor(message: string) {
    const [status, code, entries] = cardDeclinedEntries(message);
    super(status, code, message, entries);
  }
}
