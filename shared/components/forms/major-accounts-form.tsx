// spec §2 "Forms embedded in content pages", §3 "Major accounts form", §4 "Forms", §7 POST
// {api}/v1/emailer/forms/majorAccountsExtended (country sent as "code - name"), §8 "Major accounts
// form" (any failure: "There was an error submitting your request."), §9 "Major accounts options"
// (industries, nights, regions; countries with US, CA, MX first; budget "$" and country US by
// default). The rules are shared/validation/major-accounts.ts, the ones the platform runs.
import { useId, useRef, useState, type FormEvent } from 'react';
import { countries } from '../../data/forms-countries.ts';
import { logInquiryFailure, majorAccountsAccepted, postInquiry } from '../../data/forms-options.ts';
import {
  budgetOptions,
  DEFAULT_BUDGET,
  DEFAULT_COUNTRY,
  formatCountry,
  industries,
  majorAccountsRequiredFields,
  nightsOptions,
  regionScopes,
  validateMajorAccountsForm,
  type MajorAccountsField,
} from '../../validation/major-accounts.ts';
import { messages } from '../../validation/messages.ts';
import { InquiryFormEnd } from './inquiry-form-end.tsx';
import { RadioGroup, SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { focusFirstError, type FormStatus } from './form-status.ts';
import './forms.css';

type Values = Record<MajorAccountsField, string>;

/** The country select holds the code; the call sends "code - name". */
const INITIAL: Values = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  // No answer until the guest gives one: consent to more e-mail is never presumed.
  tellmore: '',
  addrLine1: '',
  addrLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
  industry: '',
  regionScope: '',
  nights: '',
  budget: DEFAULT_BUDGET,
  details: '',
};

const options = (values: readonly string[]) => values.map((value) => [value, value] as const);
const countryName = (code: string): string =>
  countries.find(([candidate]) => candidate === code)?.[1] ?? '';

export const MAJOR_ACCOUNTS_SUCCESS =
  'Thank you. An account manager will contact you within one business day.';

export function MajorAccountsForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(INITIAL);
  const [touched, setTouched] = useState<Partial<Record<MajorAccountsField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const wire = (current: Values) => ({
    ...current,
    country: current.country ? formatCountry(current.country, countryName(current.country)) : '',
  });
  const clientErrors = validateMajorAccountsForm(wire(values));
  const errorOf = (field: MajorAccountsField) =>
    serverErrors[field] ?? (attempted || touched[field] ? clientErrors[field] : undefined);

  const set = (field: MajorAccountsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (status === 'error') setStatus('idle');
  };
  const bind = (field: MajorAccountsField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errorOf(field),
    required: majorAccountsRequiredFields.includes(field),
    onChange: (value: string) => set(field, value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success' || !captcha) return;
    setAttempted(true);
    if (Object.keys(clientErrors).length) {
      setStatus('error');
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setStatus('submitting');
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(wire(values)))
      if (value.trim()) sent[name] = value.trim();
    sent.captcha = captcha;
    const outcome = await postInquiry(
      '/v1/emailer/forms/majorAccountsExtended',
      sent,
      majorAccountsAccepted,
    );
    if (outcome.ok) {
      setStatus('success');
      return;
    }
    // spec §8: any failure is logged and shows the one message; a field the platform named is
    // marked too.
    logInquiryFailure('Major accounts inquiry', outcome);
    setServerErrors(outcome.fieldErrors);
    setStatus('error');
    setCaptchaReset((count) => count + 1);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  return (
    <form
      ref={form}
      className="inquiry-form major-accounts-form"
      aria-labelledby={`${id}-title`}
      noValidate
      data-status={status}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className="inquiry-form__title">
        Major Accounts Inquiry Sheet
      </h2>
      <p className="inquiry-form__legend">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="inquiry-form__grid">
        <TextField
          {...bind('companyName')}
          label="Company name"
          autoComplete="organization"
          maxLength={200}
          className="inquiry-form__wide"
        />
        <TextField
          {...bind('firstName')}
          label="First name"
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          {...bind('lastName')}
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
        />
        <TextField
          {...bind('email')}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextField {...bind('phone')} label="Phone" type="tel" autoComplete="tel" maxLength={40} />
        <TextField
          {...bind('addrLine1')}
          label="Address line 1"
          autoComplete="address-line1"
          maxLength={200}
        />
        <TextField
          {...bind('addrLine2')}
          label="Address line 2"
          autoComplete="address-line2"
          maxLength={200}
        />
        <TextField {...bind('city')} label="City" autoComplete="address-level2" maxLength={100} />
        <TextField
          {...bind('state')}
          label="State / Province"
          autoComplete="address-level1"
          maxLength={100}
        />
        <TextField
          {...bind('postalCode')}
          label="Postal code"
          autoComplete="postal-code"
          maxLength={20}
        />
        <SelectField {...bind('country')} label="Country" options={countries} />
        <SelectField
          {...bind('industry')}
          label="Industry"
          placeholder="Select an industry"
          options={options(industries)}
        />
        <SelectField
          {...bind('regionScope')}
          label="Where will your travelers stay?"
          placeholder="Select one"
          options={options(regionScopes)}
        />
        <SelectField
          {...bind('nights')}
          label="Room nights per year"
          placeholder="Select a range"
          options={options(nightsOptions)}
        />
        <SelectField {...bind('budget')} label="Nightly budget" options={options(budgetOptions)} />
      </div>
      <RadioGroup
        id={`${id}-tellmore`}
        name="tellmore"
        legend="May we tell you more about Longstay Major Accounts by e-mail?"
        value={values.tellmore}
        options={[
          ['yes', 'Yes'],
          ['no', 'No'],
        ]}
        onChange={(value) => set('tellmore', value)}
        error={errorOf('tellmore')}
      />
      <TextAreaField
        {...bind('details')}
        label="Tell us about your lodging needs"
        maxLength={5000}
      />
      <InquiryFormEnd
        captcha={captcha}
        captchaReset={captchaReset}
        captchaError={serverErrors.captcha}
        onCaptcha={(value) => {
          setCaptcha(value);
          if (value) setServerErrors(({ captcha: _dropped, ...rest }) => rest);
        }}
        status={status}
        message={
          status === 'error'
            ? messages.majorAccountsFailed
            : status === 'success'
              ? MAJOR_ACCOUNTS_SUCCESS
              : null
        }
      />
    </form>
  );
}
