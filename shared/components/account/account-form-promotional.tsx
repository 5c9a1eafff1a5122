// The optional "Promotional Info" section of the account form (fields
// birthMonth, birthDay, leisure, business).
import type { AccountFormState } from '../../data/account-form.ts';
import { Checkbox } from '../../ui/choice.tsx';
import { MONTH_NAMES } from '../../format/months.ts';
import { SelectField } from '../../ui/field.tsx';
import type { AccountBind } from './account-form-sections.tsx';

const MONTHS = MONTH_NAMES.map((name, index) => [String(index + 1), name] as const);
const DAYS = Array.from(
  { length: 31 },
  (_, index) => [String(index + 1), String(index + 1)] as const,
);

export interface PromotionalFieldsProps {
  values: AccountFormState;
  bind: AccountBind;
  onPurpose: (purpose: 'leisure' | 'business', checked: boolean) => void;
}

export function PromotionalFields({ values, bind, onPurpose }: PromotionalFieldsProps) {
  return (
    <fieldset>
      <legend>Promotional Info (optional)</legend>
      <div className="form-grid">
        <SelectField
          {...bind('birthMonth')}
          label="Birth Month"
          options={MONTHS}
          placeholder="Month"
        />
        <SelectField {...bind('birthDay')} label="Birth Day" options={DAYS} placeholder="Day" />
      </div>
      <p className="account-field__hint">I usually travel for:</p>
      {(['leisure', 'business'] as const).map((purpose) => (
        <Checkbox
          key={purpose}
          name={purpose}
          label={purpose === 'leisure' ? 'Leisure' : 'Business'}
          checked={values[purpose]}
          onChange={(checked) => onPurpose(purpose, checked)}
        />
      ))}
    </fieldset>
  );
}
