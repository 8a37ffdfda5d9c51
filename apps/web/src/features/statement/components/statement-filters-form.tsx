import { ERRORS, LEDGER_REASONS, type LedgerReason } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { th } from '../../../th.ts';
import { formatThaiDate, todayInBangkok } from '../../../shared/format/index.ts';
import { SelectField, TextField } from '../../../shared/ui/form/index.ts';
import type { StatementFilters } from '../api/get-statement.ts';

const REASONS = Object.entries(LEDGER_REASONS) as [LedgerReason, string][];

/** The chosen day in the Buddhist era, since the browser shows date inputs with a Gregorian year. */
const dayHint = (value: string | undefined) =>
  value ? formatThaiDate(`${value}T12:00:00+07:00`) : undefined;

/**
 * Kind and date range. Applying starts again from page 1; a range that ends before it starts is
 * caught here with the server's own message.
 */
export function StatementFiltersForm({
  filters,
  onApply,
}: {
  filters: StatementFilters;
  onApply: (next: StatementFilters) => void;
}) {
  const [reason, setReason] = useState(filters.reason ?? '');
  const [from, setFrom] = useState(filters.date_from ?? '');
  const [to, setTo] = useState(filters.date_to ?? '');
  const rangeError = from && to && from > to ? ERRORS.STATEMENT_RANGE_INVALID.message : undefined;
  const today = todayInBangkok();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    onApply({
      page: 1,
      reason: (reason || undefined) as LedgerReason | undefined,
      date_from: from || undefined,
      date_to: to || undefined,
    });
  };
  const clear = () => {
    setReason('');
    setFrom('');
    setTo('');
    onApply({ page: 1 });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={th.statement.filters}
      className="grid gap-3 rounded-2xl border border-ink-600 bg-ink-800 p-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_auto] lg:items-start"
    >
      <SelectField
        label={th.statement.kind}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="sm:col-span-2 lg:col-span-1"
      >
        <option value="">{th.statement.allKinds}</option>
        {REASONS.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={th.statement.dateFrom}
        type="date"
        max={today}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        hint={dayHint(from)}
      />
      <TextField
        label={th.statement.dateTo}
        type="date"
        max={today}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        hint={dayHint(to)}
        error={rangeError}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:mt-[1.9rem]">
        <button type="submit" className="btn btn-gold flex-1">
          {th.statement.apply}
        </button>
        <button
          type="button"
          onClick={clear}
          className="btn flex-1 border border-ink-500 bg-ink-700 text-white"
        >
          {th.statement.clear}
        </button>
      </div>
    </form>
  );
}
