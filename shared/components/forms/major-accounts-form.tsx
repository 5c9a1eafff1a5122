// POST
// {api}/v1/emailer/forms/majorAccountsExtended (country sent as "code - name") "Major accounts
// form" (any failure: "There was an error submitting your request.") "Major accounts options"
// (industries, nights, regions; countries with US, CA, MX first; budget "$" and country US by
// default). The rules are shared/validation/major-accounts.ts, the ones the platform runs.
import { majorAccountsFormCall } from '#shared/contract/calls.ts';
import { useId } from 'react';
import { countries } from '../../data/forms-countries.ts';
import { showsSubdivision } from '../../validation/person.ts';
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
import { useApi } from '../../data/app-context.tsx';
import { RadioGroup } from '../../ui/choice.tsx';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { InquiryFormEnd, useInquiryCaptcha } from './inquiry-form-end.tsx';
import { PersonFields } from './person-fields.tsx';
import { AddressFields } from '../../ui/person-fields.tsx';
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

const wire = (current: Readonly<Values>) => ({
  ...current,
  // The state is asked for only in the US; one picked before another country is not sent.
  state: showsSubdivision(current.country) ? current.state : '',
  country: current.country ? formatCountry(current.country, countryName(current.country)) : '',
});

export function MajorAccountsForm() {
  const api = useApi();
  const id = useId();
  const form = useForm<MajorAccountsField>({
    initial: INITIAL,
    validate: (values) => validateMajorAccountsForm(wire(values)),
    idPrefix: id,
  });
  const { values, set, status } = form;
  const captcha = useInquiryCaptcha(form);
  const bind = (field: MajorAccountsField) => ({
    ...form.bind(field),
    required: majorAccountsRequiredFields.includes(field),
  });

  const send = async (current: Readonly<Values>): Promise<SubmitOutcome> => {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(wire(current)))
      if (value.trim()) sent[name] = value.trim();
    sent.captcha = captcha.captcha ?? '';
    const outcome = await postInquiry(api, majorAccountsFormCall(), sent, majorAccountsAccepted);
    if (outcome.ok) return { ok: true };
    // Any failure is logged and shows the one message; a field the platform named is
    // marked too.
    logInquiryFailure('Major accounts inquiry', outcome);
    captcha.renew();
    return { ok: false, fieldErrors: outcome.fieldErrors };
  };
  const submit = form.onSubmit(send);

  return (
    <form
      ref={form.formRef}
      className="inquiry-form major-accounts-form"
      aria-labelledby={`${id}-title`}
      noValidate
      data-status={status}
      onSubmit={captcha.whenSolved(submit)}
    >
      <h2 id={`${id}-title`} className="inquiry-form__title">
        Major Accounts Inquiry Sheet
      </h2>
      <RequiredNote />
      <div className="form-grid">
        <TextField
          {...bind('companyName')}
          label="Company name"
          autoComplete="organization"
          maxLength={200}
          className="form-grid__wide"
        />
        <PersonFields bind={bind} />
        <AddressFields
          fields={{
            line1: bind('addrLine1'),
            line2: bind('addrLine2'),
            city: bind('city'),
            subdivision: bind('state'),
            postal: bind('postalCode'),
            country: bind('country'),
          }}
          required={{ country: true }}
        />
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
        error={form.errorOf('tellmore')}
        required={majorAccountsRequiredFields.includes('tellmore')}
      />
      <TextAreaField
        {...bind('details')}
        label="Tell us about your lodging needs"
        maxLength={5000}
      />
      <InquiryFormEnd
        {...captcha.endProps}
        outcomeRef={form.outcomeRef}
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
