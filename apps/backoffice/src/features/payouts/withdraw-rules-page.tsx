import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boWithdrawRulesUpdate, payoutCalls } from '@ug99/contract';
import type { BoPayoutReconciliation, BoWithdrawRules, BoWithdrawRulesState } from '@ug99/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount, formatDateTime, formatDay } from '#bo/shared/format.ts';
import { QueryPage } from '#bo/shared/query-page.tsx';
import { Alert, Button, Card, Field } from '#bo/shared/ui.tsx';
import { fetchRules, RULES_KEY, saveRules } from './api.ts';
import { tp } from './th.ts';

/**
 * The automatic approval of withdrawals (docs/BACKOFFICE.md#automatic-approval-of-withdrawals): the rules in
 * force, today's automatic total against the budgets, the payouts in flight, failed today and unknown, and
 * the form finance changes them with. Tightening applies at once; loosening becomes a four-eyes request.
 */
export function WithdrawRulesPage() {
  const rules = useQuery({ queryKey: RULES_KEY, queryFn: ({ signal }) => fetchRules(signal) });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <QueryPage title={tp.title} help={tp.help} notice={notice} query={rules}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <Today state={data} />
          {data.payout_gateway ? <Reconciliation day={data.reconciliation} /> : null}
          {/* Keyed by the saved rules, so the form starts again from what is in force after a save. */}
          <RulesForm key={JSON.stringify(data.rules)} state={data} onSaved={setNotice} />
        </div>
      )}
    </QueryPage>
  );
}

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function Today({ state }: { state: BoWithdrawRulesState }) {
  const pending = state.pending_approval;
  return (
    <Card title={tp.today}>
      {pending ? (
        <p
          role="status"
          className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
        >
          {tp.pending(pending.id, pending.requested_by)}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label={tp.autoLastHour}
          value={formatBaht(state.auto_last_hour)}
          note={tp.ofBudget(formatBaht(state.rules.hourly_budget))}
        />
        <Stat
          label={tp.autoToday}
          value={formatBaht(state.auto_today)}
          note={tp.ofBudget(formatBaht(state.rules.daily_budget))}
        />
        <Stat label={tp.gateway} value={state.payout_gateway ?? tp.noGateway} />
        <Stat label={tp.source} value={tp.sources[state.source] ?? state.source} />
        <Stat label={tp.inFlight} value={tp.items(formatCount(state.in_flight))} />
        <Stat label={tp.failedToday} value={tp.items(formatCount(state.failed_today))} />
        <Stat label={tp.unknown} value={tp.items(formatCount(state.unknown))} />
      </dl>
    </Card>
  );
}

const bahtOr = (baht: number | null) => (baht === null ? '–' : formatBaht(baht));

/** The newest day of the daily payout reconciliation (docs/rules/payments.md#payout-reconciliation). */
function Reconciliation({ day }: { day: BoPayoutReconciliation | null }) {
  if (!day) {
    return (
      <Card title={tp.reconTitle}>
        <p className="text-sm text-slate-700">{tp.reconNone}</p>
      </Card>
    );
  }
  return (
    <Card title={tp.reconTitle}>
      <p className="mb-3 text-sm text-slate-700">
        {tp.reconDay(formatDay(day.day), day.gateway)} · {formatDateTime(day.checked_at)}
      </p>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label={tp.reconMatched} value={tp.items(formatCount(day.matched))} />
        <Stat label={tp.reconDifferences} value={tp.items(formatCount(day.differences.length))} />
        <Stat
          label={tp.reconOurs}
          value={tp.items(formatCount(day.ours_count))}
          note={formatBaht(day.ours_total)}
        />
        <Stat
          label={tp.reconTheirs}
          value={tp.items(formatCount(day.theirs_count))}
          note={formatBaht(day.theirs_total)}
        />
      </dl>
      {day.differences.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{tp.reconBalanced}</p>
      ) : (
        <ul aria-label={tp.reconDifferences} className="mt-3 flex flex-col gap-2">
          {day.differences.map((d) => (
            <li key={d.payout_id} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <span className="block font-bold text-slate-900">
                {tp.reconWithdrawal(d.withdrawal_id, d.payout_id)}: {tp.reconKinds[d.kind]}
              </span>
              <span className="text-slate-700">
                {tp.reconAmounts(
                  bahtOr(d.ours),
                  bahtOr(d.gateway),
                  d.status === null ? '–' : (tp.statuses[d.status] ?? d.status),
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

type Draft = Record<Exclude<keyof BoWithdrawRules, 'enabled' | 'first_withdrawal_to_person'>, string>;

const NUMBER_FIELDS: { key: keyof Draft; label: string; hint?: string; decimal: boolean }[] = [
  { key: 'max_per_withdrawal', label: tp.maxPerWithdrawal, decimal: true },
  { key: 'max_per_member_day', label: tp.maxPerMemberDay, decimal: true },
  { key: 'hourly_budget', label: tp.hourlyBudget, decimal: true },
  { key: 'daily_budget', label: tp.dailyBudget, decimal: true },
  { key: 'min_account_age_hours', label: tp.minAccountAge, decimal: false },
  { key: 'min_turnover_percent', label: tp.minTurnover, hint: tp.minTurnoverHint, decimal: false },
];

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-5 w-5"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}

function RulesForm({ state, onSaved }: { state: BoWithdrawRulesState; onSaved: (m: string) => void }) {
  const queryClient = useQueryClient();
  const canSet = useCan(payoutCalls.setWithdrawRules);
  const form = useContractForm(boWithdrawRulesUpdate, {
    enabled: state.rules.enabled,
    first_withdrawal_to_person: state.rules.first_withdrawal_to_person,
    ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f.key, String(state.rules[f.key])])) as Draft),
  });
  const { values } = form;
  const save = useMutation({
    mutationFn: saveRules,
    onSuccess: (result) => {
      queryClient.setQueryData(RULES_KEY, result.state);
      const request = result.state.pending_approval;
      onSaved(result.applied || !request ? tp.saved : tp.requested(request.id));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check({
      ...values,
      ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f.key, numberOf(values[f.key])])),
    });
    if (body) save.mutate(body);
  };
  return (
    <Card title={tp.rulesTitle}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Check
          label={tp.enabled}
          checked={values.enabled}
          disabled={!canSet}
          onChange={(on) => form.set('enabled', on)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {NUMBER_FIELDS.map((f) => (
            <Field
              key={f.key}
              label={f.label}
              hint={f.hint}
              inputMode={f.decimal ? 'decimal' : 'numeric'}
              readOnly={!canSet}
              {...form.text(f.key)}
            />
          ))}
        </div>
        <Check
          label={tp.firstToPerson}
          checked={values.first_withdrawal_to_person}
          disabled={!canSet}
          onChange={(on) => form.set('first_withdrawal_to_person', on)}
        />
        <p className="text-sm text-slate-600">{tp.alwaysPerson}</p>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        {canSet ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {tp.save}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{tp.readOnly}</p>
        )}
      </form>
    </Card>
  );
}
