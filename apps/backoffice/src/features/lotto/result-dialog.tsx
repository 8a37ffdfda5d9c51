import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boResultInput, type BoLottoRound, type BoResultInput, type BoResultPreview } from '@ug99/contract';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '#bo/api/client.ts';
import { DialogForm } from '#bo/shared/form-dialog.tsx';
import { useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount } from '#bo/shared/format.ts';
import { Alert, Button, Dialog, Field } from '#bo/shared/ui.tsx';
import { enterResult, LOTTO_KEY, previewResult } from './api.ts';
import { tl } from './th.ts';

const EMPTY = {
  first: '',
  front1: '',
  front2: '',
  back1: '',
  back2: '',
  two: '',
  top3: '',
  bottom2: '',
};
type Draft = typeof EMPTY;

function inputOf(round: BoLottoRound, d: Draft): BoResultInput {
  return round.government
    ? { first: d.first, front3: [d.front1, d.front2], back3: [d.back1, d.back2], two: d.two }
    : { top3: d.top3, bottom2: d.bottom2 };
}

/** A prize's digits, named as the form labels the box (the contract says the same without the set). */
const digits = (label: string, n: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${n}}$`), `${label}ต้องเป็นตัวเลข ${n} หลัก`);
const resultForm = boResultInput.extend({
  first: digits(tl.first, 6).optional(),
  front3: z.tuple([digits(tl.front3(1), 3), digits(tl.front3(2), 3)]).optional(),
  back3: z.tuple([digits(tl.back3(1), 3), digits(tl.back3(2), 3)]).optional(),
  two: digits(tl.two, 2).optional(),
  top3: digits(tl.top3, 3).optional(),
  bottom2: digits(tl.bottom2, 2).optional(),
});

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
  const form = useContractForm(resultForm, EMPTY);
  const [previewed, setPreviewed] = useState<{ body: BoResultInput; preview: BoResultPreview } | null>(null);
  const check = useMutation({
    mutationFn: async (body: BoResultInput) => ({ body, preview: await previewResult(round.id, body) }),
    onSuccess: setPreviewed,
  });
  const confirm = useMutation({
    mutationFn: (body: BoResultInput) => enterResult(round.id, body),
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: LOTTO_KEY });
      if (outcome.approval) return onClose(tl.resultRequested(outcome.approval.id));
      if (!outcome.changed || !outcome.settlement) return onClose(tl.resultUnchanged);
      onClose(tl.resultEntered(outcome.settlement.bills, formatBaht(outcome.settlement.paid)));
    },
  });
  const box = (label: string, key: keyof Draft, n: number) => (
    <Field
      label={label}
      hint={tl.digits(n)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={n}
      value={form.values[key]}
      onChange={(e) => form.set(key, e.target.value)}
    />
  );

  return (
    <Dialog title={tl.resultTitle(round.title)} onClose={() => onClose()}>
      {previewed === null ? (
        <DialogForm
          submitLabel={tl.checkPayout}
          pending={check.isPending}
          problem={form.problem}
          failure={check.error}
          onSubmit={() => {
            const body = form.check(inputOf(round, form.values));
            if (body) check.mutate(body);
          }}
          onClose={() => onClose()}
        >
          {round.government ? (
            <>
              {box(tl.first, 'first', 6)}
              <div className="grid grid-cols-2 gap-3">
                {box(tl.front3(1), 'front1', 3)}
                {box(tl.front3(2), 'front2', 3)}
                {box(tl.back3(1), 'back1', 3)}
                {box(tl.back3(2), 'back2', 3)}
              </div>
              {box(tl.two, 'two', 2)}
            </>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              {box(tl.top3, 'top3', 3)}
              {box(tl.bottom2, 'bottom2', 2)}
            </div>
          )}
        </DialogForm>
      ) : (
        <div className="flex flex-col gap-3">
          <PreviewSummary preview={previewed.preview} />
          {previewed.preview.needs_approval ? (
            <p className="text-sm text-amber-800">{tl.needsApproval}</p>
          ) : null}
          {confirm.isError ? <Alert>{errorMessage(confirm.error)}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button tone="secondary" onClick={() => setPreviewed(null)} disabled={confirm.isPending}>
              {tl.editResult}
            </Button>
            <Button onClick={() => confirm.mutate(previewed.body)} disabled={confirm.isPending}>
              {previewed.preview.needs_approval ? tl.requestApproval : tl.confirmResult}
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
