// The Guest Information and Email and Password sections of the account form: the design system's fields in the form grid, two columns on
// desktop and one on phones. The state select shows only for the US.
import type { AccountFormState } from '../../data/account-form.ts';
import { type AccountFormMode } from '../../validation/account.ts';
import { messages } from '../../validation/messages.ts';
import { TextField } from '../../ui/field.tsx';
import { AddressFields, NameFields } from '../../ui/person-fields.tsx';
import type { FieldBinding, TextFields } from '../../ui/use-form.ts';

/** The form's binding of one text field (useForm's `bind`). */
export type AccountBind = (field: TextFields<AccountFormState>) => FieldBinding;

export function GuestInformationFields({ bind }: { bind: AccountBind }) {
  return (
    <fieldset>
      <legend>Guest Information</legend>
      <div className="form-grid">
        <NameFields given={bind('givenName')} family={bind('surname')} required />
        <AddressFields
          fields={{
            line1: bind('address1'),
            line2: bind('address2'),
            city: bind('city'),
            subdivision: bind('subdivision'),
            postal: bind('postal'),
            country: bind('country'),
          }}
          required={{ line1: true, city: true, country: true, subdivision: true, postal: true }}
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
