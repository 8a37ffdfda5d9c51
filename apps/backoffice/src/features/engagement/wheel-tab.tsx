import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boWheelSegmentsUpdate,
  engagementCalls,
  isValueRequest,
  wheelExpectedValue,
  wheelSegmentsProblem,
} from '@ug99/contract';
import type { BoWheel, BoWheelSegmentsUpdate, WheelFormSegment, WheelPrizeKind } from '@ug99/contract';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { useContractForm } from '#bo/shared/form.ts';
import { formatCount } from '#bo/shared/format.ts';
import { Alert, Button, Card, Field, Loading, Select } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { ENGAGEMENT_KEY, fetchWheelReport, fetchWheels, saveWheelSegments } from './api.ts';
import { te } from './th.ts';

const t = te.wheel;
const KINDS = (['credit', 'points', 'spins', 'nothing'] as const).map((k) => ({
  value: k,
  label: t.prizeKinds[k],
}));

/** A segment as typed: numbers stay text until saved, so a half-typed "1." is not lost. */
type Draft = {
  id: number;
  label: string;
  prize_kind: WheelPrizeKind;
  amount: string;
  weight: string;
  enabled: boolean;
};

const toForm = (d: Draft): WheelFormSegment => ({
  weight: d.weight.trim() === '' ? Number.NaN : Number(d.weight),
  prize_kind: d.prize_kind,
  prize_amount: d.prize_kind === 'nothing' ? 0 : d.amount.trim() === '' ? Number.NaN : Number(d.amount),
  enabled: d.enabled,
});

const draftsOf = (wheel: BoWheel): Draft[] =>
  wheel.segments.map((s) => ({
    id: s.id,
    label: s.label,
    prize_kind: s.prize_kind,
    amount: String(s.prize_amount),
    weight: String(s.weight),
    enabled: s.enabled,
  }));

const decimals = (n: number, digits: number) =>
  n.toLocaleString('th-TH', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The wheels' segments (docs/BACKOFFICE.md#engagement): labels, prizes, weights and which are on, with
 * each segment's chance and the expected value per spin recomputed as the operator types, by the
 * contract's function the server uses too; saved whole, and only when the contract says the wheel is valid.
 */
export function WheelTab() {
  const wheels = useQuery({
    queryKey: [...ENGAGEMENT_KEY, 'wheels'],
    queryFn: ({ signal }) => fetchWheels(signal),
  });
  if (wheels.isError) return <Alert>{errorMessage(wheels.error)}</Alert>;
  if (!wheels.data) return <Loading />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t.fairNote}</p>
      {wheels.data.wheels.map((w) => (
        <WheelForm key={w.id} wheel={w} />
      ))}
      <WheelReport />
    </div>
  );
}

