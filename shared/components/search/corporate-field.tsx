// The collapsible Corporate Rate ID field: uppercased
// as typed, checked by the form before it navigates.
import { useId } from 'react';
import { SearchInput } from '../../ui/field.tsx';

export interface CorporateFieldProps {
  idPrefix: string;
  open: boolean;
  onToggle: () => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

export function CorporateField({
  idPrefix,
  open,
  onToggle,
  value,
  onChange,
  error,
}: CorporateFieldProps) {
  const panel = useId();
  const inputId = `${idPrefix}-corporate`;
  const errorId = `${inputId}-error`;
  return (
    <div className="corporate-field">
      <button
        type="button"
        className="corporate-field__toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={onToggle}
      >
        <span className="corporate-field__sign" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
        Corporate Rate ID
      </button>
      <div id={panel} className="corporate-field__panel" hidden={!open}>
        <label htmlFor={inputId} className="visually-hidden">
          Corporate Rate ID
        </label>
        <SearchInput
          id={inputId}
          className="corporate-field__input"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder="Corporate Rate ID"
          value={value}
          invalid={Boolean(error)}
          errorId={errorId}
          // The corporate rate id is uppercased.
          onChange={(typed) => onChange(typed.toUpperCase())}
        />
        {error ? (
          <p id={errorId} className="search-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
