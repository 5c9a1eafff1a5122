// The
// one form of Create Account (/register) and Edit Account — Guest Information, Email and
// Password, optional Promotional Info and the captcha — on the form kit's useForm. Inline errors
// show as a field is filled or once a submit was tried, and block submitting while they show;
// submit also waits for the captcha. Create success goes to /register-confirmation; 409 and any
// other failure show a banner and scroll to the top; edit success does a full reload to
// /my-account ("Account updated"). Every failure keeps what the guest typed. The captcha guards
// account creation only: an edit is made by a signed-in guest whose session the platform checks,
// and it never asked for a solution there, so making every save wait for one only cost the guest
// a proof of work (docs/decisions/0032). A refusal of a field on edit (a wrong current password) is said
// in the banner in those words, not as a failure to call support about.
import { ERROR } from '#shared/contract/error-codes.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { createAccount, fieldErrorsFrom, updateAccount } from '../../data/account-api.ts';
import { useApi } from '../../data/app-context.tsx';
import {
  emptyAccountForm,
  type AccountCreatedState,
  toWireForm,
  type AccountFormState,
} from '../../data/account-form.ts';
import { validateAccountForm, type AccountFormMode } from '../../validation/account.ts';
import { messages } from '../../validation/messages.ts';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { RequiredNote } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { GuestInformationFields, SignInFields } from './account-form-sections.tsx';
import { PromotionalFields } from './account-form-promotional.tsx';

export interface AccountFormProps {
  mode: AccountFormMode;
  initial?: AccountFormState;
  /** Edit only: whose account is updated. */
  loginId?: string;
}

type AccountFormField = keyof AccountFormState;

/** Account: the edit form has no message of its own for a failure; this one matches. */
export const ACCOUNT_UPDATE_FAILED = 'There was an error updating your account. Contact support.';

export function AccountForm({ mode, initial = emptyAccountForm, loginId }: AccountFormProps) {
  const navigate = useNavigate();
  const api = useApi();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<AccountFormField, AccountFormState>({
    initial,
    // Edit: the account's e-mail now, so a new one asks for the current password.
    validate: (values) =>
      validateAccountForm(
        mode === 'edit' ? { ...values, currentEmail: initial.email } : values,
        mode,
      ),
    focusOnRefusal: 'outcome',
  });
  const fields = Object.keys(initial) as AccountFormField[];
  const showingErrors = fields.some((field) => form.clientErrors[field] && form.errorOf(field));

  // An error shows as soon as a field is filled (inline rules), not only once it is left.
  // The e-mail is lowercase-style; it is written so as the guest types (the platform keys
  // the account by the lower-cased address), so what the form shows is what is kept.
  const bind = (field: Parameters<typeof form.bind>[0]) => ({
    ...form.bind(field),
    onChange: (value: string) => {
      form.set(field, field === 'email' ? value.toLowerCase() : value);
      form.touch(field);
    },
  });

  // Forms: "Errors scroll to top for account"; the banner has taken focus.
  const banner = form.status !== 'submitting' ? form.message : '';
  useEffect(() => {
    if (banner) window.scrollTo({ top: 0 });
  }, [banner]);

  const send = async (values: AccountFormState): Promise<SubmitOutcome> => {
    const wire = toWireForm(values, mode, captcha, initial.email);
    const result =
      mode === 'create'
        ? await createAccount(api, wire)
        : await updateAccount(api, loginId ?? '', wire);
    if (result.ok && mode === 'create') {
      const created: AccountCreatedState = { accountCreated: true, email: wire.email ?? '' };
      void navigate('/register-confirmation', { state: created });
      return { ok: true, navigated: true };
    }
    if (result.ok) {
      // Forms: edit success does a full reload to /my-account.
      window.location.assign('/my-account?updated=1');
      return { ok: true, navigated: true };
    }
    if (mode === 'edit' && result.status === 401) {
      // Signed out meanwhile: the handler moves to the sign-in page, which returns here.
      window.location.assign('/login?returnUrl=%2Fedit-account');
      return { ok: true, navigated: true };
    }
    // A solution is accepted once: the guest solves a fresh captcha for the next try.
    setCaptchaReset((count) => count + 1);
    const fieldErrors = fieldErrorsFrom(result.errors);
    if (result.errors.some((error) => error.code === ERROR.INVALID_CAPTCHA))
      fieldErrors.captcha = messages.invalidCaptcha;
    // 409: on create the address is taken; on edit, the new address is.
    const refusal = Object.values(fieldErrors).find(
      (text) => text && text !== messages.invalidCaptcha,
    );
    const message =
      result.status === 409
        ? messages.accountExists
        : mode === 'edit'
          ? (refusal ?? ACCOUNT_UPDATE_FAILED)
          : messages.accountCreateFailed;
    return { ok: false, fieldErrors, message };
  };
  const submit = form.onSubmit(send);

  return (
    <form
      ref={form.formRef}
      className="account-form"
      noValidate
      onSubmit={(event) => {
        if (captcha || mode === 'edit') void submit(event);
        else event.preventDefault();
      }}
    >
      {banner ? (
        <Alert kind="error" alertRef={form.outcomeRef}>
          {banner}
        </Alert>
      ) : null}
      <RequiredNote />
      <GuestInformationFields bind={bind} />
      <SignInFields mode={mode} bind={bind} />
      <PromotionalFields
        values={form.values}
        bind={bind}
        onPurpose={(purpose, checked) => form.set(purpose, checked)}
      />
      {mode === 'create' ? (
        <CaptchaField
          onChange={setCaptcha}
          resetKey={captchaReset}
          error={form.serverErrors.captcha}
        />
      ) : null}
      <div className="account-actions">
        <Button
          type="submit"
          disabled={showingErrors || (mode === 'create' && !captcha)}
          loading={form.submitting}
          loadingLabel={mode === 'create' ? 'Creating account...' : 'Saving...'}
        >
          {mode === 'create' ? 'Create Account' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
