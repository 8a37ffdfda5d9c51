import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  VIP_CASHBACK_BONUS_MAX_BP,
  VIP_LOTTO_EXTRA_MAX_BP,
  VIP_MONTHLY_BONUS_MAX_BAHT,
  type BoVipTerms,
} from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { DataTable, WHOLE_LIST, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { Alert, Button, Dialog, Field, Loading, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { fetchVipTerms, saveVipTerms, VIP_TERMS_KEY } from './api.ts';
import { tvip } from './th.ts';

const col = createColumnHelper<BoVipTerms>();
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const BAHT = /^\d{1,6}(\.\d{1,2})?$/;
const percentText = (bp: number) =>
  `${(bp / 100).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/**
 * The VIP levels and what each gives (docs/BACKOFFICE.md#vip-levels): gold and hero, their thresholds,
 * the extra lotto discount, the cashback bonus and the monthly bonus; an admin edits a level's terms.
 */
export function VipTermsPage() {
  const [editing, setEditing] = useState<BoVipTerms | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const terms = useQuery({ queryKey: VIP_TERMS_KEY, queryFn: ({ signal }) => fetchVipTerms(signal) });

  const columns = useMemo(
    () =>
      [
        col.accessor('name', {
          header: tvip.level,
          cell: (c) => (
            <div>
              <span className="font-bold">{c.getValue()}</span>
              <span className="block max-w-72 text-xs whitespace-normal text-slate-600">
                {tvip.reachText(
                  formatBaht(c.row.original.deposit_threshold),
                  formatBaht(c.row.original.turnover_threshold),
                )}
              </span>
            </div>
          ),
        }),
        col.accessor('lotto_discount_extra_bp', {
          header: tvip.lottoExtra,
          cell: (c) => percentText(c.getValue()),
        }),
        col.accessor('cashback_bonus_bp', {
          header: tvip.cashbackBonus,
          cell: (c) => percentText(c.getValue()),
        }),
        col.accessor('monthly_bonus', { header: tvip.monthlyBonus, cell: (c) => formatBaht(c.getValue()) }),
        col.accessor('updated_at', {
          header: tvip.updated,
          cell: (c) => (
            <div className="flex flex-col items-start gap-1 max-sm:items-end">
              <span className="text-xs text-slate-600">
                {c.getValue() ? (
                  <>
                    {c.row.original.updated_by}
                    <br />
                    {formatDateTime(c.getValue()!)}
                  </>
                ) : (
                  tvip.defaults
                )}
              </span>
              <Button tone="secondary" onClick={() => setEditing(c.row.original)}>
                {tvip.edit}
              </Button>
            </div>
          ),
        }),
      ] as ColumnDef<BoVipTerms, unknown>[],
    [],
  );

  return (
    <>
      <PageHeader title={tvip.title} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{tvip.help}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {terms.isError ? <Alert>{errorMessage(terms.error)}</Alert> : null}
      {terms.isPending ? <Loading /> : null}
      {terms.data ? (
        <DataTable
          caption={tvip.table}
          columns={columns}
          rows={terms.data.items}
          total={terms.data.items.length}
          getRowId={(r) => String(r.level)}
          pagination={WHOLE_LIST}
          onPaginationChange={() => undefined}
          pager={false}
        />
      ) : null}
      {editing ? (
        <TermsDialog
          level={editing}
          onClose={(message) => {
            setEditing(null);
            setNotice(message ?? null);
          }}
        />
      ) : null}
    </>
  );
}

/** Percent as typed (at most 2 decimals) to whole basis points; undefined when it is not one. */
function toBp(value: string, maxBp: number): number | undefined {
  if (!PERCENT.test(value.trim())) return undefined;
  const bp = Math.round(Number(value) * 100);
  return bp <= maxBp ? bp : undefined;
}

function TermsDialog({ level, onClose }: { level: BoVipTerms; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const [lotto, setLotto] = useState(String(level.lotto_discount_extra_bp / 100));
  const [cashback, setCashback] = useState(String(level.cashback_bonus_bp / 100));
  const [bonus, setBonus] = useState(String(level.monthly_bonus));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveVipTerms>[1]) => saveVipTerms(level.level, body),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: VIP_TERMS_KEY });
      onClose(saved.changed ? tvip.saved(level.name) : tvip.unchanged(level.name));
    },
  });
  const lottoMax = VIP_LOTTO_EXTRA_MAX_BP / 100;
  const cashbackMax = VIP_CASHBACK_BONUS_MAX_BP / 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lottoBp = toBp(lotto, VIP_LOTTO_EXTRA_MAX_BP);
    if (lottoBp === undefined) return setProblem(tvip.badPercent(tvip.lottoExtra, lottoMax));
    const cashbackBp = toBp(cashback, VIP_CASHBACK_BONUS_MAX_BP);
    if (cashbackBp === undefined) return setProblem(tvip.badPercent(tvip.cashbackBonus, cashbackMax));
    if (!BAHT.test(bonus.trim()) || Number(bonus) > VIP_MONTHLY_BONUS_MAX_BAHT)
      return setProblem(tvip.badBaht);
    setProblem(null);
    save.mutate({
      lotto_discount_extra_bp: lottoBp,
      cashback_bonus_bp: cashbackBp,
      monthly_bonus: Number(bonus),
    });
  };
  return (
    <Dialog title={tvip.editTitle(level.name)} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field
          label={tvip.percentField(tvip.lottoExtra, lottoMax)}
          inputMode="decimal"
          value={lotto}
          onChange={(e) => setLotto(e.target.value)}
        />
        <p className="text-xs text-slate-600">{tvip.percentHelp}</p>
        <Field
          label={tvip.percentField(tvip.cashbackBonus, cashbackMax)}
          inputMode="decimal"
          value={cashback}
          onChange={(e) => setCashback(e.target.value)}
        />
        <Field
          label={tvip.bahtField}
          inputMode="decimal"
          value={bonus}
          onChange={(e) => setBonus(e.target.value)}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {tvip.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
