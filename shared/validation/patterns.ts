// The character rules, shared by the account, contact and major accounts forms.

// Account: names, address and city allow letters, digits, space, dot, apostrophe and
// hyphen, with at least one letter or digit. Letters include accented ones (Zoë, Peña).
const allowedText = /^[\p{L}\p{N} .'-]+$/u;
const hasAlphanumeric = /[\p{L}\p{N}]/u;

export const isAllowedText = (value: string): boolean =>
  allowedText.test(value) && hasAlphanumeric.test(value);

// Informational: a free-text name (booking guest, card holder) refuses control and
// format characters — bidirectional overrides and isolates (U+202A–202E, U+2066–2069), zero-width
// spaces and joiners — and must show at least one visible character (not only fillers such as
// U+3164 or U+2800). One pattern string, so the platform's JSON schemas use it too (ajv: u flag).
const INVISIBLE = String.raw`\s\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u2800\u3164\uFFA0`;
export const VISIBLE_TEXT_PATTERN = String.raw`^[^\p{Cc}\p{Cf}]*[^${INVISIBLE}][^\p{Cc}\p{Cf}]*$`;
const visibleText = new RegExp(VISIBLE_TEXT_PATTERN, 'u');
export const isVisibleText = (value: string): boolean => visibleText.test(value);

// Account: "Email lowercase-style with a 2 to 4 letter TLD". The account form writes the
// address in lowercase as it is typed; an address from elsewhere (an API call, a lookup) is
// lower-cased first, as the platform keys the account by the lower-cased address.
const accountEmail = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,4}$/;
export const isAccountEmail = (value: string): boolean =>
  value.length <= 254 && accountEmail.test(value.trim().toLowerCase());

// Newsletter: "a standard pattern" (the HTML living standard's e-mail production).
const standardEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isStandardEmail = (value: string): boolean =>
  value.length <= 254 && standardEmail.test(value);

// Account: postal is US five digits or ZIP+4; elsewhere alphanumeric only. Canada and the
// UK write their codes in two groups ("K1A 0B1", "SW1A 1AA"), and refusing the space the guest
// was taught to type reads as a broken form: one space or hyphen between two groups is allowed.
export const isPostalCode = (value: string, countryCode: string): boolean =>
  countryCode.toUpperCase() === 'US'
    ? /^\d{5}(?:-\d{4})?$/.test(value)
    : /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)?$/.test(value) && value.replace(/[ -]/, '').length <= 10;

// Phone numbers: the product names no format; 7 to 15 digits (E.164 allows 15) with the usual
// separators keeps typos out without refusing foreign numbers.
export const isPhoneNumber = (value: string): boolean => {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

export const isUsSubdivision = (value: string): boolean => /^[A-Z]{2}$/.test(value);

// Decision 0007: a confirmation number is ten digits a guest can read out on the phone
// (Contact keeps "digits only" true). Guests may type it grouped ("482 193 7750" or
// "482-193-7750"); the separators are dropped before it is checked or looked up.
export const CONFIRMATION_NUMBER_LENGTH = 10;
export const normalizeConfirmationNumber = (value: string): string => value.replace(/[\s-]/g, '');
