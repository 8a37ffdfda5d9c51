import { isoDate, WINLOSS_MAX_DAYS } from '@ug99/contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { winlossTh } from '../th.ts';
import { todayInBangkok } from '@/shared/format/index.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, ThaiDateField } from '@/shared/ui/form/index.ts';
import type { WinlossRange } from '../api/get-winloss.ts';

const t = winlossTh;
const DAY_MS = 86_400_000;

const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The server's rules (WINLOSS_RANGE_INVALID, WINLOSS_RANGE_TOO_LONG), checked before anything is sent. */
function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return undefined;
  if (from > to) return t.rangeBackwards;
  if (spanDays(from, to) > WINLOSS_MAX_DAYS) return t.rangeTooLong(WINLOSS_MAX_DAYS);
  return undefined;
}

const rangeForm = z.object({ from: isoDate, to: isoDate }).superRefine((r, ctx) => {
  const problem = rangeProblem(r.from, r.to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
});

/** From and to, both Bangkok days, at most 93 days apart; applying puts them in the address. */
export function RangeForm({
  range,
  onApply,
}: {
  range: Required<WinlossRange>;
  onApply: (r: WinlossRange) => void;
}) {
  const { control, setValue, submitWith, formState } = useContractForm(rangeForm, { defaultValues: range });
  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const today = todayInBangkok();
  const problem = rangeProblem(from, to) ?? formState.errors.to?.message;

  return (
    <Form
      onSubmit={submitWith((values) => onApply(values))}
      aria-label={t.range}
      className="grid gap-3 rounded-2xl border border-ink-600 bg-ink-800 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <ThaiDateField
        label={t.from}
        max={today}
        value={from}
        error={formState.errors.from?.message}
        onChange={(value) => setValue('from', value, { shouldDirty: true })}
      />
      <ThaiDateField
        label={t.to}
        max={today}
        value={to}
        error={problem}
        onChange={(value) => setValue('to', value, { shouldDirty: true })}
      />
      <button type="submit" className="btn btn-gold sm:mt-[1.9rem]">
        {t.show}
      </button>
    </Form>
  );
}
