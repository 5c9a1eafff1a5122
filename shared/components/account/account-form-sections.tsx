// The Guest Information and Email and Password sections of the account form: the design system's fields in the form grid, two columns on
// desktop and one on phones. The state select shows only for the US.
import type { AccountFormState } from '../../data/account-form.ts';
import { countries } from '../../data/forms-countries.ts';
import { stateOptions } from '../../data/forms-options.ts';
import { showsSubdivision, type AccountFormMode } from '../../validation/account.ts';
import { messages } from '../../validation/messages.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import type { FieldBinding, TextFields } from '../../ui/use-form.ts';

/** The form's binding of one text field (useForm's `bind`). */
export type AccountBind = (field: TextFields<AccountFormState>) => FieldBinding;

export function GuestInformationFields({
  values,
  bind,
}: {
  values: AccountFormState;
  bind: AccountBind;
}) {
  const showState = showsSubdivision(values.country);
  return (
    <fieldset>
      <legend>Guest Information</legend>
      <div className="form-grid">
        <TextField {...bind('givenName')} label="First Name" autoComplete="given-name" required />
        <TextField {...bind('surname')} label="Last Name" autoComplete="family-name" required />
        <TextField
          {...bind('address1')}
          label="Address"
          autoComplete="address-line1"
          required
          className="form-grid__wide"
        />
        <TextField
          {...bind('address2')}
          label="Address Line 2 (optional)"
          autoComplete="address-line2"
          className="form-grid__wide"
        />
        <TextField {...bind('city')} label="City" autoComplete="address-level2" required />
        <SelectField
          {...bind('country')}
          label="Country"
          autoComplete="country"
          required
          options={countries}
          placeholder="Select a country"
        />
        {showState ? (
          <SelectField
            {...bind('subdivision')}
            label="State"
            autoComplete="address-level1"
            required
            options={stateOptions}
            placeholder="Select a state"
          />
        ) : null}
        <TextField
          {...bind('postal')}
          label={showState ? 'ZIP Code' : 'Postal Code'}
          autoComplete="postal-code"
          required
        />
        <TextField {...bind('phone')} label="Phone" type="tel" autoComplete="tel" required />
      </div>
    </fieldset>
  );
}

export function SignInFields({ mode, bind }: { mode: AccountFormMode; bind: AccountBind }) {
  const create = mode === 'create';
  return (
    <fieldset>
      <legend>Email and Password</legend>
      <div className="form-grid">
        <TextField
          {...bind('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required={create}
          className="form-grid__wide"
          {...(create
            ? {}
            : {
                hint: 'A new address needs your current password; we will send it a link to confirm it.',
              })}
        />
        {create ? null : (
          <TextField
            {...bind('currentPassword')}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            hint="Needed only to change your e-mail address or password."
            className="form-grid__wide"
          />
        )}
        <TextField
          {...bind('newPassword')}
          label={create ? 'Password' : 'New Password (optional)'}
          type="password"
          autoComplete="new-password"
          required={create}
          hint={messages.passwordHint}
        />
        <TextField
          {...bind('confirmPassword')}
          label={create ? 'Confirm Password' : 'Confirm New Password'}
          type="password"
          autoComplete="new-password"
          required={create}
        />
      </div>
    </fieldset>
  );
}
