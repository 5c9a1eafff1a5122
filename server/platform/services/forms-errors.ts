// Per-parameter errors of the form calls (spec §7, §8): the site shows "This field is invalid"
// for INVALID_VALUE and "Something went wrong" otherwise, so every field error uses these codes.
import { PlatformError, tooManyRequests, type ParameterError } from '../http/errors.ts';
import { messages, type FieldErrors } from '#shared/validation/messages.ts';
import type { PlatformContext } from '../context.ts';
import { hit, type Limit } from './throttle.ts';

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

/** Counts a form attempt before anything is checked; past the limit, 429 (issue 17 M4). */
export async function spendFormLimit(platform: PlatformContext, limit: Limit): Promise<void> {
  if ((await hit(platform.db, limit, platform.now())) > limit.max)
    throw tooManyRequests(
      'Too many submissions from your connection. Please try again in an hour.',
    );
}
