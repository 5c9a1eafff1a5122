// Per-parameter errors of the form calls (spec §7, §8): the site shows "This field is invalid"
// for INVALID_VALUE and "Something went wrong" otherwise, so every field error uses these codes.
import { PlatformError, type ParameterError } from '../http/errors.ts';
import { messages, type FieldErrors } from '#shared/validation/messages.ts';

export const invalidCaptcha = () =>
  new PlatformError(400, 'INVALID_CAPTCHA', messages.invalidCaptcha, [
    { code: 'INVALID_VALUE', parameterName: 'captcha', message: messages.invalidCaptcha },
  ]);

/** The shared rules' { field: message } as the platform's error list. */
export function toParameterErrors(
  errors: FieldErrors,
  rename: Record<string, string> = {},
): ParameterError[] {
  return Object.entries(errors).map(([name, message]) => ({
    parameterName: rename[name] ?? name,
    code: message === messages.required ? 'REQUIRED' : 'INVALID_VALUE',
    message: message!,
  }));
}
