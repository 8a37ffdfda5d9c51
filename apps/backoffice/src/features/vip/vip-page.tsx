import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  boVipTermsInput,
  VIP_CASHBACK_BONUS_MAX_BP,
  VIP_LOTTO_EXTRA_MAX_BP,
  type BoVipTerms,
} from '@ug99/contract';
import { useMemo } from 'react';
import { WholeTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { EditDialog } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatBaht } from '#bo/shared/format.ts';
import { QueryPage } from '#bo/shared/query-page.tsx';
import { usePageDialog } from '#bo/shared/server-list.tsx';
import { Button, Field, LastChange } from '#bo/shared/ui.tsx';
import { fetchVipTerms, saveVipTerms, VIP_TERMS_KEY } from './api.ts';
import { tvip } from './th.ts';

const col = createColumnHelper<BoVipTerms>();
const percentText = (bp: number) =>
  `${(bp / 100).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/**
 * The VIP levels and what each gives (docs/BACKOFFICE.md#vip-levels): gold and hero, their thresholds,
 * the extra lotto discount, the cashback bonus and the monthly bonus; an admin edits a level's terms.
 */
export function VipTermsPage() {
  const dialog = usePageDialog<BoVipTerms>();
  const { show } = dialog;
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
            <LastChange by={c.row.original.updated_by} at={c.getValue()} none={tvip.defaults}>
              <Button tone="secondary" onClick={() => show(c.row.original)}>
                {tvip.edit}
              </Button>
            </LastChange>
          ),
        }),
      ] as ColumnDef<BoVipTerms, unknown>[],
    [show],
  );

  return (
    <>
      <QueryPage title={tvip.title} help={tvip.help} notice={dialog.notice} query={terms}>
        {(data) => (
          <WholeTable
            caption={tvip.table}
            columns={columns}
            rows={data.items}
            getRowId={(r) => String(r.level)}
          />
        )}
      </QueryPage>
      {dialog.open ? <TermsDialog level={dialog.open} onClose={dialog.close} /> : null}
    </>
  );
}

/**
 * A percent as typed in basis points (1.5 → 150); a figure with more than 2 decimals stays a fraction,
 * which the contract's schema refuses with its Thai message, as it refuses a figure over the cap.
 */
function bpOf(text: string): number | undefined {
  const percent = numberOf(text);
  return percent === undefined ? undefined : Number((percent * 100).toFixed(6));
}

function TermsDialog({ level, onClose }: { level: BoVipTerms; onClose: (message?: string) => void }) {
  const form = useContractForm(boVipTermsInput, {
    lotto_discount_extra_bp: String(level.lotto_discount_extra_bp / 100),
    cashback_bonus_bp: String(level.cashback_bonus_bp / 100),
    monthly_bonus: String(level.monthly_bonus),
  });
  return (
    <EditDialog
      title={tvip.editTitle(level.name)}
      submitLabel={tvip.save}
      bodyOf={() =>
        form.check({
          lotto_discount_extra_bp: bpOf(form.values.lotto_discount_extra_bp),
          cashback_bonus_bp: bpOf(form.values.cashback_bonus_bp),
          monthly_bonus: numberOf(form.values.monthly_bonus),
        })
      }
      save={(body) => saveVipTerms(level.level, body)}
      reload={VIP_TERMS_KEY}
      done={(saved) => (saved.changed ? tvip.saved(level.name) : tvip.unchanged(level.name))}
      onClose={onClose}
    >
      <Field
        label={tvip.percentField(tvip.lottoExtra, VIP_LOTTO_EXTRA_MAX_BP / 100)}
        inputMode="decimal"
        {...form.text('lotto_discount_extra_bp')}
      />
      <p className="text-xs text-slate-600">{tvip.percentHelp}</p>
      <Field
        label={tvip.percentField(tvip.cashbackBonus, VIP_CASHBACK_BONUS_MAX_BP / 100)}
        inputMode="decimal"
        {...form.text('cashback_bonus_bp')}
      />
      <Field label={tvip.bahtField} inputMode="decimal" {...form.text('monthly_bonus')} />
    </EditDialog>
  );
}
