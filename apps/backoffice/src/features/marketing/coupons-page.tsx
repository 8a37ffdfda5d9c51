import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  addCouponRequest,
  COUPON_REWARD_NAMES,
  isValueRequest,
  type BoCoupon,
  type CouponRewardKind,
} from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, ConfirmDialog, Dialog, Field, PageHeader, Select } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { addCoupon, endCoupon, fetchCoupons, MARKETING_KEY } from './api.ts';
import { bangkokIso, numberOf, useSchemaForm } from './form.ts';
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
  const canAdd = useCan('POST', '/api/backoffice/coupons');
  const canEnd = useCan('POST', '/api/backoffice/coupons/:id/end');
  const [ending, setEnding] = useState<BoCoupon | null>(null);
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const table = useServerTable([{ id: 'created_at', desc: true }]);
  const list = useQuery({
    queryKey: [...COUPONS_KEY, q, table.params],
    queryFn: ({ signal }) => fetchCoupons({ q: q || undefined, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    table.resetPage();
    setQ(draft.trim());
  };
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
        col.display({
          id: 'actions',
          header: mt.actions,
          cell: (c) =>
            canEnd && stillOpen(c.row.original) ? (
              <Button
                tone="danger"
                aria-label={`${t.endTitle} ${c.row.original.code}`}
                onClick={() => {
                  setDone(null);
                  setEnding(c.row.original);
                }}
              >
                {t.endTitle}
              </Button>
            ) : null,
        }),
      ] as ColumnDef<BoCoupon, unknown>[],
    [canEnd],
  );
  return (
    <>
      <PageHeader title={t.title}>
        {canAdd ? (
          <Button
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
          >
            {t.add}
          </Button>
        ) : null}
      </PageHeader>
      {done ? (
        <div className="mb-4">
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      <form role="search" onSubmit={search} className="mb-4 flex flex-wrap items-end gap-2">
        <Field
          className="min-w-0 flex-1 sm:max-w-md"
          label={t.search}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{t.searchButton}</Button>
      </form>
      {list.isError ? <Alert>{errorMessage(list.error)}</Alert> : null}
      <DataTable
        caption={t.title}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        getRowId={(c) => String(c.id)}
        {...table}
      />
      {adding ? (
        <AddCoupon
          onClose={(message) => {
            setAdding(false);
            if (message) setDone(message);
          }}
        />
      ) : null}
      {ending ? (
        <EndCoupon
          coupon={ending}
          onClose={(message) => {
            setEnding(null);
            if (message) setDone(message);
          }}
        />
      ) : null}
    </>
  );
}

function EndCoupon({ coupon, onClose }: { coupon: BoCoupon; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => endCoupon(coupon.id),
    onSuccess: async (ended) => {
      await queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
      onClose(t.ended(ended.code, ended.redeemed));
    },
  });
  return (
    <ConfirmDialog
      title={t.endTitle}
      message={t.endWarning(coupon.code)}
      confirmLabel={t.endConfirm}
      pending={run.isPending}
      error={run.isError ? errorMessage(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={() => onClose()}
    />
  );
}

const KINDS = (Object.keys(COUPON_REWARD_NAMES) as CouponRewardKind[]).map((k) => ({
  value: k,
  label: COUPON_REWARD_NAMES[k],
}));

function AddCoupon({ onClose }: { onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CouponRewardKind>('credit');
  const [amount, setAmount] = useState('');
  const [quota, setQuota] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const form = useSchemaForm(addCouponRequest);
  const add = useMutation({
    mutationFn: addCoupon,
    onSuccess: async (coupon) => {
      await queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
      onClose(isValueRequest(coupon) ? th.common.valueRequested(coupon.approval.id) : t.added(coupon.code));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check({
      code,
      reward_kind: kind,
      reward_amount: numberOf(amount),
      quota: numberOf(quota),
      valid_from: bangkokIso(from),
      valid_until: bangkokIso(until) ?? undefined,
    });
    if (body) add.mutate(body);
  };
  const e = form.errors;
  return (
    <Dialog title={t.addTitle} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          label={t.code}
          hint={t.codeHint}
          value={code}
          onChange={(ev) => setCode(ev.target.value)}
          error={e.code}
          autoCapitalize="characters"
        />
        <Select label={t.rewardKind} value={kind} options={KINDS} onChange={setKind} />
        <Field
          label={t.rewardAmount}
          hint={t.rewardAmountHint}
          inputMode="decimal"
          value={amount}
          onChange={(ev) => setAmount(ev.target.value)}
          error={e.reward_amount}
        />
        <Field
          label={t.quota}
          hint={t.quotaHint}
          inputMode="numeric"
          value={quota}
          onChange={(ev) => setQuota(ev.target.value)}
          error={e.quota}
        />
        <Field
          label={t.validFrom}
          hint={t.validFromHint}
          type="datetime-local"
          value={from}
          onChange={(ev) => setFrom(ev.target.value)}
          error={e.valid_from}
        />
        <Field
          label={t.validUntil}
          hint={mt.bangkokHint}
          type="datetime-local"
          value={until}
          onChange={(ev) => setUntil(ev.target.value)}
          error={e.valid_until}
        />
        {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
