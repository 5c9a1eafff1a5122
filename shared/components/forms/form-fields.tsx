// The labelled controls of the inquiry forms: a visible label, a required mark, the error text
// tied to the control (aria-describedby, aria-invalid) and a red border (spec §5, §8).
import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id, also used to find it from an error summary. */
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

export const errorId = (id: string): string => `${id}-error`;
export const hintId = (id: string): string => `${id}-hint`;

/** aria-describedby and aria-invalid for a control with an optional hint and error. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : false,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

export function Field({ id, label, error, required, hint, children, className }: FieldProps) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="form-field__hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  onBadInput,
  ...props
}: ControlProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  maxLength?: number;
  min?: string | undefined;
  max?: string | undefined;
  /**
   * Whether the browser holds typing it cannot read as a value (a date input with 02/31 or a
   * missing year): its value is then empty, so only the input's validity tells.
   */
  onBadInput?: (bad: boolean) => void;
}) {
  const { id, name, label, value, onChange, onBlur, error, required, hint, className } = props;
  return (
    <Field {...{ id, label, error, hint, className }} required={required ?? false}>
      <input
        id={id}
        name={name}
        type={type}
        className="form-field__control"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        aria-required={required ? true : undefined}
        {...describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        onInput={
          onBadInput ? (event) => onBadInput(event.currentTarget.validity.badInput) : undefined
        }
        onBlur={(event) => {
          onBadInput?.(event.currentTarget.validity.badInput);
          onBlur?.();
        }}
      />
    </Field>
  );
}

export function SelectField({
  options,
  placeholder,
  disabled,
  ...props
}: ControlProps & {
  options: ReadonlyArray<readonly [value: string, label: string]>;
  placeholder?: string;
  disabled?: boolean;
}) {
  const { id, name, label, value, onChange, onBlur, error, required, hint, className } = props;
  return (
    <Field {...{ id, label, error, hint, className }} required={required ?? false}>
      <select
        id={id}
        name={name}
        className="form-field__control"
        value={value}
        disabled={disabled}
        aria-required={required ? true : undefined}
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
    </Field>
  );
}

export function TextAreaField({ maxLength, ...props }: ControlProps & { maxLength?: number }) {
  const { id, name, label, value, onChange, onBlur, error, required, hint, className } = props;
  return (
    <Field {...{ id, label, error, hint, className }} required={required ?? false}>
      <textarea
        id={id}
        name={name}
        className="form-field__control form-field__control--area"
        rows={5}
        value={value}
        maxLength={maxLength}
        aria-required={required ? true : undefined}
        {...describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** A yes/no or one-of-few choice as radio buttons in a fieldset. */
export function RadioGroup({
  name,
  legend,
  value,
  options,
  onChange,
  error,
  id,
}: {
  id: string;
  name: string;
  legend: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset
      className={`form-field form-radios${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? errorId(id) : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      <div className="form-radios__options">
        {options.map(([optionValue, optionLabel]) => (
          <label key={optionValue} className="form-radios__option">
            <input
              type="radio"
              name={name}
              id={`${id}-${optionValue}`}
              value={optionValue}
              checked={value === optionValue}
              onChange={() => onChange(optionValue)}
            />
            {optionLabel}
          </label>
        ))}
      </div>
      {error ? (
        <p className="form-field__error" id={errorId(id)}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
