import { ageOn } from '@ug99/contract';
import { authTh } from '../th.ts';
import { buddhistYearOf, todayInBangkok } from '@/shared/format/index.ts';
import { TextField, type TextFieldProps } from '@/shared/ui/form/index.ts';

/**
 * A native date input (its value is the ISO date the API wants). Browsers show it with a Gregorian
 * year, so the hint repeats the year in the Buddhist era Thai members count in, with the age.
 */
export function BirthDateField({
  birthDate,
  ...input
}: Omit<TextFieldProps, 'label' | 'type'> & { birthDate: string | undefined }) {
  const today = todayInBangkok();
  const beYear = buddhistYearOf(birthDate ?? '');
  const hint =
    beYear !== null && birthDate && birthDate <= today
      ? authTh.birthDateYear(beYear, ageOn(birthDate, today))
      : authTh.birthDateHint;
  return (
    <TextField
      label={authTh.birthDate}
      type="date"
      autoComplete="bday"
      min="1900-01-01"
      max={today}
      hint={hint}
      {...input}
    />
  );
}
