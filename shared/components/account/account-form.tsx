// spec §2 "Account pages", §3 "Account form fields", §4 "Forms", §5 "Account", §8 "Account": the
// one form of Create Account (/register) and Edit Account — Guest Information, Email and
// Password, optional Promotional Info and the captcha. Inline errors show once a field is left or
// a submit was tried, and block submitting while they show; submit also waits for the captcha.
// Create success goes to /register-confirmation; 409 and any other failure show a banner and
// scroll to the top; edit success does a full reload to /my-account ("Account updated").
// Every failure keeps what the guest typed.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { createAccount, fieldErrorsFrom, updateAccount } from '../../data/account-api.ts';
import { useApi } from '../../data/app-context.tsx';
import {
  emptyAccountForm,
  type AccountCreatedState,
  toWireForm,
  type AccountFormState,
  type AccountTextField,
} from '../../data/account-form.ts';
import { countries } from '../../data/forms-countries.ts';
import { stateOptions } from '../../data/forms-options.ts';
import {
  showsSubdivision,
  validateAccountForm,
  type AccountField,
  type AccountFormMode,
} from '../../validation/account.ts';
import { messages } from '../../validation/messages.ts';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { PromotionalFields } from './account-form-promotional.tsx';
import { Alert } from '../../ui/alert.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';

export interface AccountFormProps {
  mode: AccountFormMode;
  initial?: AccountFormState;
  /** Edit only: whose account is updated. */
  loginId?: string;
}

/** spec §8 Account: the edit form has no message of its own for a failure; this one matches. */
export const ACCOUNT_UPDATE_FAILED = 'There was an error updating your account. Contact support.';

