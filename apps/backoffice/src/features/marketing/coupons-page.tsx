import { createColumnHelper } from '@tanstack/react-table';
import {
  addCouponRequest,
  couponListQuery,
  COUPON_REWARD_NAMES,
  marketingCalls,
  type BoCoupon,
  type CouponRewardKind,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { ConfirmCall, EditDialog, savedOrRequested } from '#bo/shared/form-dialog.tsx';
import { bangkokIso, numberOf, useContractForm } from '#bo/shared/form.ts';
import { SearchForm } from '#bo/shared/search-form.tsx';
import { ListPage, useServerList, usePageDialog } from '#bo/shared/server-list.tsx';
import { Field, Select } from '#bo/shared/ui.tsx';
import { addCoupon, endCoupon, fetchCoupons, MARKETING_KEY } from './api.ts';
import { endColumn } from './columns.tsx';
import { mt } from './th.ts';

const t = mt.coupons;
const col = createColumnHelper<BoCoupon>();
const COUPONS_KEY = [...MARKETING_KEY, 'coupons'] as const;

export function rewardText(c: Pick<BoCoupon, 'reward_kind' | 'reward_amount'>): string {
  if (c.reward_kind === 'credit') return `${t.reward.credit} ${formatBaht(c.reward_amount)}`;
  if (c.reward_kind === 'points') return t.points(c.reward_amount);
  return `${t.reward.spins} ${t.spins(c.reward_amount)}`;
}

/** A coupon members can still redeem, or will once it starts: one whose window has not ended. */
const stillOpen = (c: BoCoupon) => Date.parse(c.valid_until) > Date.now();

/**
 * Coupons with how many members redeemed each, searched and paged by the server; add one, end one now
 * (as coupon:add|end).
 */
export function CouponsPage() {
  const canAdd = useCan(marketingCalls.addCoupon);
  const canEnd = useCan(marketingCalls.endCoupon);
  const dialog = usePageDialog<'add' | { end: BoCoupon }>();
  const { show } = dialog;
  const [q, setQ] = useState('');
  const list = useServerList(COUPONS_KEY, { q: q || undefined }, fetchCoupons, [
    { id: 'created_at', desc: true },
  ]);
  const columns = useMemo(
    () =>
      [
        col.accessor('code', {
          header: t.col.code,
          cell: (c) => <span className="font-bold">{c.getValue()}</span>,
        }),
        col.accessor('reward_kind', {
          header: t.col.reward,
          enableSorting: false,
          cell: (c) => rewardText(c.row.original),
        }),
        col.accessor('redeemed', {
          header: t.col.redeemed,
          cell: (c) => t.used(c.getValue(), c.row.original.quota),
        }),
        // Two lines per cell (the window; when and by whom), so the actions column fits a laptop's width.
        col.accessor('valid_until', {
          header: t.col.window,
          cell: (c) => (
            <div>
              <div>{t.from(formatDateTime(c.row.original.valid_from))}</div>
              <div>{t.until(formatDateTime(c.getValue()))}</div>
            </div>
          ),
        }),
        col.accessor('created_at', {
          header: t.col.created,
          cell: (c) => (
            <div>
              <div>{formatDateTime(c.getValue())}</div>
              <div className="text-xs text-slate-600">{c.row.original.created_by}</div>
            </div>
          ),
        }),
        endColumn(col, {
          allowed: canEnd,
          label: t.endTitle,
          open: stillOpen,
          of: (c) => c.code,
          onClick: (c) => show({ end: c }),
        }),
      ] as ColumnDef<BoCoupon, unknown>[],
    [canEnd, show],
  );
  return (
    <ListPage
      title={t.title}
      add={canAdd ? { label: t.add, onClick: () => dialog.show('add') } : null}
      notice={dialog.notice}
      filters={
        <SearchForm
          label={t.search}
          button={t.searchButton}
          q={couponListQuery.shape.q}
          onSearch={(next) => {
            list.table.resetPage();
            setQ(next);
          }}
        />
      }
      columns={columns}
      list={list}
    >
      {dialog.open === 'add' ? <AddCoupon onClose={dialog.close} /> : null}
      {dialog.open && dialog.open !== 'add' ? (
        <EndCoupon coupon={dialog.open.end} onClose={dialog.close} />
      ) : null}
    </ListPage>
  );
}

function EndCoupon({ coupon, onClose }: { coupon: BoCoupon; onClose: (message?: string) => void }) {
  return (
    <ConfirmCall
      title={t.endTitle}
      message={t.endWarning(coupon.code)}
      confirmLabel={t.endConfirm}
      call={() => endCoupon(coupon.id)}
      reload={COUPONS_KEY}
      done={(ended) => t.ended(ended.code, ended.redeemed)}
      onClose={onClose}
    />
  );
}

const KINDS = (Object.keys(COUPON_REWARD_NAMES) as CouponRewardKind[]).map((k) => ({
  value: k,
  label: COUPON_REWARD_NAMES[k],
}));

function AddCoupon({ onClose }: { onClose: (message?: string) => void }) {
  const form = useContractForm(addCouponRequest, {
    code: '',
    kind: 'credit' as CouponRewardKind,
    amount: '',
    quota: '',
    from: '',
    until: '',
  });
  const { values: v, text } = form;
  return (
    <EditDialog
      title={t.addTitle}
      submitLabel={t.save}
      bodyOf={() =>
        form.check({
          code: v.code,
          reward_kind: v.kind,
          reward_amount: numberOf(v.amount),
          quota: numberOf(v.quota),
          valid_from: bangkokIso(v.from),
          valid_until: bangkokIso(v.until) ?? undefined,
        })
      }
      save={addCoupon}
      reload={COUPONS_KEY}
      done={(coupon) => savedOrRequested(coupon, (c) => t.added(c.code))}
      onClose={onClose}
    >
      <Field label={t.code} hint={t.codeHint} {...text('code')} autoCapitalize="characters" />
      <Select label={t.rewardKind} value={v.kind} options={KINDS} onChange={(k) => form.set('kind', k)} />
      <Field
        label={t.rewardAmount}
        hint={t.rewardAmountHint}
        inputMode="decimal"
        {...text('amount', 'reward_amount')}
      />
      <Field label={t.quota} hint={t.quotaHint} inputMode="numeric" {...text('quota')} />
      <Field
        label={t.validFrom}
        hint={t.validFromHint}
        type="datetime-local"
        {...text('from', 'valid_from')}
      />
      <Field
        label={t.validUntil}
        hint={mt.bangkokHint}
        type="datetime-local"
        {...text('until', 'valid_until')}
      />
    </EditDialog>
  );
}
