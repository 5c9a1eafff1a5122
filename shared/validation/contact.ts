// The "How Can We Help You?" form. The browser form and
// the platform's POST /v1/emailer/forms/{feedback|groups} both run these rules.
import { addDays, parseFormDate } from './dates.ts';
import { isBlank, messages, type FieldErrors } from './messages.ts';
import { isPhoneNumber, isStandardEmail } from './patterns.ts';
import { nameError } from './person.ts';

export const contactCategories = ['feedback', 'groups'] as const;
export type ContactCategory = (typeof contactCategories)[number];

export const contactSources = ['hotel', 'website', 'phone', 'wscom', 'otherSource'] as const;

/** Group requests of 5 rooms or more get a call-back. */
export const GROUP_ROOM_THRESHOLD = 5;
export const DATE_WINDOW_DAYS = 365;

/** The wire names (roomGuestCount is sent as `rooms`; selectedHotel as hotelId + hotelName). */
export interface ContactFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  subdivisionCode?: string;
  hotelId?: string;
  hotelName?: string;
  checkIn?: string;
  checkOut?: string;
  source?: string;
  other?: string;
  confnum?: string;
  rooms?: string | number;
  details?: string;
}

export type ContactField = keyof ContactFormValues;

// Who asks, and about which hotel: both categories require these.
const contactPerson: ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subdivisionCode',
  'hotelId',
];

/** Which fields each category asks for; the rest are optional. */
export const contactRequiredFields: Record<ContactCategory, ContactField[]> = {
  feedback: [...contactPerson, 'source', 'details'],
  groups: [...contactPerson, 'checkIn', 'checkOut', 'rooms'],
};

/** Which fields each category shows and sends: the required ones and its optional ones. */
export const contactFieldsAsked: Record<ContactCategory, ContactField[]> = {
  feedback: [...contactRequiredFields.feedback, 'checkIn', 'checkOut', 'other', 'confnum'],
  groups: [...contactRequiredFields.groups, 'details'],
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/** `today` is 'YYYY-MM-DD' (dates from today to 365 days ahead). */
export function validateContactForm(
  values: ContactFormValues,
  category: ContactCategory,
  today: string,
  /** The platform's latest "today" (the guest may be up to a day ahead of UTC); the browser's own. */
  latestToday: string = today,
): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const required = [...contactRequiredFields[category]];
  if (text(values.source) === 'otherSource') required.push('other'); // "other" required when picked
  for (const field of required) if (isBlank(values[field])) errors[field] = messages.required;

  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameError(values[field]);
    if (problem) errors[field] = problem;
  }
  const email = text(values.email);
  if (email && !isStandardEmail(email)) errors.email = messages.invalid;
  const phone = text(values.phone);
  if (phone && !isPhoneNumber(phone)) errors.phone = messages.invalid;
  const subdivision = text(values.subdivisionCode);
  if (subdivision && !/^[A-Za-z]{2}$/.test(subdivision)) errors.subdivisionCode = messages.invalid;
  const source = text(values.source);
  if (source && !(contactSources as readonly string[]).includes(source))
    errors.source = messages.invalid;
  const confnum = text(values.confnum);
  if (confnum && !/^\d+$/.test(confnum)) errors.confnum = messages.invalid; // digits only
  const rooms = text(values.rooms);
  if (rooms && !(/^\d{1,4}$/.test(rooms) && +rooms >= 1)) errors.rooms = messages.invalid;

  // A typed date that is no date (or before 1/1/1800) is "Date input not valid."; a
  // real date outside the window of today to 365 days ahead is "This field is invalid", for the
  // check-out as for the check-in (the check-out also after the check-in).
  const last = addDays(latestToday, DATE_WINDOW_DAYS);
  const checkIn = text(values.checkIn) ? parseFormDate(text(values.checkIn)) : undefined;
  if (text(values.checkIn) && !checkIn) errors.checkIn = messages.dateInvalid;
  else if (checkIn && (checkIn < today || checkIn > last)) errors.checkIn = messages.invalid;
  const checkOut = text(values.checkOut) ? parseFormDate(text(values.checkOut)) : undefined;
  if (text(values.checkOut) && !checkOut) {
    errors.checkOut = messages.dateInvalid;
  } else if (checkOut && (checkOut <= today || checkOut > last)) {
    errors.checkOut = messages.invalid;
  } else if (checkIn && checkOut && checkOut <= checkIn) {
    errors.checkOut = messages.invalid;
  }
  return errors;
}

// Contact: the two groups notes.
export const groupsNotes: Record<ReturnType<typeof groupsNote>, string> = {
  'use-property-page':
    'For fewer than 5 rooms, please book on the hotel’s property page to see its rates.',
  'call-back':
    'A group sales manager will call you back about 5 or more rooms: please make sure your phone number is valid.',
};

/** Under 5 rooms → use the property page for rates; 5 or more → a call-back note. */
export function groupsNote(rooms: number): 'use-property-page' | 'call-back' {
  return rooms >= GROUP_ROOM_THRESHOLD ? 'call-back' : 'use-property-page';
}