export function AccountForm({ mode, initial = emptyAccountForm, loginId }: AccountFormProps) {
  const navigate = useNavigate();
  const api = useApi();
  const [values, setValues] = useState<AccountFormState>(initial);
  const [touched, setTouched] = useState<Partial<Record<AccountField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const bannerElement = useRef<HTMLDivElement | null>(null);

  // Edit: the account's e-mail now, so a new one asks for the current password (issue 17 Build 1).
  const checked = mode === 'edit' ? { ...values, currentEmail: initial.email } : values;
  const inline = validateAccountForm(checked, mode);
  const visible = (field: AccountField): string | undefined =>
    (attempted || touched[field] ? inline[field] : undefined) ?? serverErrors[field];
  const showingErrors = (Object.keys(inline) as AccountField[]).some(
    (field) => attempted || touched[field],
  );
  const showState = showsSubdivision(values.country);

  const set = (field: AccountTextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  // spec §4 Forms: "Errors scroll to top for account"; the banner takes focus for screen readers.
  const showBanner = (message: string) => {
    setBanner(message);
    window.requestAnimationFrame(() => {
      window.scrollTo({ top: 0 });
      bannerElement.current?.focus({ preventScroll: true });
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (Object.keys(inline).length || !captcha) return;
    setSubmitting(true);
    setBanner(null);
    const form = toWireForm(values, mode, captcha, initial.email);
    const result =
      mode === 'create'
        ? await createAccount(api, form)
        : await updateAccount(api, loginId ?? '', form);
    if (result.ok) {
      if (mode === 'create') {
        const created: AccountCreatedState = { accountCreated: true, email: form.email ?? '' };
        void navigate('/register-confirmation', { state: created });
      } else {
        // spec §4 Forms: edit success does a full reload to /my-account.
        window.location.assign('/my-account?updated=1');
      }
      return;
    }
    if (mode === 'edit' && result.status === 401) {
      window.location.assign('/login?returnUrl=%2Fedit-account');
      return;
    }
    // A solution is accepted once: the guest solves a fresh captcha for the next try.
    setCaptchaReset((count) => count + 1);
    const fieldErrors = fieldErrorsFrom(result.errors);
    if (result.errors.some((error) => error.code === 'INVALID_CAPTCHA'))
      fieldErrors.captcha = messages.invalidCaptcha;
    setServerErrors(fieldErrors);
    setSubmitting(false);
    if (mode === 'create' && result.status === 409) showBanner(messages.accountExists);
    else showBanner(mode === 'create' ? messages.accountCreateFailed : ACCOUNT_UPDATE_FAILED);
  };

  const submitLabel = mode === 'create' ? 'Create Account' : 'Save Changes';
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      {banner ? (
        <Alert
          kind="error"
          alertRef={(element) => {
            bannerElement.current = element;
          }}
        >
          {banner}
        </Alert>
      ) : null}
      <p className="account-field__hint">Fields marked * are required.</p>

      <fieldset>
        <legend>Guest Information</legend>
        <div className="account-form__row">
          <TextField
            label="First Name"
            name="givenName"
            autoComplete="given-name"
            required
            value={values.givenName}
            onChange={set('givenName')}
            error={visible('givenName')}
          />
          <TextField
            label="Last Name"
            name="surname"
            autoComplete="family-name"
            required
            value={values.surname}
            onChange={set('surname')}
            error={visible('surname')}
          />
        </div>
        <TextField
          label="Address"
          name="address1"
          autoComplete="address-line1"
          required
          value={values.address1}
          onChange={set('address1')}
          error={visible('address1')}
        />
        <TextField
          label="Address Line 2 (optional)"
          name="address2"
          autoComplete="address-line2"
          value={values.address2}
          onChange={set('address2')}
          error={visible('address2')}
        />
        <div className="account-form__row">
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            required
            value={values.city}
            onChange={set('city')}
            error={visible('city')}
          />
          <SelectField
            label="Country"
            name="country"
            autoComplete="country"
            required
            value={values.country}
            onChange={set('country')}
            error={visible('country')}
            options={countries}
            placeholder="Select a country"
          />
        </div>
        <div className="account-form__row">
          {showState ? (
            <SelectField
              label="State"
              name="subdivision"
              autoComplete="address-level1"
              required
              value={values.subdivision}
              onChange={set('subdivision')}
              error={visible('subdivision')}
              options={stateOptions}
              placeholder="Select a state"
            />
          ) : null}
          <TextField
            label={showState ? 'ZIP Code' : 'Postal Code'}
            name="postal"
            autoComplete="postal-code"
            required
            value={values.postal}
            onChange={set('postal')}
            error={visible('postal')}
          />
        </div>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set('phone')}
          error={visible('phone')}
        />
      </fieldset>

      <fieldset>
        <legend>Email and Password</legend>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required={mode === 'create'}
          value={values.email}
          onChange={set('email')}
          error={visible('email')}
          {...(mode === 'edit'
            ? {
                hint: 'A new address needs your current password; we will send it a link to confirm it.',
              }
            : {})}
        />
        {mode === 'edit' ? (
          <TextField
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={visible('currentPassword')}
            hint="Needed only to change your e-mail address or password."
          />
        ) : null}
        <div className="account-form__row">
          <TextField
            label={mode === 'create' ? 'Password' : 'New Password (optional)'}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required={mode === 'create'}
            value={values.newPassword}
            onChange={set('newPassword')}
            error={visible('newPassword')}
            hint="At least 8 characters, with at least 1 letter and 1 number."
          />
          <TextField
            label={mode === 'create' ? 'Confirm Password' : 'Confirm New Password'}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required={mode === 'create'}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={visible('confirmPassword')}
          />
        </div>
      </fieldset>

      <PromotionalFields
        values={values}
        onText={set}
        onPurpose={(purpose, checked) =>
          setValues((current) => ({ ...current, [purpose]: checked }))
        }
        error={visible}
      />

      <CaptchaField onChange={setCaptcha} resetKey={captchaReset} error={serverErrors.captcha} />

      <div className="account-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || showingErrors || !captcha}
        >
          {submitting ? (mode === 'create' ? 'Creating account...' : 'Saving...') : submitLabel}
        </button>
      </div>
    </form>
  );
}
