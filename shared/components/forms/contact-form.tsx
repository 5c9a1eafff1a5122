// spec §2 "Forms embedded in content pages", §3 "Contact form", §4 "Forms" and "Contact form",
// §5 "Contact", §7 POST {api}/v1/emailer/forms/{feedback|groups}, §8 "Contact", §9 group threshold.
// "How Can We Help You?": the category decides the call and the fields asked for; changing it
// clears the dates, changing the state clears the hotel. The rules are shared/validation/contact.ts,
// the ones the platform runs. The guest's input is kept on every failure.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  categoryLabels,
  contactAccepted,
  fetchStateHotels,
  postInquiry,
  sourceOptions,
  stateOptions,
  type HotelOption,
} from '../../data/forms-options.ts';
import {
  contactCategories,
  contactRequiredFields,
  DATE_WINDOW_DAYS,
  groupsNote,
  validateContactForm,
  type ContactCategory,
  type ContactField,
} from '../../validation/contact.ts';
import { addDays, localToday } from '../../validation/dates.ts';
import { messages } from '../../validation/messages.ts';
import { CONFIRMATION_NUMBER_LENGTH } from '../../validation/patterns.ts';
import { RadioGroup, SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { InquiryFormEnd } from './inquiry-form-end.tsx';
import { focusFirstError, type FormStatus } from './form-status.ts';
import './forms.css';

type Values = Record<ContactField, string>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subdivisionCode: '',
  hotelId: '',
  hotelName: '',
  checkIn: '',
  checkOut: '',
  source: '',
  other: '',
  confnum: '',
  rooms: '',
  details: '',
};

/** Fields shown for each category (the rest are not sent). */
const shown: Record<ContactCategory, ContactField[]> = {
  feedback: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'subdivisionCode',
    'hotelId',
    'checkIn',
    'checkOut',
    'source',
    'other',
    'confnum',
    'details',
  ],
  groups: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'subdivisionCode',
    'hotelId',
    'checkIn',
    'checkOut',
    'rooms',
    'details',
  ],
};

// spec §5 Contact: the two groups notes.
export const GROUPS_NOTE_SMALL =
  'For fewer than 5 rooms, please book on the hotel’s property page to see its rates.';
export const GROUPS_NOTE_CALL_BACK =
  'A group sales manager will call you back about 5 or more rooms: please make sure your phone number is valid.';

