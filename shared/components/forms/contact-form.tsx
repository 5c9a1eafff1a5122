// "Forms" and "Contact form",
// POST {api}/v1/emailer/forms/{feedback|groups} "Contact" group threshold.
// "How Can We Help You?": the category decides the call and the fields asked for; changing it
// clears the dates, changing the state clears the hotel. The rules are shared/validation/contact.ts,
// the ones the platform runs. The guest's input is kept on every failure.
import { inquiryFormCall } from '#shared/contract/calls.ts';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { readGroupsPrefill } from '../../search/party.ts';
import {
  categoryLabels,
  contactAccepted,
  postInquiry,
  sourceOptions,
  stateOptions,
} from '../../data/forms-options.ts';
import {
  contactCategories,
  contactFieldsAsked,
  contactRequiredFields,
  DATE_WINDOW_DAYS,
  groupsNote,
  groupsNotes,
  validateContactForm,
  type ContactCategory,
  type ContactField,
} from '../../validation/contact.ts';
import { addDays, localToday } from '../../validation/dates.ts';
import { messages } from '../../validation/messages.ts';
import { CONFIRMATION_NUMBER_LENGTH } from '../../validation/patterns.ts';
import { RadioGroup } from '../../ui/choice.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { InquiryFormEnd, useInquiryCaptcha } from './inquiry-form-end.tsx';
import { PersonFields } from './person-fields.tsx';
import { useStateHotels } from './use-state-hotels.ts';
import { useApi } from '../../data/app-context.tsx';
import './forms.css';

type Values = Record<ContactField, string>;

// Every field either category asks for, and the hotel's name sent beside its id.
const FIELDS = [
  ...new Set([...contactFieldsAsked.feedback, ...contactFieldsAsked.groups, 'hotelName']),
] as ContactField[];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;

