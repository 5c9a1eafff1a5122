// The optional "Promotional Info" section of the account form (spec §2 Account pages, §3 account
// form fields birthMonth, birthDay, leisure, business).
import type { AccountFormState, AccountTextField } from '../../data/account-form.ts';
import type { AccountField } from '../../validation/account.ts';
import { SelectField } from '../../ui/field.tsx';

/** Month names for the birthday (spec §3 Account: birthMonth), January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS = MONTH_NAMES.map((name, index) => [String(index + 1), name] as const);
const DAYS = Array.from(
  { length: 31 },
  (_, index) => [String(index + 1), String(index + 1)] as const,
);

export interface PromotionalFieldsProps {
  values: AccountFormState;
  onText: (field: AccountTextField) => (value: string) => void;
  onPurpose: (purpose: 'leisure' | 'business', checked: boolean) => void;
  error: (field: AccountField) => string | undefined;
}

export function PromotionalFields({ values, onText, onPurpose, error }: PromotionalFieldsProps) {
  return (
    <fieldset>
      <legend>Promotional Info (optional)</legend>
      <div className="account-form__row">
        <SelectField
          label="Birth Month"
          name="birthMonth"
          value={values.birthMonth}
          onChange={onText('birthMonth')}
          error={error('birthMonth')}
          options={MONTHS}
          placeholder="Month"
        />
        <SelectField
          label="Birth Day"
          name="birthDay"
          value={values.birthDay}
          onChange={onText('birthDay')}
          error={error('birthDay')}
          options={DAYS}
          placeholder="Day"
        />
      </div>
      <p className="account-field__hint">I usually travel for:</p>
      <label className="account-check">
        <input
          type="checkbox"
          name="leisure"
          checked={values.leisure}
          onChange={(event) => onPurpose('leisure', event.target.checked)}
        />
        Leisure
      </label>
      <label className="account-check">
        <input
          type="checkbox"
          name="business"
          checked={values.business}
          onChange={(event) => onPurpose('business', event.target.checked)}
        />
        Business
      </label>
    </fieldset>
  );
}
