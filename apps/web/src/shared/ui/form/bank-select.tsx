import { THAI_BANKS } from '@ug99/contract';
import { uiTh } from '@/shared/ui/th.ts';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

/** The Thai banks the contract accepts, by their Thai names. */
export function BankSelect(props: Omit<SelectFieldProps, 'children' | 'label'> & { label?: string }) {
  return (
    <SelectField label={uiTh.form.bank} {...props}>
      <option value="">{uiTh.form.bankPlaceholder}</option>
      {THAI_BANKS.map((bank) => (
        <option key={bank.code} value={bank.code}>
          {bank.name}
        </option>
      ))}
    </SelectField>
  );
}