export function ContactForm() {
  const api = useApi();
  const id = useId();
  const [category, setCategory] = useState<ContactCategory>('feedback');
  // Today only once mounted: the server's day may not be the guest's (and would not hydrate).
  const [today, setToday] = useState<string | null>(null);
  // Date inputs holding typing the browser cannot read as a date (their value is then empty).
  const [unreadableDates, setUnreadableDates] = useState<Partial<Record<ContactField, boolean>>>(
    {},
  );
  // Bumped to clear the date fields' typing (their remount).
  const [dateFields, setDateFields] = useState(0);
  const form = useForm<ContactField>({
    initial: EMPTY,
    validate: (values) => {
      const errors = validateContactForm(values, category, today ?? localToday());
      for (const field of ['checkIn', 'checkOut'] as const)
        if (unreadableDates[field]) errors[field] = messages.dateInvalid;
      return errors;
    },
    idPrefix: id,
  });
  const { values, set, status } = form;
  const captcha = useInquiryCaptcha(form);
  const { hotels, hotelsState } = useStateHotels(values.subdivisionCode);

  useEffect(() => setToday(localToday()), []);

  // "5+ rooms" in a search box leads here (?category=groups&rooms=5&checkIn&checkOut).
  const { search } = useLocation();
  useEffect(() => {
    const prefill = readGroupsPrefill(new URLSearchParams(search));
    if (!prefill) return;
    setCategory('groups');
    set('rooms', prefill.rooms, { checkIn: prefill.checkIn, checkOut: prefill.checkOut });
    // Once per address: the guest's own changes are kept afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const fields = contactFieldsAsked[category];
  const bind = (field: ContactField) => ({
    ...form.bind(field),
    error:
      form.errorOf(field) ??
      (field === 'hotelId' && hotelsState === 'error' ? messages.somethingWentWrong : undefined),
  });

  const bindDate = (field: 'checkIn' | 'checkOut') => ({
    ...bind(field),
    hint: 'MM/DD/YYYY',
    onBadInput: (bad: boolean) =>
      setUnreadableDates((current) =>
        current[field] === bad ? current : { ...current, [field]: bad },
      ),
  });

  const changeCategory = (next: string) => {
    if (!(contactCategories as readonly string[]).includes(next)) return;
    setCategory(next as ContactCategory);
    // Contact form: changing category clears the dates.
    set('checkIn', '', { checkOut: '' });
    form.setTouched((current) => ({ ...current, checkIn: false, checkOut: false }));
    // An unreadable date's value is empty already: the fields start afresh, without its typing.
    setDateFields((current) => current + 1);
    setUnreadableDates({});
  };

  const send = async (current: Readonly<Values>): Promise<SubmitOutcome> => {
    const sent: Record<string, string> = { category };
    for (const field of fields) if (current[field].trim()) sent[field] = current[field].trim();
    if (sent.hotelId)
      sent.hotelName = hotels.find((hotel) => hotel.hotelId === sent.hotelId)?.hotelName ?? '';
    sent.captcha = captcha.captcha ?? '';
    const outcome = await postInquiry(api, inquiryFormCall(category), sent, contactAccepted);
    if (outcome.ok) return { ok: true, message: messages.contactSubmitted };
    const fieldErrors: Record<string, string> = {};
    for (const [name, message] of Object.entries(outcome.fieldErrors))
      fieldErrors[name === 'hotelName' ? 'hotelId' : name] ??= message;
    captcha.renew();
    return {
      ok: false,
      fieldErrors,
      message: outcome.network ? messages.somethingWentWrong : messages.contactSubmitFailed,
    };
  };
  const submit = form.onSubmit(send, fields);

  const rooms = Number(values.rooms);
  const note =
    category === 'groups' && /^\d+$/.test(values.rooms.trim()) && rooms >= 1
      ? groupsNote(rooms)
      : null;
  const minDate = today ?? undefined;
  const lastDate = today ? addDays(today, DATE_WINDOW_DAYS) : undefined;
  // Contact: "other" is required when it is picked.
  const required = (field: ContactField) =>
    field === 'other'
      ? values.source === 'otherSource'
      : contactRequiredFields[category].includes(field);

  return (
    <form
      ref={form.formRef}
      className="inquiry-form contact-form"
      aria-label="How Can We Help You?"
      noValidate
      data-status={status}
      onSubmit={captcha.whenSolved(submit)}
    >
      <RequiredNote />
      <RadioGroup
        id={`${id}-category`}
        name="category"
        legend="What can we help you with?"
        value={category}
        options={contactCategories.map((value) => [value, categoryLabels[value]] as const)}
        onChange={changeCategory}
      />
      <div className="form-grid">
        <PersonFields bind={(field) => ({ ...bind(field), required: true })} />
        <SelectField
          {...bind('subdivisionCode')}
          // Contact form: changing the state clears the hotel.
          onChange={(value) => set('subdivisionCode', value, { hotelId: '' })}
          label="State"
          required
          placeholder="Select a state"
          options={stateOptions}
        />
        <SelectField
          {...bind('hotelId')}
          label="Hotel"
          required
          disabled={!values.subdivisionCode || hotelsState === 'loading'}
          placeholder={
            !values.subdivisionCode
              ? 'Select a state first'
              : hotelsState === 'loading'
                ? 'Loading hotels…'
                : 'Select a hotel'
          }
          options={hotels.map((hotel) => [hotel.hotelId, hotel.hotelName] as const)}
        />
        <DateField
          key={`checkIn-${dateFields}`}
          {...bindDate('checkIn')}
          label="Check-in date"
          required={required('checkIn')}
          min={minDate}
          max={lastDate}
        />
        <DateField
          key={`checkOut-${dateFields}`}
          {...bindDate('checkOut')}
          label="Check-out date"
          required={required('checkOut')}
          min={today ? addDays(values.checkIn || today, 1) : undefined}
          max={lastDate}
        />
        {category === 'feedback' ? (
          <>
            <SelectField
              {...bind('source')}
              onChange={(value) =>
                set('source', value, value === 'otherSource' ? {} : { other: '' })
              }
              label="How did you book your stay?"
              required
              placeholder="Select one"
              options={sourceOptions}
            />
            {values.source === 'otherSource' ? (
              <TextField
                {...bind('other')}
                label="Other (please tell us how)"
                required
                maxLength={200}
              />
            ) : null}
            <TextField
              {...bind('confnum')}
              label="Confirmation number"
              inputMode="numeric"
              maxLength={CONFIRMATION_NUMBER_LENGTH}
              hint={`The ${CONFIRMATION_NUMBER_LENGTH} digits from your confirmation e-mail`}
            />
          </>
        ) : (
          <TextField
            {...bind('rooms')}
            label="Number of rooms"
            type="number"
            inputMode="numeric"
            min="1"
            required
          />
        )}
      </div>
      {note ? (
        <p className="inquiry-form__note" role="note">
          {groupsNotes[note]}
        </p>
      ) : null}
      <TextAreaField
        {...bind('details')}
        label={category === 'groups' ? 'Tell us about your group' : 'Comments'}
        required={required('details')}
        maxLength={5000}
      />
      <InquiryFormEnd
        {...captcha.endProps}
        status={status}
        message={form.message || (status === 'error' ? messages.contactSubmitFailed : null)}
        outcomeRef={form.outcomeRef}
      />
    </form>
  );
}
