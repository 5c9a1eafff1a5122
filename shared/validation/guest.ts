// Checks of the guest-data form before anything is sent: required
// fields, names and e-mail by the account rules (shared/validation/patterns.ts), the
// card guarantee by Luhn and expiry (./card.ts). The platform checks again.
import { messages, type FieldErrors } from './messages.ts';
import { isAllowedText, isPhoneNumber, isStandardEmail } from './patterns.ts';
import { nameError } from './person.ts';
import { checkCardExpiry, checkCardNumber } from './card.ts';

export interface GuestValues {
  givenName: string;
  surname: string;
  email: string;
  phone: string;
  /** 'HH:MM' 24-hour (shown as a 12-hour time). */
  arrivalTime: string;
  cardHolder: string;
  cardNumber: string;
  cardExpiry: string;
}

export type GuestField = keyof GuestValues;

export const emptyGuest: GuestValues = {
  givenName: '',
  surname: '',
  email: '',
  phone: '',
  arrivalTime: '15:00',
  cardHolder: '',
  cardNumber: '',
  cardExpiry: '',
};

export const GUEST_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Enter a valid phone number.',
} as const;

export function validateGuest(values: GuestValues, now: Date): FieldErrors<GuestField> {
  const errors: FieldErrors<GuestField> = {};
  const required: GuestField[] = [
    'givenName',
    'surname',
    'email',
    'phone',
    'arrivalTime',
    'cardHolder',
  ];
  for (const field of required) if (!values[field].trim()) errors[field] = messages.required;
  for (const field of ['givenName', 'surname'] as const) {
    const problem = errors[field] ? undefined : nameError(values[field]);
    if (problem) errors[field] = problem;
  }
  if (!errors.cardHolder && !isAllowedText(values.cardHolder.trim()))
    errors.cardHolder = messages.invalid;
  if (!errors.email && !isStandardEmail(values.email.trim())) errors.email = GUEST_MESSAGES.email;
  if (!errors.phone && !isPhoneNumber(values.phone.trim())) errors.phone = GUEST_MESSAGES.phone;
  const card = checkCardNumber(values.cardNumber);
  if (card) errors.cardNumber = card;
  const expiry = checkCardExpiry(values.cardExpiry, now);
  if (expiry) errors.cardExpiry = expiry;
  return errors;
}

/** Arrival times on a 12-hour clock; values are the platform's 'HH:MM'. */
export const ARRIVAL_TIMES: string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);
