// The Major Accounts Inquiry Sheet.
import { isBlank, messages, type FieldErrors } from './messages.ts';
import { isPhoneNumber, isStandardEmail, isVisibleText } from './patterns.ts';
import { addressErrors, nameError, showsSubdivision } from './person.ts';

export const industries = [
  'Construction',
  'Medical Professional',
  'Government Entity',
  'Training / Education',
  'Oil / Gas / Energy',
  'Military Housing Group',
  'Insurance',
  'Other',
] as const;

export const nightsOptions = [
  '1 - 250',
  '251 - 500',
  '501 - 1,000',
  '1,001 - 2,000',
  '2,001 or More',
] as const;

export const regionScopes = [
  'Locally',
  'Regionally',
  'Various Territories / Regions',
  'Nationally',
] as const;

/** Budget defaults to "$". */
export const budgetOptions = ['$', '$$', '$$$', '$$$$'] as const;
export const DEFAULT_BUDGET = '$';
export const DEFAULT_COUNTRY = 'US';

export interface MajorAccountsValues {
  companyName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  tellmore?: string;
  addrLine1?: string;
  addrLine2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  /** Sent as "code - name", e.g. "US - United States". */
  country?: string;
  industry?: string;
  regionScope?: string;
  nights?: string;
  budget?: string;
  details?: string;
}

export type MajorAccountsField = keyof MajorAccountsValues;

export const majorAccountsRequiredFields: MajorAccountsField[] = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'industry',
  'regionScope',
  'nights',
  'budget',
];

/** "code - name" as sent by the form. */
export const formatCountry = (code: string, name: string): string => `${code} - ${name}`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const oneOf = (options: readonly string[], value: string) => options.includes(value);

export function validateMajorAccountsForm(
  values: MajorAccountsValues,
): FieldErrors<MajorAccountsField> {
  const errors: FieldErrors<MajorAccountsField> = {};
  for (const field of majorAccountsRequiredFields)
    if (isBlank(values[field])) errors[field] = messages.required;

  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameError(values[field]);
    if (problem) errors[field] = problem;
  }
  // A company name may hold any symbol (&, /, ®), but no bidi override or invisible-only value.
  const company = text(values.companyName);
  if (company && !isVisibleText(company)) errors.companyName = messages.invalid;
  // The country is sent as "code - name"; the address block's rules read its code.
  const country = text(values.country);
  const code = /^([A-Z]{2}) - \S/.exec(country)?.[1];
  if (country && !code) errors.country = messages.invalid;
  const address = addressErrors({
    line1: text(values.addrLine1),
    line2: text(values.addrLine2),
    city: text(values.city),
    // The state is asked for (and checked) only in the US.
    subdivision: showsSubdivision(code) ? text(values.state) : '',
    postal: text(values.postalCode),
    country: code ?? 'US',
  });
  if (address.line1) errors.addrLine1 = address.line1;
  if (address.line2) errors.addrLine2 = address.line2;
  if (address.city) errors.city = address.city;
  if (address.subdivision) errors.state = address.subdivision;
  if (address.postal) errors.postalCode = address.postal;
  const email = text(values.email);
  if (email && !isStandardEmail(email)) errors.email = messages.invalid;
  const phone = text(values.phone);
  if (phone && !isPhoneNumber(phone)) errors.phone = messages.invalid;
  const tellmore = text(values.tellmore);
  if (tellmore && !oneOf(['yes', 'no'], tellmore)) errors.tellmore = messages.invalid;
  const industry = text(values.industry);
  if (industry && !oneOf(industries, industry)) errors.industry = messages.invalid;
  const region = text(values.regionScope);
  if (region && !oneOf(regionScopes, region)) errors.regionScope = messages.invalid;
  const nights = text(values.nights);
  if (nights && !oneOf(nightsOptions, nights)) errors.nights = messages.invalid;
  const budget = text(values.budget);
  if (budget && !oneOf(budgetOptions, budget)) errors.budget = messages.invalid;
  return errors;
}
