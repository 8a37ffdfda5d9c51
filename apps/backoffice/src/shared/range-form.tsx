import { z } from 'zod';
import { useContractForm } from './form.ts';
import { Alert, Button, Field } from './ui.tsx';

/** A report's range: days (YYYY-MM-DD) or months (YYYY-MM), both included. */
export type Range = { from: string; to: string };

/** Today's Bangkok date in the browser, for a form's first range only (the server decides the figures). */
export function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The last seven Bangkok days, today included: a daily report's first range. */
export function lastSevenDays(): Range {
  const today = bangkokToday();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

type Words = { from: string; to: string; show: string; required: string; reversed: string };

/**
 * Each end checked by the contract's schema of the query's ends (a day, a month), with the screen's word
 * for an empty one, and the start not after the end.
 */
const rangeSchema = (end: z.ZodType<string, string>, words: Words) => {
  const side = z.string().min(1, words.required).pipe(end);
  return z.object({ from: side, to: side }).refine((r) => r.from <= r.to, { error: words.reversed });
};

/**
 * A report's range form (the reports, value created): from and to, and the button that asks for the report;
 * what the schema refuses is said in one message under the form and nothing is asked. Give it a `key` that
 * changes with the kind of range (days, months) so it starts again from `initial`.
 */
export function RangeForm({
  label,
  type,
  end,
  initial,
  words,
  hint,
  onApply,
}: {
  label: string;
  type: 'date' | 'month';
  /** The contract's schema of one end of the range, as its query takes it. */
  end: z.ZodType<string, string>;
  initial: Range;
  words: Words;
  hint: string;
  onApply: (range: Range) => void;
}) {
  const form = useContractForm(rangeSchema(end, words), initial);
  return (
    <>
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          const range = form.check(form.values);
          if (range) onApply(range);
        }}
        noValidate
        className="mb-4 grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
      >
        <Field label={words.from} type={type} {...form.bind('from')} />
        <Field label={words.to} type={type} {...form.bind('to')} />
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-2">
          <Button type="submit" className="self-start">
            {words.show}
          </Button>
          <p className="text-xs text-slate-600">{hint}</p>
        </div>
      </form>
      {form.problem ? <Alert>{form.problem}</Alert> : null}
    </>
  );
}