export function ContactForm() {
  const id = useId();
  const [category, setCategory] = useState<ContactCategory>('feedback');
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [statusMessage, setStatusMessage] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [hotels, setHotels] = useState<HotelOption[]>([]);
  const [hotelsState, setHotelsState] = useState<'idle' | 'loading' | 'error'>('idle');
  // Today only once mounted: the server's day may not be the guest's (and would not hydrate).
  const [today, setToday] = useState<string | null>(null);
  // Date inputs holding typing the browser cannot read as a date (their value is then empty).
  const [unreadableDates, setUnreadableDates] = useState<Partial<Record<ContactField, boolean>>>(
    {},
  );
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => setToday(localToday()), []);

  useEffect(() => {
    setHotels([]);
    if (!values.subdivisionCode) {
      setHotelsState('idle');
      return;
    }
    const controller = new AbortController();
    setHotelsState('loading');
    fetchStateHotels(values.subdivisionCode, controller.signal).then(
      (list) => {
        setHotels(list);
        setHotelsState('idle');
      },
      () => {
        if (!controller.signal.aborted) setHotelsState('error');
      },
    );
    return () => controller.abort();
  }, [values.subdivisionCode]);

  const fields = shown[category];
  const clientErrors = validateContactForm(values, category, today ?? localToday());
  for (const field of ['checkIn', 'checkOut'] as const)
    if (unreadableDates[field]) clientErrors[field] = messages.dateInvalid;
  const errorOf = (field: ContactField): string | undefined =>
    serverErrors[field] ??
    (attempted || touched[field] ? clientErrors[field] : undefined) ??
    (field === 'hotelId' && hotelsState === 'error' ? messages.somethingWentWrong : undefined);

  const set = (field: ContactField, value: string, also: Partial<Values> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...also }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const name of [field, ...Object.keys(also)]) delete next[name];
      return next;
    });
    if (status === 'error') setStatus('idle');
  };
  const touch = (field: ContactField) => setTouched((current) => ({ ...current, [field]: true }));
  const bind = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (value: string) => set(field, value),
    onBlur: () => touch(field),
  });
  const bindDate = (field: 'checkIn' | 'checkOut') => ({
    ...bind(field),
    type: 'date' as const,
    hint: 'MM/DD/YYYY',
    onBadInput: (bad: boolean) =>
      setUnreadableDates((current) =>
        current[field] === bad ? current : { ...current, [field]: bad },
      ),
  });

  const changeCategory = (next: string) => {
    if (!(contactCategories as readonly string[]).includes(next)) return;
    setCategory(next as ContactCategory);
    // spec §4 Contact form: changing category clears the dates.
    set('checkIn', '', { checkOut: '' });
    setTouched((current) => ({ ...current, checkIn: false, checkOut: false }));
    // An unreadable date's value is empty already, so React would leave its typing in place.
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[type="date"]') ??
      [])
      input.value = '';
    setUnreadableDates({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success' || !captcha) return;
    setAttempted(true);
    const invalid = fields.filter((field) => clientErrors[field]);
    if (invalid.length) {
      setStatus('error');
      setStatusMessage(messages.contactSubmitFailed);
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setStatus('submitting');
    setStatusMessage('');
    const sent: Record<string, string> = { category };
    for (const field of fields) if (values[field].trim()) sent[field] = values[field].trim();
    if (sent.hotelId)
      sent.hotelName = hotels.find((hotel) => hotel.hotelId === sent.hotelId)?.hotelName ?? '';
    sent.captcha = captcha;
    const outcome = await postInquiry(`/v1/emailer/forms/${category}`, sent, contactAccepted);
    if (outcome.ok) {
      setStatus('success');
      setStatusMessage(messages.contactSubmitted);
      return;
    }
    const fieldErrors: Record<string, string> = {};
    for (const [name, message] of Object.entries(outcome.fieldErrors))
      fieldErrors[name === 'hotelName' ? 'hotelId' : name] ??= message;
    setServerErrors(fieldErrors);
    setStatus('error');
    setStatusMessage(outcome.network ? messages.somethingWentWrong : messages.contactSubmitFailed);
    // A captcha solution is good for one submission: the guest solves a new one.
    setCaptchaReset((count) => count + 1);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const rooms = Number(values.rooms);
  const note =
    category === 'groups' && /^\d+$/.test(values.rooms.trim()) && rooms >= 1
      ? groupsNote(rooms)
      : null;
  const minDate = today ?? undefined;
  const lastDate = today ? addDays(today, DATE_WINDOW_DAYS) : undefined;
  // spec §5 Contact: "other" is required when it is picked.
  const required = (field: ContactField) =>
    field === 'other'
      ? values.source === 'otherSource'
      : contactRequiredFields[category].includes(field);

  return (
    <form
      ref={form}
      className="inquiry-form contact-form"
      aria-label="How Can We Help You?"
      noValidate
      data-status={status}
      onSubmit={(event) => void submit(event)}
    >
      <p className="inquiry-form__legend">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <RadioGroup
        id={`${id}-category`}
        name="category"
        legend="What can we help you with?"
        value={category}
        options={contactCategories.map((value) => [value, categoryLabels[value]] as const)}
        onChange={changeCategory}
      />
      <div className="inquiry-form__grid">
        <TextField
          {...bind('firstName')}
          label="First name"
          required
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          {...bind('lastName')}
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={100}
        />
        <TextField
          {...bind('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          {...bind('phone')}
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={40}
        />
        <SelectField
          {...bind('subdivisionCode')}
          // spec §4 Contact form: changing the state clears the hotel.
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
        <TextField
          {...bindDate('checkIn')}
          label="Check-in date"
          required={required('checkIn')}
          min={minDate}
          max={lastDate}
        />
        <TextField
          {...bindDate('checkOut')}
          label="Check-out date"
          required={required('checkOut')}
          min={today ? addDays(values.checkIn || today, 1) : undefined}
          max={today ? addDays(today, DATE_WINDOW_DAYS + 1) : undefined}
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
          {note === 'call-back' ? GROUPS_NOTE_CALL_BACK : GROUPS_NOTE_SMALL}
        </p>
      ) : null}
      <TextAreaField
        {...bind('details')}
        label={category === 'groups' ? 'Tell us about your group' : 'Comments'}
        required={required('details')}
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
        message={statusMessage || null}
      />
    </form>
  );
}