function WheelForm({ wheel }: { wheel: BoWheel }) {
  const queryClient = useQueryClient();
  const canSave = useCan(engagementCalls.saveWheelSegments);
  // The contract's body is checked on save (a label is required); the numbers by the contract's
  // `wheelSegmentsProblem` as the operator types, which keeps the save button off meanwhile.
  const wheelForm = useContractForm(boWheelSegmentsUpdate, { segments: draftsOf(wheel) });
  const drafts = wheelForm.values.segments;
  const setDrafts = (next: Draft[]) => wheelForm.set('segments', next);
  /** What the last save did: stored, or (a credit prize past its cap) the four-eyes request it became. */
  const [saved, setSaved] = useState<string | null>(null);
  const form = drafts.map(toForm);
  const problem = wheelSegmentsProblem(form);
  const ev = wheelExpectedValue(form);
  const total = form.reduce((s, x) => s + (x.enabled && Number.isFinite(x.weight) ? x.weight : 0), 0);
  const save = useMutation({
    mutationFn: (body: BoWheelSegmentsUpdate) => saveWheelSegments(wheel.id, body),
    onSuccess: async (outcome) => {
      // Past a cap nothing is stored yet: the form keeps what was asked for, the wheel its old segments.
      if (isValueRequest(outcome)) {
        setSaved(th.common.valueRequested(outcome.approval.id));
        return;
      }
      const savedWheel = outcome;
      // The form shows what the server stored; the report's expected values follow the new weights.
      setDrafts(draftsOf(savedWheel));
      setSaved(te.saved);
      queryClient.setQueryData<{ wheels: BoWheel[] }>([...ENGAGEMENT_KEY, 'wheels'], (old) =>
        old ? { wheels: old.wheels.map((w) => (w.id === savedWheel.id ? savedWheel : w)) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: [...ENGAGEMENT_KEY, 'wheel-report'] });
    },
  });
  const change = (i: number, patch: Partial<Draft>) => {
    setSaved(null);
    setDrafts(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const body = wheelForm.check({
      segments: drafts.map((d, i) => ({ segment_id: d.id, label: d.label, ...form[i]! })),
    });
    if (body) save.mutate(body);
  };
  return (
    <Card
      title={`${wheel.name}${wheel.spin_cost_points > 0 ? ` · ${t.spinCost(formatCount(wheel.spin_cost_points))}` : ''}`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <ol className="flex flex-col gap-3">
          {drafts.map((d, i) => (
            <SegmentRow
              key={d.id}
              n={i + 1}
              draft={d}
              share={d.enabled && total > 0 ? (form[i]!.weight / total) * 100 : 0}
              labelError={wheelForm.errors[`segments.${i}.label`]}
              onChange={(patch) => change(i, patch)}
            />
          ))}
        </ol>
        <section aria-label={t.expected} className="rounded-lg bg-sky-50 p-3 text-sm text-slate-800">
          <h3 className="mb-1 font-bold">{t.expected}</h3>
          <dl className="grid grid-cols-3 gap-2">
            {(
              [
                ['credit', t.expectedCredit, `฿${decimals(ev.credit_baht, 4)}`],
                ['points', t.expectedPoints, decimals(ev.points, 2)],
                ['spins', t.expectedSpins, decimals(ev.spins, 2)],
              ] as const
            ).map(([kind, label, value]) => (
              <div key={kind}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd data-testid={`ev-${kind}-${wheel.id}`}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {problem ? <Alert>{problem}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        {canSave ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={problem !== null || save.isPending}>
              {te.save}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

function SegmentRow({
  n,
  draft,
  share,
  labelError,
  onChange,
}: {
  n: number;
  draft: Draft;
  share: number;
  labelError: string | undefined;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const checkId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <legend className="mb-1 text-sm font-bold text-slate-800">
          {t.segment(n)} · {t.share} {decimals(share, 2)}%
        </legend>
        <Field
          className="col-span-2 sm:col-span-1"
          label={t.label}
          value={draft.label}
          error={labelError}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <Select
          label={t.prizeKind}
          value={draft.prize_kind}
          options={KINDS}
          onChange={(v) => onChange({ prize_kind: v, amount: v === 'nothing' ? '0' : draft.amount })}
        />
        <Field
          label={t.amount}
          inputMode="decimal"
          disabled={draft.prize_kind === 'nothing'}
          value={draft.amount}
          onChange={(e) => onChange({ amount: e.target.value })}
        />
        <Field
          label={t.weight}
          inputMode="numeric"
          value={draft.weight}
          onChange={(e) => onChange({ weight: e.target.value })}
        />
        <div className="flex min-h-11 items-center gap-2 self-end">
          <input
            id={checkId}
            type="checkbox"
            className="h-5 w-5"
            checked={draft.enabled}
            onChange={(e) => onChange({ enabled: e.target.checked })}
          />
          <label htmlFor={checkId} className="text-sm text-slate-700">
            {t.enabled}
          </label>
        </div>
      </fieldset>
    </li>
  );
}

/** `wheel:report`: expected per spin from the weights beside what the spins so far actually paid. */
function WheelReport() {
  const report = useQuery({
    queryKey: [...ENGAGEMENT_KEY, 'wheel-report'],
    queryFn: ({ signal }) => fetchWheelReport(signal),
  });
  if (report.isError) return <Alert>{errorMessage(report.error)}</Alert>;
  if (!report.data) return <Loading />;
  return (
    <Card title={t.report}>
      <div className="flex flex-col gap-4">
        {report.data.wheels.map((w) => (
          <section key={w.wheel_id} aria-label={`${t.report} ${w.name}`}>
            <h3 className="font-bold text-slate-800">
              {w.name} · {t.spins} {formatCount(w.spins)}
            </h3>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-1"></th>
                  <th scope="col">{t.expectedCredit} (฿)</th>
                  <th scope="col">{t.expectedPoints}</th>
                  <th scope="col">{t.expectedSpins}</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    [t.expected, w.expected],
                    [t.observed, w.observed],
                  ] as const
                ).map(([label, per]) => (
                  <tr key={label}>
                    <th scope="row" className="py-1 font-normal">
                      {label}
                    </th>
                    <td>{per.credit_baht}</td>
                    <td>{per.points}</td>
                    <td>{per.spins}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
              {w.segments.map((s) => (
                <li key={s.position}>
                  {s.label}: {t.expectedShare} {s.expected_share}, {t.drawn} {formatCount(s.observed)}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
