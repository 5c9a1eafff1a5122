// spec §4 "Forms": idle, success, error (and submitting, while the call is out).
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Moves focus to the first control marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>(
    '[aria-invalid="true"], .form-field--invalid input',
  );
  first?.focus();
}
