// The validation messages and, to the letter. One place, read by the browser forms
// and by the platform, so the two always agree.
export const messages = {
  required: 'This field is required',
  invalid: 'This field is invalid',
  address: "Enter a valid address with letters, numbers, and allowed symbols (.-').",
  emailInvalid: 'Email is invalid',
  passwordLetterAndNumber: 'Passwords must have at least 1 letter and 1 number',
  // The product names one message for the whole password rule (8 characters, a letter and a number);
  // the password fields say the length beside them (passwordHint), so a short one is not a riddle.
  passwordHint: 'At least 8 characters, with at least 1 letter and 1 number.',
  // "Postal" names only "This field is invalid"; a refused postal code says what it takes.
  postalUs: 'Enter a 5-digit ZIP code, or ZIP+4 such as 20500-0003.',
  postalOther: 'Enter a postal code of letters and numbers, such as K1A 0B1.',
  passwordsDoNotMatch: 'Passwords do not match',
  // The platform also refuses passwords from a list of common and leaked ones.
  passwordCommon:
    'This password is too common: it is on a list of passwords found in data breaches. Please choose another.',
  // Nor may a password be built on what an attacker knows of the guest (password-context.ts).
  passwordPersonal:
    'This password is too easy to guess: it is built on your name, your e-mail address or the word Longstay. Please choose another.',
  // A new password needs the current one, proven by the platform.
  currentPasswordNeeded: 'Enter your current password to change your password.',
  currentPasswordWrong: 'Your current password is not correct.',
  // So does a new e-mail address.
  currentPasswordForEmail: 'Enter your current password to change your e-mail address.',
  newsletterEmail: 'Please enter a valid email address',
  newsletterSuccess: 'Thank you for subscribing!',
  newsletterCheckInbox: 'Almost done: check your inbox',
  newsletterLinkInvalid: 'This confirmation link is invalid or has expired.',
  newsletterUnsubscribeInvalid: 'This unsubscribe link is unknown or was already used.',
  signInFailed: 'Invalid email or password',
  accountExists: 'An account with this email address already exists.',
  accountCreateFailed: 'There was an error creating your account. Contact support.',
  accountUpdated: 'Account updated',
  invalidCaptcha: 'Invalid captcha',
  contactSubmitFailed: 'Failed to submit this form. Please correct any errors and try again.',
  contactSubmitted: 'Your request has been successfully submitted.',
  somethingWentWrong: 'Something went wrong',
  // A typed date that is not a date, or is before 1/1/1800.
  dateInvalid: 'Date input not valid.',
  majorAccountsFailed: 'There was an error submitting your request.',
  // One cancellation policy, enforced: the one sentence every page, e-mail and the
  // terms show, and what a guest reads once the platform no longer cancels online (it enforces
  // the deadline in the hotel's own time zone: server/platform/services/cancellation-policy.ts).
  // The booking form, its call and the platform's 409 SOLD_OUT answer all say this.
  soldOut:
    'Sorry, this room is no longer available for the dates you chose. Please choose another room or other dates.',
  cancellationPolicy: 'Free cancellation until 6:00 PM hotel time on the day of arrival.',
  cancellationClosed:
    'Free cancellation ended at 6:00 PM hotel time on the day of arrival, so this reservation can no longer be cancelled online.',
  // Changing a stay's dates.
  checkOutAfterCheckIn: 'Check-out must be after check-in.',
} as const;

/** After the deadline: why online cancelling is closed, and whom to call instead. */
export const cancellationClosedMessage = (hotelPhone: string | null | undefined): string =>
  hotelPhone
    ? `${messages.cancellationClosed} To cancel or change it, please call the hotel at ${hotelPhone}.`
    : `${messages.cancellationClosed} To cancel or change it, please call the hotel.`;

/** Field name → message; an empty object means the values are valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
