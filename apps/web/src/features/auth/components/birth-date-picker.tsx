import { useId, useState, type FocusEvent, type Ref } from 'react';
import { ageOn } from '@ug99/contract';
import { authTh } from '../th.ts';
import { todayInBangkok } from '@/shared/format/index.ts';
import { inputClass } from '@/shared/ui/form/index.ts';
import {
  birthYears,
  fromFormValue,
  THAI_MONTHS,
  toFormValue,
  type BirthDateParts,
} from './birth-date-parts.ts';

export interface BirthDatePickerProps {
  /** The form's value: '', a half-chosen date, or the ISO date (birth-date-parts.ts). */
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the three lists, not between them, so a half-chosen date is not an error yet. */
  onBlur: () => void;
  error?: string | undefined;
  /** The day list, focused when the date is refused. */
  ref?: Ref<HTMLSelectElement>;
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * Date of birth as Thai members say it (docs/ACCOUNTS.md#birth-date): day, Thai month name and
 * Buddhist-era year, in three native lists that read the same in every browser language, with the age
 * once the date is whole. The value given to the form is the API's Gregorian ISO date.
 */
export function BirthDatePicker({ value, onChange, onBlur, error, ref }: BirthDatePickerProps) {
  const id = useId();
  const [parts, setParts] = useState<BirthDateParts>(() => fromFormValue(value));
  // A reset of the form (value back to '') empties the lists too.
  const shown = value === '' && toFormValue(parts) !== '' ? fromFormValue('') : parts;
  const today = todayInBangkok();
  const whole = /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;

  const choose = (key: keyof BirthDateParts, next: string) => {
    const updated = { ...shown, [key]: next };
    setParts(updated);
    onChange(toFormValue(updated));
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  const control = {
    className: `${inputClass} appearance-auto px-3`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <fieldset className="space-y-1.5" onBlur={leave}>
      <legend className="mb-1.5 block text-base font-medium text-ink-100">{authTh.birthDate}</legend>
      <div className="grid grid-cols-[4.75rem_1fr_6.5rem] gap-2">
        <select
          ref={ref}
          aria-label={authTh.birthDay}
          value={shown.day}
          onChange={(e) => choose('day', e.target.value)}
          {...control}
        >
          <option value="">{authTh.birthDayPlaceholder}</option>
          {DAYS.map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </select>
        <select
          aria-label={authTh.birthMonth}
          value={shown.month}
          onChange={(e) => choose('month', e.target.value)}
          {...control}
        >
          <option value="">{authTh.birthMonthPlaceholder}</option>
          {THAI_MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={authTh.birthYear}
          value={shown.year}
          onChange={(e) => choose('year', e.target.value)}
          {...control}
        >
          <option value="">{authTh.birthYearPlaceholder}</option>
          {birthYears(today).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-base text-red-400">
          {error}
        </p>
      )}
      <p id={hintId} className="text-base text-muted">
        {whole ? authTh.birthDateAge(ageOn(value, today)) : authTh.birthDateHint}
      </p>
    </fieldset>
  );
}
