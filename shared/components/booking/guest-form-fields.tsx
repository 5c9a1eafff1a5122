// The fields of the guest-data form: the guest's details, and the card
// guarantee shown as it is typed: the number grouped ("4111 1111 …", American Express
// 4-6-5) with its brand under it, the expiry as MM/YY whether "11/29" or "1129" is typed, and the
// caret kept after the same digits when a value is reformatted.
import { useLayoutEffect, useRef } from 'react';
import {
  caretAfterDigits,
  cardBrand,
  cardDigits,
  digitsBefore,
  formatCardNumber,
  formatExpiry,
} from '../../validation/card.ts';
import { ARRIVAL_TIMES, type GuestField } from '../../validation/guest.ts';
import { formatTime12 } from '../../format/booking-format.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { NameFields } from '../../ui/person-fields.tsx';
import type { FieldBinding } from '../../ui/use-form.ts';

type GuestBind = (field: GuestField) => FieldBinding;

const ARRIVAL_OPTIONS = ARRIVAL_TIMES.map((time) => [time, formatTime12(time)] as const);

/** Names side by side; the e-mail address on a row of its own, so a long one shows whole; the
 *  phone beside the arrival time. */
export function GuestDetailsFields({ bind }: { bind: GuestBind }) {
  return (
    <div className="form-grid">
      <NameFields given={bind('givenName')} family={bind('surname')} required />
      <TextField
        {...bind('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        className="form-grid__wide"
        required
      />
      <TextField
        {...bind('phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
      />
      <SelectField
        {...bind('arrivalTime')}
        label="Estimated Arrival Time"
        options={ARRIVAL_OPTIONS}
      />
    </div>
  );
}

/** A field reformatted as it is typed, its caret kept after the same digits. */
function useFormattedField(binding: FieldBinding, format: (value: string) => string) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    const element = input.current;
    if (at !== null && element && element === document.activeElement)
      element.setSelectionRange(at, at);
  });
  return {
    ...binding,
    inputRef: input,
    onChange: (raw: string) => {
      const next = format(raw);
      const at = input.current?.selectionStart ?? raw.length;
      caret.current = caretAfterDigits(next, digitsBefore(raw, at));
      binding.onChange(next);
    },
  };
}

export function GuaranteeFields({ bind, cardNumber }: { bind: GuestBind; cardNumber: string }) {
  const number = useFormattedField(bind('cardNumber'), formatCardNumber);
  const expiry = useFormattedField(bind('cardExpiry'), formatExpiry);
  const showBrand = cardDigits(cardNumber).length >= 4 && !number.error;
  return (
    <div className="form-grid">
      <TextField {...bind('cardHolder')} label="Name on Card" autoComplete="cc-name" required />
      <TextField
        {...number}
        label="Card Number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        hint={showBrand ? cardBrand(cardNumber) : undefined}
      />
      <TextField
        {...expiry}
        label="Expiry Date (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        required
      />
    </div>
  );
}
