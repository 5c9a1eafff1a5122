// The one form-state hook: the values, which fields were touched, the errors
// per field (the shared rules' answer once a field was left or a submit attempted, and what the
// server said about a field, until that field changes), the submit state, and focus moved to the
// first invalid control or to the outcome's alert. Forms keep their own rules and calls.
import { useCallback, useRef, useState, type FormEvent } from 'react';

// Idle, success, error (and submitting, while the call is out).
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * What a submit handler answers: accepted (`navigated`: the handler moved to another page, and the
 * form goes back to idle for a guest who returns to it), or the errors the server named.
 */
export type SubmitOutcome =
  | { ok: true; message?: string; navigated?: boolean }
  | { ok: false; fieldErrors?: Readonly<Record<string, string>>; message?: string };

/** Moves focus to the first control marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): boolean {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return Boolean(first);
}

/** What a form holds: text for most fields, a flag for a checkbox. */
export type FormValues<F extends string> = Readonly<Record<F, string | boolean>>;

/** The fields of `V` that hold text (those a TextField, SelectField or TextAreaField binds). */
export type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The props `bind` gives a TextField / SelectField / TextAreaField. */
export interface FieldBinding {
  id?: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface UseFormOptions<F extends string, V extends FormValues<F>> {
  initial: V;
  /** The shared rules: a message per invalid field. */
  validate: (values: V) => Partial<Record<F, string | undefined>>;
  /** Id prefix of the controls (their ids are `${idPrefix}-${field}`). */
  idPrefix?: string;
  /** Show a field's error once it is left (default), or only after a submit. */
  checkOnBlur?: boolean;
  /** The form may be sent again after a success (a request for a mail, not an order). */
  repeatable?: boolean;
  /**
   * After a refusal naming fields, focus the first of them (default), or the outcome's alert
   * when it says what went wrong with the whole form (the account and booking banners).
   */
  focusOnRefusal?: 'field' | 'outcome';
}

export function useForm<F extends string, V extends FormValues<F> = Readonly<Record<F, string>>>({
  initial,
  validate,
  idPrefix,
  checkOnBlur = true,
  repeatable = false,
  focusOnRefusal = 'field',
}: UseFormOptions<F, V>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const clientErrors = validate(values);
  const errorOf = (field: F): string | undefined =>
    serverErrors[field] ?? (attempted || touched[field] ? clientErrors[field] : undefined);

  const set = useCallback(<K extends F>(field: K, value: V[K], also: Partial<V> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...also }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const name of [field, ...Object.keys(also)]) delete next[name];
      return next;
    });
    setStatus((current) => (current === 'error' ? 'idle' : current));
  }, []);

  /** Several values at once (a restored draft), as if typed. */
  const merge = useCallback((also: Partial<V>) => {
    setValues((current) => ({ ...current, ...also }));
  }, []);

  const touch = (field: F, value = true) =>
    setTouched((current) => ({ ...current, [field]: value }));

  /** The props of a TextField / SelectField / TextAreaField for one field. */
  const bind = (field: F & TextFields<V>): FieldBinding => ({
    ...(idPrefix ? { id: `${idPrefix}-${field}` } : {}),
    name: field,
    value: values[field] as string,
    error: errorOf(field),
    onChange: (value: string) => set(field, value as V[typeof field]),
    onBlur: () => {
      if (checkOnBlur) touch(field);
    },
  });

  const focusAfterRender = (target: 'error' | 'outcome') =>
    requestAnimationFrame(() => {
      if (target === 'error' && focusFirstError(formRef.current)) return;
      outcomeRef.current?.focus();
    });

  /**
   * The form's onSubmit: checks `fields` (default every field) with the shared rules, then calls
   * `send` once; a second submit while one is out, or after success, does nothing.
   */
  const onSubmit =
    (send: (values: V) => Promise<SubmitOutcome>, fields?: readonly F[]) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === 'submitting' || (status === 'success' && !repeatable)) return;
      setAttempted(true);
      const checked = fields ?? (Object.keys(values) as F[]);
      if (checked.some((field) => clientErrors[field])) {
        setStatus('error');
        setMessage('');
        focusAfterRender('error');
        return;
      }
      setStatus('submitting');
      setMessage('');
      const outcome = await send(values);
      setMessage(outcome.message ?? '');
      if (outcome.ok && outcome.navigated) {
        setStatus('idle');
        return;
      }
      if (outcome.ok) {
        setStatus('success');
        focusAfterRender('outcome');
        return;
      }
      setServerErrors(outcome.fieldErrors ?? {});
      setStatus('error');
      const named = outcome.fieldErrors && Object.keys(outcome.fieldErrors).length;
      focusAfterRender(named && focusOnRefusal === 'field' ? 'error' : 'outcome');
    };

  return {
    values,
    set,
    merge,
    touch,
    setTouched,
    errorOf,
    clientErrors,
    serverErrors,
    setServerErrors,
    bind,
    status,
    message,
    onSubmit,
    formRef,
    outcomeRef,
    submitting: status === 'submitting',
  };
}
