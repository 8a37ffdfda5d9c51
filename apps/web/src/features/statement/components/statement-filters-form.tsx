import { ERRORS, LEDGER_REASONS, type LedgerReason } from '@ug99/contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { statementTh } from '../th.ts';
import { todayInBangkok } from '@/shared/format/index.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, SelectField, ThaiDateField } from '@/shared/ui/form/index.ts';
import type { StatementFilters } from '../api/get-statement.ts';

const REASONS = Object.entries(LEDGER_REASONS) as [LedgerReason, string][];

const EMPTY = { reason: '', date_from: '', date_to: '' };

/** A range that ends before it starts is refused with the server's own message. */
const rangeProblem = (from: string, to: string) =>
  from && to && from > to ? ERRORS.STATEMENT_RANGE_INVALID.message : undefined;

/** Kind and date range as the inputs hold them (an empty box is "any"). */
const filtersForm = z
  .object({ reason: z.string(), date_from: z.string(), date_to: z.string() })
  .refine((f) => !rangeProblem(f.date_from, f.date_to), { path: ['date_to'] });

/** Applying starts again from page 1; clearing empties the boxes and shows everything. */
export function StatementFiltersForm({
  filters,
  onApply,
}: {
  filters: StatementFilters;
  onApply: (next: StatementFilters) => void;
}) {
  const { register, control, reset, setValue, submitWith } = useContractForm(filtersForm, {
    defaultValues: {
      reason: filters.reason ?? '',
      date_from: filters.date_from ?? '',
      date_to: filters.date_to ?? '',
    },
  });
  const [from, to] = useWatch({ control, name: ['date_from', 'date_to'] });
  // Shown as soon as the member picks the days, not only on submit, which the schema refuses too.
  const rangeError = rangeProblem(from, to);
  const today = todayInBangkok();

  const onSubmit = submitWith(({ reason, date_from, date_to }) =>
    onApply({
      page: 1,
      reason: (reason || undefined) as LedgerReason | undefined,
      date_from: date_from || undefined,
      date_to: date_to || undefined,
    }),
  );
  const clear = () => {
    reset(EMPTY);
    onApply({ page: 1 });
  };

  return (
    <Form
      onSubmit={onSubmit}
      aria-label={statementTh.filters}
      className="grid gap-3 rounded-2xl border border-ink-600 bg-ink-800 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_19rem_19rem] lg:items-start"
    >
      <SelectField label={statementTh.kind} className="sm:col-span-2 lg:col-span-1" {...register('reason')}>
        <option value="">{statementTh.allKinds}</option>
        {REASONS.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      <ThaiDateField
        label={statementTh.dateFrom}
        max={today}
        clearable
        value={from}
        onChange={(value) => setValue('date_from', value, { shouldDirty: true })}
      />
      <ThaiDateField
        label={statementTh.dateTo}
        max={today}
        clearable
        value={to}
        error={rangeError}
        onChange={(value) => setValue('date_to', value, { shouldDirty: true })}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <button type="submit" className="btn btn-gold flex-1">
          {statementTh.apply}
        </button>
        <button
          type="button"
          onClick={clear}
          className="btn flex-1 border border-ink-500 bg-ink-700 text-white"
        >
          {statementTh.clear}
        </button>
      </div>
    </Form>
  );
}
