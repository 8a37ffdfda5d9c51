import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoLottoRound, BoResultInput, BoResultPreview } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { formatBaht, formatCount } from '#bo/shared/format.ts';
import { Alert, Button, Dialog, Field } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { enterResult, LOTTO_KEY, previewResult } from './api.ts';
import { tl } from './th.ts';

type Draft = {
  first: string;
  front1: string;
  front2: string;
  back1: string;
  back2: string;
  two: string;
  top3: string;
  bottom2: string;
};
const EMPTY: Draft = {
  first: '',
  front1: '',
  front2: '',
  back1: '',
  back2: '',
  two: '',
  top3: '',
  bottom2: '',
};

function inputOf(round: BoLottoRound, d: Draft): BoResultInput {
  const s = (v: string) => v.trim();
  return round.government
    ? {
        first: s(d.first),
        front3: [s(d.front1), s(d.front2)],
        back3: [s(d.back1), s(d.back2)],
        two: s(d.two),
      }
    : { top3: s(d.top3), bottom2: s(d.bottom2) };
}

/** Which field is not the digits it needs, checked before asking the server. */
function problemOf(round: BoLottoRound, d: Draft): string | null {
  const fields: [string, string, number][] = round.government
    ? [
        [tl.first, d.first, 6],
        [tl.front3(1), d.front1, 3],
        [tl.front3(2), d.front2, 3],
        [tl.back3(1), d.back1, 3],
        [tl.back3(2), d.back2, 3],
        [tl.two, d.two, 2],
      ]
    : [
        [tl.top3, d.top3, 3],
        [tl.bottom2, d.bottom2, 2],
      ];
  for (const [label, value, n] of fields) {
    if (!new RegExp(`^\\d{${n}}$`).test(value.trim())) return `${label}ต้องเป็นตัวเลข ${n} หลัก`;
  }
  return null;
}

/**
 * Result entry in two steps (docs/BACKOFFICE.md#lotto): the numbers, then what they would pay, computed
 * by the server from the round's bills with the settlement's own rule, before anything is written. The
 * government lottery's confirmation sends a request for a second operator instead.
 */
export function ResultDialog({
  round,
  onClose,
}: {
  round: BoLottoRound;
  onClose: (message?: string) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<BoResultPreview | null>(null);
  const check = useMutation({
    mutationFn: () => previewResult(round.id, inputOf(round, draft)),
    onSuccess: setPreview,
  });
  const confirm = useMutation({
    mutationFn: () => enterResult(round.id, inputOf(round, draft)),
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: LOTTO_KEY });
      if (outcome.approval) return onClose(tl.resultRequested(outcome.approval.id));
      if (!outcome.changed || !outcome.settlement) return onClose(tl.resultUnchanged);
      onClose(tl.resultEntered(outcome.settlement.bills, formatBaht(outcome.settlement.paid)));
    },
  });
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(round, draft);
    setProblem(found);
    if (!found) check.mutate();
  };
  const digits = (label: string, key: keyof Draft, n: number) => (
    <Field
      label={label}
      hint={tl.digits(n)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={n}
      value={draft[key]}
      onChange={set(key)}
    />
  );

  return (
    <Dialog title={tl.resultTitle(round.title)} onClose={() => onClose()}>
      {preview === null ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          {round.government ? (
            <>
              {digits(tl.first, 'first', 6)}
              <div className="grid grid-cols-2 gap-3">
                {digits(tl.front3(1), 'front1', 3)}
                {digits(tl.front3(2), 'front2', 3)}
                {digits(tl.back3(1), 'back1', 3)}
                {digits(tl.back3(2), 'back2', 3)}
              </div>
              {digits(tl.two, 'two', 2)}
            </>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              {digits(tl.top3, 'top3', 3)}
              {digits(tl.bottom2, 'bottom2', 2)}
            </div>
          )}
          {problem ? <Alert>{problem}</Alert> : null}
          {check.isError ? <Alert>{errorMessage(check.error)}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button tone="secondary" onClick={() => onClose()}>
              {th.common.cancel}
            </Button>
            <Button type="submit" disabled={check.isPending}>
              {tl.checkPayout}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <PreviewSummary preview={preview} />
          {preview.needs_approval ? <p className="text-sm text-amber-800">{tl.needsApproval}</p> : null}
          {confirm.isError ? <Alert>{errorMessage(confirm.error)}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button tone="secondary" onClick={() => setPreview(null)} disabled={confirm.isPending}>
              {tl.editResult}
            </Button>
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {preview.needs_approval ? tl.requestApproval : tl.confirmResult}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The result and what it pays: totals, then per bet type (also shown to the approving operator). */
export function PreviewSummary({ preview }: { preview: BoResultPreview }) {
  const r = preview.result;
  const numbers = r.first
    ? [
        [tl.first, r.first],
        [tl.front3(1), r.front3?.[0] ?? ''],
        [tl.front3(2), r.front3?.[1] ?? ''],
        [tl.back3(1), r.back3?.[0] ?? ''],
        [tl.back3(2), r.back3?.[1] ?? ''],
        [tl.two, r.two ?? ''],
      ]
    : [
        [tl.top3, r.top3],
        [tl.bottom2, r.bottom2],
      ];
  const totals: [string, string][] = [
    [tl.previewBills, formatCount(preview.bills)],
    [tl.previewWinningBills, formatCount(preview.winning_bills)],
    [tl.previewLines, formatCount(preview.lines)],
    [tl.previewWinningLines, formatCount(preview.winning_lines)],
    [tl.previewPayout, formatBaht(preview.payout)],
  ];
  return (
    <section aria-label={tl.previewHeading} className="flex flex-col gap-3">
      <h3 className="text-base font-bold">{tl.previewHeading}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {[...numbers, ...totals].map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.by_type.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{tl.previewCaption}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">{tl.col.betType}</th>
              <th scope="col">{tl.col.stake}</th>
              <th scope="col">{tl.winningLines}</th>
              <th scope="col">{tl.payout}</th>
            </tr>
          </thead>
          <tbody>
            {preview.by_type.map((t) => (
              <tr key={t.bet_type} className="border-t border-slate-100">
                <td>{tl.betTypeName(t.bet_type)}</td>
                <td className="tabular-nums">{formatBaht(t.stake)}</td>
                <td className="tabular-nums">
                  {formatCount(t.winning_lines)}/{formatCount(t.lines)}
                </td>
                <td className="tabular-nums">{formatBaht(t.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
