// Checkboxes and radio groups of the design system: a 24 px box or circle drawn in the brand's
// colours, the whole label clickable, and the error tied to the control or the group.
import { useId, type ReactNode } from 'react';
import { describedBy, errorId, hintId, type FieldError } from './field.tsx';
import './field.css';
import { keepWords } from './keep-words.tsx';

export interface CheckboxProps {
  id?: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldError;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

export function Checkbox({
  id,
  name,
  label,
  checked,
  onChange,
  error,
  hint,
  disabled,
  required,
}: CheckboxProps) {
  const made = useId();
  const control = id ?? made;
  return (
    <div className={`field field--choice${error ? ' field--invalid' : ''}`}>
      <label className="choice">
        <input
          id={control}
          name={name}
          type="checkbox"
          className="choice__input"
          checked={checked}
          disabled={disabled}
          required={required}
          {...describedBy(control, error, hint)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="choice__label">{keepWords(label)}</span>
      </label>
      {hint ? (
        <p className="field__hint" id={hintId(control)}>
          {keepWords(hint)}
        </p>
      ) : null}
      {typeof error === 'string' && error ? (
        <p className="field__error" id={errorId(control)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface RadioGroupProps {
  id?: string;
  name: string;
  legend: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
  error?: FieldError;
  required?: boolean;
  disabled?: boolean;
}

/** A yes/no or one-of-few choice as radio buttons in a fieldset. */
export function RadioGroup({
  id,
  name,
  legend,
  value,
  options,
  onChange,
  error,
  required,
  disabled,
}: RadioGroupProps) {
  const made = useId();
  const group = id ?? made;
  const text = typeof error === 'string' && error ? error : undefined;
  return (
    <fieldset
      className={`field field--group${error ? ' field--invalid' : ''}`}
      aria-describedby={text ? errorId(group) : undefined}
      disabled={disabled}
    >
      <legend className="field__label">
        {keepWords(legend)}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="field__choices">
        {options.map(([optionValue, optionLabel]) => (
          <label key={optionValue} className="choice">
            <input
              type="radio"
              className="choice__input"
              name={name}
              id={`${group}-${optionValue}`}
              value={optionValue}
              checked={value === optionValue}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(optionValue)}
            />
            <span className="choice__label">{optionLabel}</span>
          </label>
        ))}
      </div>
      {text ? (
        <p className="field__error" id={errorId(group)}>
          {text}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An on/off setting (role="switch"), its label after it; the look is the caller's class. */
export function Switch({
  id,
  label,
  checked,
  onChange,
  className,
}: {
  id?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const made = useId();
  const control = id ?? made;
  return (
    <>
      <input
        id={control}
        type="checkbox"
        role="switch"
        className={className}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={control}>{label}</label>
    </>
  );
}

/** A checkbox inside its label, for a compact list of filters (a toolbar's, not a form's). */
export function InlineCheckbox({
  name,
  value,
  label,
  checked,
  onChange,
  className,
}: {
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
