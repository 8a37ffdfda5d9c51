import { useId, useState } from 'react';
import { uiTh } from '@/shared/ui/th.ts';
import { inputClass } from './field-shell.tsx';
import {
  daysInMonth,
  dropMissingDay,
  fromFormValue,
  THAI_MONTHS,
  toFormValue,
  yearsDown,
  type ThaiDateParts,
} from './thai-date-parts.ts';

export interface ThaiDateFieldProps {
  label: string;
  /** The chosen day as the API's ISO date (`YYYY-MM-DD`), or '' for none. */
  value: string;
  /** Called with the ISO date once day, month and year are all chosen, or '' once all three are cleared. */
  onChange: (value: string) => void;
  /** The latest day offered (its year is the newest in the list); defaults to none after this year. */
  max: string;
  /** The earliest Gregorian year offered; defaults to five years before `max`. */
  earliestYear?: number;
  /** Whether the three lists can be cleared to mean "any day" (a filter); else a day is always chosen. */
  clearable?: boolean;
  error?: string | undefined;
}

/**
 * One date as Thai members say it (docs/rules/member-site.md#dates): day, Thai month name and Buddhist-era
 * year in three native lists, which read the same in every browser language, unlike a date input that
 * shows mm/dd/yyyy in an English browser. The birth date's picker is built the same way
 * (features/auth/components/birth-date-picker.tsx). Half a date changes nothing: the form (or the
 * address) gets a value only when the date is whole, or empty.
 */
export function ThaiDateField({
  label,
  value,
  onChange,
  max,
  earliestYear,
  clearable = false,
  error,
}: ThaiDateFieldProps) {
  const id = useId();
  const [held, setHeld] = useState<{ value: string; parts: ThaiDateParts }>(() => ({
    value,
    parts: fromFormValue(value),
  }));
  // A value from outside (the address, a reset) replaces what the lists hold.
  const parts = held.value === value ? held.parts : fromFormValue(value);
  if (held.value !== value) setHeld({ value, parts });
  const years = yearsDown(max, earliestYear ?? Number(max.slice(0, 4)) - 5);
  const days = Array.from({ length: daysInMonth(parts.month, parts.year) }, (_, i) => i + 1);
  const errorId = `${id}-error`;

  const choose = (key: keyof ThaiDateParts, next: string) => {
    const { parts: chosen } = dropMissingDay({ ...parts, [key]: next });
    const whole = chosen.day && chosen.month && chosen.year;
    const empty = !chosen.day && !chosen.month && !chosen.year;
    const committed = whole ? toFormValue(chosen) : empty && clearable ? '' : value;
    setHeld({ value: committed, parts: chosen });
    if (committed !== value) onChange(committed);
  };
  const control = {
    className: `${inputClass} appearance-auto px-3`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;

  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="mb-1.5 block text-base font-medium text-ink-100">{label}</legend>
      <div className="grid grid-cols-[4.5rem_minmax(7.5rem,1fr)_7.5rem] gap-2">
        <select
          aria-label={`${label} ${uiTh.dates.day}`}
          value={parts.day}
          onChange={(e) => choose('day', e.target.value)}
          {...control}
        >
          {(clearable || !parts.day) && <option value="">{uiTh.dates.day}</option>}
          {days.map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label} ${uiTh.dates.month}`}
          value={parts.month}
          onChange={(e) => choose('month', e.target.value)}
          {...control}
        >
          {(clearable || !parts.month) && <option value="">{uiTh.dates.month}</option>}
          {THAI_MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label} ${uiTh.dates.year}`}
          value={parts.year}
          onChange={(e) => choose('year', e.target.value)}
          {...control}
        >
          {(clearable || !parts.year) && <option value="">{uiTh.dates.year}</option>}
          {years.map((y) => (
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
    </fieldset>
  );
}
