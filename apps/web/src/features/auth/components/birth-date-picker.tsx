import { useId, useState, type FocusEvent, type Ref } from 'react';
import { ageOn } from '@ug99/contract';
import { authTh } from '../th.ts';
import { todayInBangkok } from '@/shared/format/index.ts';
import { inputClass } from '@/shared/ui/form/index.ts';
import {
  birthYears,
  daysInMonth,
  dropMissingDay,
  fromFormValue,
  NO_PARTS,
  THAI_MONTHS,
  toFormValue,
  type ThaiDateParts as BirthDateParts,
} from '@/shared/ui/form/thai-date-parts.ts';

export interface BirthDatePickerProps {
  /** The form's value: '', a half-chosen date, or the ISO date (shared/ui/form/thai-date-parts.ts). */
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the three lists, not between them, so a half-chosen date is not an error yet. */
  onBlur: () => void;
  error?: string | undefined;
  /** The day list, focused when the date is refused. */
  ref?: Ref<HTMLSelectElement>;
}

/** The chosen parts, and the Thai request to choose the day again when a change of month or year dropped it. */
interface Picked {
  parts: BirthDateParts;
  note: string;
}

const NOTHING_PICKED: Picked = { parts: NO_PARTS, note: '' };

/**
 * Date of birth as Thai members say it (docs/ACCOUNTS.md#birth-date): day, Thai month name and
 * Buddhist-era year, in three native lists that read the same in every browser language, with the age
 * once the date is whole. The value given to the form is the API's Gregorian ISO date.
 */
export function BirthDatePicker({ value, onChange, onBlur, error, ref }: BirthDatePickerProps) {
  const id = useId();
  const [picked, setPicked] = useState<Picked>(() => ({ parts: fromFormValue(value), note: '' }));
  // A reset of the form (value back to '') empties the lists, and the note, too.
  const shown = value === '' ? NOTHING_PICKED : picked;
  const today = todayInBangkok();
  const whole = /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [error && errorId, shown.note && noteId, hintId].filter(Boolean).join(' ');
  const days = Array.from({ length: daysInMonth(shown.parts.month, shown.parts.year) }, (_, i) => i + 1);

  const choose = (key: keyof BirthDateParts, next: string) => {
    const { parts, dropped } = dropMissingDay({ ...shown.parts, [key]: next });
    // The note stays until a day is chosen: it is what asks for one.
    const note = dropped
      ? authTh.birthDayDropped(dropped, THAI_MONTHS[Number(parts.month) - 1] ?? '', parts.year)
      : key === 'day'
        ? ''
        : shown.note;
    setPicked({ parts, note });
    onChange(toFormValue(parts));
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
          value={shown.parts.day}
          onChange={(e) => choose('day', e.target.value)}
          {...control}
        >
          <option value="">{authTh.birthDayPlaceholder}</option>
          {days.map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </select>
        <select
          aria-label={authTh.birthMonth}
          value={shown.parts.month}
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
          value={shown.parts.year}
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
      {shown.note && (
        <p id={noteId} role="status" className="text-base text-gold-400">
          {shown.note}
        </p>
      )}
      <p id={hintId} className="text-base text-muted">
        {whole ? authTh.birthDateAge(ageOn(value, today)) : authTh.birthDateHint}
      </p>
    </fieldset>
  );
}
