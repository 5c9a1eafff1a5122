// The one labelled form control of the site: a visible label
// with the required mark, the hint and the error tied to the control (aria-describedby), and
// aria-invalid with a red border on error. Text, e-mail, password, phone and number
// inputs, the date field (date-field.tsx), selects, text areas, checkboxes and radio groups share it.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
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
  /** A class added to the control's own (a field in a dark band draws its control its way). */
  controlClassName?: string;
  /** Beside the control, on its row (a one-field form's button). */
  trailing?: ReactNode;
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
  controlClassName,
  trailing,
  ...props
}: TextFieldProps) {
  const { id, frame } = useControl(props);
  const { name, value, onChange, onBlur, error, required, disabled, hint } = props;
  const control = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type={type}
      className={controlClassName ? `field__control ${controlClassName}` : 'field__control'}
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
  );
  return (
    <Frame {...frame}>
      {trailing ? (
        <div className="field__row">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
    </Frame>
  );
}

/**
 * A value the form sends that the guest does not type (a GET form's stay and party, which also
 * works before the page's script has run).
 */
export function HiddenField({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={value} />;
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

/**
 * A select inside its label, the label's words before it: the compact controls of a toolbar (sort,
 * price), where a form field's frame would be too tall. The look is the caller's class.
 */
export function InlineSelect({
  name,
  label,
  value,
  options,
  onChange,
  className,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type'
> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the box invalid; its message is the caller's, tied by `errorId`. */
  invalid?: boolean;
  /** The id of the message that says what is wrong, when one shows. */
  errorId?: string | undefined;
}

/**
 * The text box of the search bars (destination, corporate rate id): its label and message are
 * drawn by the bar, in the search's look, so only the control is here, with the invalid state and
 * the message tied to it the way every field of the kit ties them.
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { value, onChange, invalid, errorId, ...props },
  ref,
) {
  return (
    <input
      type="text"
      {...props}
      ref={ref}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={props['aria-describedby'] ?? (invalid ? errorId : undefined)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
