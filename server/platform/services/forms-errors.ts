// Per-parameter errors of the form calls: the site shows "This field is invalid"
// for INVALID_VALUE and "Something went wrong" otherwise, so every field error uses these codes.
import {
  invalidCaptcha as captchaRefused,
  invalidValue,
  required,
  tooManyRequests,
  type ParameterError,
} from '../http/errors.ts';
import { messages, type FieldErrors } from '#shared/validation/messages.ts';
import type { PlatformContext } from '../context.ts';
import { hit, type Limit } from './throttle.ts';

export const invalidCaptcha = () => captchaRefused(messages.invalidCaptcha);

/** The shared rules' { field: message } as the platform's error list. */
export function toParameterErrors(
  errors: FieldErrors,
  rename: Record<string, string> = {},
): ParameterError[] {
  return Object.entries(errors).map(([name, message]) =>
    message === messages.required
      ? required(rename[name] ?? name, message)
      : invalidValue(rename[name] ?? name, message!),
  );
}

/** Counts a form attempt before anything is checked; past the limit, 429. */
export async function spendFormLimit(platform: PlatformContext, limit: Limit): Promise<void> {
  if ((await hit(platform.db, limit, platform.now())) > limit.max)
    throw tooManyRequests(
      'Too many submissions from your connection. Please try again in an hour.',
    );
}
