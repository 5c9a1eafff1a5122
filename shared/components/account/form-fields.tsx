// Labelled inputs of the account forms (spec §5): a visible label, aria-invalid and a red border on
// error, and the inline message tied to the input with aria-describedby.
import { useId, type ChangeEvent, type ReactNode } from 'react';

interface FieldBase {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Inline message; `true` marks the field invalid without a message (spec §5 Sign-in). */
  error?: string | true | undefined;
  required?: boolean;
  hint?: ReactNode;
}

export interface TextFieldProps extends FieldBase {
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  inputRef?: (element: HTMLInputElement | null) => void;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown) {
  const ids = [hint ? hintId : '', typeof error === 'string' && error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return ids || undefined;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  inputRef,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="account-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {typeof error === 'string' && error ? (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends FieldBase {
  options: ReadonlyArray<readonly [value: string, label: string]>;
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  options,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={typeof error === 'string' && error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {typeof error === 'string' && error ? (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A status banner (spec §8 Account: messages shown in a banner). */
export function Banner({
  kind,
  children,
  bannerRef,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  bannerRef?: (element: HTMLDivElement | null) => void;
}) {
  return (
    <div
      ref={bannerRef}
      className={`account-banner account-banner--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}
