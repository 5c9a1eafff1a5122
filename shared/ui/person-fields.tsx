// The name block and the address block: the one way every form asks for a person's name and
// postal address (register and edit account, the booking's guest details, the inquiry forms), with
// the same labels, autofill hints and lengths; their rules are shared/validation/person.ts. The
// state select shows only for the US, and the postal code is then called a ZIP code.
import { countries } from '../data/forms-countries.ts';
import { stateOptions } from '../data/forms-options.ts';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSTAL_MAX_LENGTH,
  showsSubdivision,
  type AddressField,
} from '../validation/person.ts';
import { SelectField, TextField } from './field.tsx';
import type { FieldBinding } from './use-form.ts';

export function NameFields({
  given,
  family,
  required = false,
}: {
  given: FieldBinding;
  family: FieldBinding;
  required?: boolean;
}) {
  return (
    <>
      <TextField
        {...given}
        label="First Name"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
      />
      <TextField
        {...family}
        label="Last Name"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
      />
    </>
  );
}

export function AddressFields({
  fields,
  required = {},
}: {
  /** Each form's binding of the block's fields (its own wire names). */
  fields: Record<AddressField, FieldBinding>;
  required?: Partial<Record<AddressField, boolean>>;
}) {
  const us = showsSubdivision(fields.country.value);
  return (
    <>
      <TextField
        {...fields.line1}
        label="Address"
        autoComplete="address-line1"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        required={required.line1}
        className="form-grid__wide"
      />
      <TextField
        {...fields.line2}
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        className="form-grid__wide"
      />
      <TextField
        {...fields.city}
        label="City"
        autoComplete="address-level2"
        maxLength={CITY_MAX_LENGTH}
        required={required.city}
      />
      <SelectField
        {...fields.country}
        label="Country"
        autoComplete="country"
        required={required.country}
        options={countries}
      />
      {us ? (
        <SelectField
          {...fields.subdivision}
          label="State"
          autoComplete="address-level1"
          required={required.subdivision}
          options={stateOptions}
          placeholder="Select a state"
        />
      ) : null}
      <TextField
        {...fields.postal}
        label={us ? 'ZIP Code' : 'Postal Code'}
        autoComplete="postal-code"
        maxLength={POSTAL_MAX_LENGTH}
        required={required.postal}
      />
    </>
  );
}
