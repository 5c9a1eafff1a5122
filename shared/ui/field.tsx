// The one labelled form control of the site: a visible label
// with the required mark, the hint and the error tied to the control (aria-describedby), and
// aria-invalid with a red border on error. Text, e-mail, password, phone and number
// inputs, the date field (date-field.tsx), selects, text areas, checkboxes and radio groups share it.
import { useId, type ReactNode, type Ref } from 'react';
import './field.css';
import { keepWords } from './keep-words.tsx';

export const errorId = (id: string): string => `${id}-error`;
export const hintId = (id: string): string => `${id}-hint`;

/** A message, or `true` to mark the control invalid without one (Sign-in). */
export type FieldError = string | true | undefined;

const message = (error: FieldError): string | undefined =>
  typeof error === 'string' && error ? error : undefined;

/** aria-describedby and aria-invalid for a control with an optional hint and error. */
export function describedBy(id: string, error: FieldError, hint?: ReactNode) {
  const ids = [hint ? hintId(id) : null, message(error) ? errorId(id) : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error: FieldError }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId(id)}>
          {keepWords(hint)}
        </p>
      ) : null}
      {message(error) ? (
        <p className="field__error" id={errorId(id)}>
          {message(error)}
        </p>
      ) : null}
    </>
  );
}

export interface ControlProps {
  /** The control's id; one is made when not given. */
  id?: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: FieldError;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function Frame({
  id,
  label,
  error,
  required,
  hint,
  className,
  children,
}: Pick<ControlProps, 'label' | 'error' | 'required' | 'hint' | 'className'> & {
  id: string;
  children: ReactNode;
}) {
  return (
    <div
      className={['field', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {keepWords(label)}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The control's id (the given one, or one made) and what its frame shows. */
export function useControl(props: ControlProps) {
  const made = useId();
  const id = props.id ?? made;
  const { label, error, required, hint, className } = props;
  return { id, frame: { id, label, error, required, hint, className } };
}

/** Forms: the note above a form that marks its required fields. */
export function RequiredNote() {
  return (
    <p className="form-required-note">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}

export interface TextFieldProps extends ControlProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  maxLength?: number;
  min?: string | undefined;
  max?: string | undefined;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  placeholder,
  inputRef,
  ...props
}: TextFieldProps) {
  const { id, frame } = useControl(props);
  const { name, value, onChange, onBlur, error, required, disabled, hint } = props;
  return (
    <Frame {...frame}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="field__control"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        {...describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Frame>
  );
}

export interface SelectFieldProps extends ControlProps {
  options: ReadonlyArray<readonly [value: string, label: string]>;
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField({ options, placeholder, autoComplete, ...props }: SelectFieldProps) {
  const { id, frame } = useControl(props);
  const { name, value, onChange, onBlur, error, required, disabled, hint } = props;
  return (
    <Frame {...frame}>
      <select
        id={id}
        name={name}
        className="field__control field__control--select"
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        {...describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function TextAreaField({ maxLength, ...props }: ControlProps & { maxLength?: number }) {
  const { id, frame } = useControl(props);
  const { name, value, onChange, onBlur, error, required, disabled, hint } = props;
  return (
    <Frame {...frame}>
      <textarea
        id={id}
        name={name}
        className="field__control field__control--area"
        rows={5}
        value={value}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        {...describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Frame>
  );
}
