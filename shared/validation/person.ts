// The one set of rules for a person's name and postal address, used by every form that asks for
// them: register and edit account, the booking's guest details, and the two inquiry forms. The
// platform runs them too, so the browser and the platform agree on what a name or address is.
import { messages, type FieldErrors } from './messages.ts';
import { isAllowedText, isPostalCode, isUsSubdivision } from './patterns.ts';

// The longest value every platform call that stores it accepts (a reservation keeps a name of
// up to 60 characters; an account or an inquiry up to 200 and 100): a name typed in one form is
// taken by every other.
export const NAME_MAX_LENGTH = 60;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const POSTAL_MAX_LENGTH = 20;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/** Letters, digits, space, dot, apostrophe, hyphen, one letter or digit at least. */
export function nameError(value: unknown): string | undefined {
  const name = text(value);
  if (!name) return undefined;
  return isAllowedText(name) && name.length <= NAME_MAX_LENGTH ? undefined : messages.invalid;
}

/** The fields of the address block, by their role (each form keeps its own wire names). */
export interface AddressValues {
  line1?: string | undefined;
  line2?: string | undefined;
  city?: string | undefined;
  /** A US state's two-letter code; asked only when the country is the US. */
  subdivision?: string | undefined;
  postal?: string | undefined;
  /** The ISO 3166 two-letter code. */
  country?: string | undefined;
}

export type AddressField = keyof AddressValues;

/** The state is hidden when the country is not the US (an unset country reads as the US). */
export const showsSubdivision = (country: string | undefined): boolean =>
  (country ?? 'US').toUpperCase() === 'US';

/** Checks what was typed; which fields are required is each form's own. */
export function addressErrors(values: AddressValues): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  const country = text(values.country).toUpperCase() || 'US';
  for (const field of ['line1', 'line2'] as const) {
    const value = text(values[field]);
    if (value && !(isAllowedText(value) && value.length <= ADDRESS_LINE_MAX_LENGTH))
      errors[field] = messages.address;
  }
  const city = text(values.city);
  if (city && !(isAllowedText(city) && city.length <= CITY_MAX_LENGTH))
    errors.city = messages.invalid;
  const postal = text(values.postal);
  if (postal && !(postal.length <= POSTAL_MAX_LENGTH && isPostalCode(postal, country)))
    errors.postal = country === 'US' ? messages.postalUs : messages.postalOther;
  if (!/^[A-Z]{2}$/.test(country)) errors.country = messages.invalid;
  const subdivision = text(values.subdivision).toUpperCase();
  if (subdivision && showsSubdivision(country) && !isUsSubdivision(subdivision))
    errors.subdivision = messages.invalid;
  return errors;
}
