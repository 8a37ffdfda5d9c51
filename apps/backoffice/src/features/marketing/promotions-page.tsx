import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  addPromotionRequest,
  gameCategory,
  isValueRequest,
  MARKETING_STATUS_FILTERS,
  PROMOTION_TYPE_NAMES,
  type BoPromotion,
  type GameCategory,
  type PromotionType,
} from '@ug99/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, ConfirmDialog, Dialog, Field, PageHeader, Select, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { addPromotion, disablePromotion, fetchPromotions, MARKETING_KEY } from './api.ts';
import { bangkokIso, numberOf, useSchemaForm } from './form.ts';
import { mt } from './th.ts';

const t = mt.promotions;
const col = createColumnHelper<BoPromotion>();
const PROMOTIONS_KEY = [...MARKETING_KEY, 'promotions'] as const;
type Status = (typeof MARKETING_STATUS_FILTERS)[number];
const STATUS_OPTIONS = MARKETING_STATUS_FILTERS.map((s) => ({ value: s, label: mt.status[s] }));

const when = (at: string | null) => (at ? formatDateTime(at) : null);

/** Promotions, on or off, paged by the server; add one, switch one off (as promotion:add|disable). */
export function PromotionsPage() {
  const canAdd = useCan('POST', '/api/backoffice/promotions');
  const canDisable = useCan('POST', '/api/backoffice/promotions/:id/disable');
  const [status, setStatus] = useState<Status>('all');
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<BoPromotion | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const table = useServerTable([{ id: 'created_at', desc: true }]);
  const list = useQuery({
    queryKey: [...PROMOTIONS_KEY, status, table.params],
    queryFn: ({ signal }) => fetchPromotions({ status, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      [
        col.accessor('title', {
          header: t.col.name,
          cell: (c) => <span className="font-bold">{c.getValue()}</span>,
        }),
        col.accessor('type', {
          header: t.col.type,
          enableSorting: false,
          cell: (c) => PROMOTION_TYPE_NAMES[c.getValue()],
        }),
        col.accessor('bonus_percent', {
          header: t.col.terms,
          enableSorting: false,
          cell: (c) => {
            const p = c.row.original;
            return (
              <div className="whitespace-normal">
                {t.terms({
                  min: formatBaht(p.min_deposit),
                  percent: p.bonus_percent,
                  cap: formatBaht(p.bonus_cap),
                  turnover: p.turnover_multiplier,
                })}
                <div className="text-xs text-slate-600">
                  {p.categories.map((k) => t.category[k]).join(', ')}
                  {p.max_withdraw === null ? '' : ` · ${t.maxWithdraw} ${formatBaht(p.max_withdraw)}`}
                </div>
              </div>
            );
          },
        }),
        col.accessor('starts_at', {
          header: t.col.window,
          enableSorting: false,
          cell: (c) => mt.when(when(c.getValue()), when(c.row.original.ends_at)),
        }),
        col.accessor('active', {
          header: t.col.status,
          enableSorting: false,
          cell: (c) => (c.getValue() ? mt.shown : <span className="text-slate-500">{mt.hidden}</span>),
        }),
        col.accessor('created_at', { header: t.col.createdAt, cell: (c) => formatDateTime(c.getValue()) }),
        col.display({
          id: 'actions',
          header: mt.actions,
          cell: (c) =>
            canDisable && c.row.original.active ? (
              <Button
                tone="danger"
                aria-label={`${t.disableTitle} ${c.row.original.title}`}
                onClick={() => setDisabling(c.row.original)}
              >
                {t.disableTitle}
              </Button>
            ) : null,
        }),
      ] as ColumnDef<BoPromotion, unknown>[],
    [canDisable],
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
      <div className="mb-4 max-w-xs">
        <Select
          label={mt.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(s) => {
            table.resetPage();
            setStatus(s);
          }}
        />
      </div>
      {list.isError ? <Alert>{errorMessage(list.error)}</Alert> : null}
      <DataTable
        caption={t.title}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        getRowId={(p) => String(p.id)}
        {...table}
      />
      {adding ? (
        <AddPromotion
          onClose={(message) => {
            setAdding(false);
            if (message) setDone(message);
          }}
        />
      ) : null}
      {disabling ? (
        <DisablePromotion
          promotion={disabling}
          onClose={(message) => {
            setDisabling(null);
            if (message) setDone(message);
          }}
        />
      ) : null}
    </>
  );
}

function DisablePromotion({
  promotion,
  onClose,
}: {
  promotion: BoPromotion;
  onClose: (message?: string) => void;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => disablePromotion(promotion.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      onClose(t.disabled(promotion.title));
    },
  });
  return (
    <ConfirmDialog
      title={t.disableTitle}
      message={t.disableWarning(promotion.title)}
      confirmLabel={t.disableConfirm}
      pending={run.isPending}
      error={run.isError ? errorMessage(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={() => onClose()}
    />
  );
}

const TYPES = (Object.keys(PROMOTION_TYPE_NAMES) as PromotionType[]).map((k) => ({
  value: k,
  label: PROMOTION_TYPE_NAMES[k],
}));

function AddPromotion({ onClose }: { onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const legendId = useId();
  const [f, setF] = useState({
    title: '',
    image: '',
    description: '',
    min_deposit: '',
    bonus_percent: '',
    bonus_cap: '',
    turnover: '',
    max_withdraw: '',
    per_member: '1',
    starts_at: '',
    ends_at: '',
    sort_order: '0',
  });
  const [type, setType] = useState<PromotionType>('deposit_bonus');
  const [categories, setCategories] = useState<GameCategory[]>([]);
  const set = (key: keyof typeof f) => (ev: { target: { value: string } }) =>
    setF({ ...f, [key]: ev.target.value });
  const form = useSchemaForm(addPromotionRequest);
  const add = useMutation({
    mutationFn: addPromotion,
    onSuccess: async (p) => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      // Past the caps nothing is added yet: the request waits for finance or an admin.
      onClose(isValueRequest(p) ? th.common.valueRequested(p.approval.id) : t.added(p.title));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check({
      title: f.title,
      image: f.image,
      description: f.description,
      type,
      min_deposit: numberOf(f.min_deposit),
      bonus_percent: numberOf(f.bonus_percent),
      bonus_cap: numberOf(f.bonus_cap),
      turnover_multiplier: numberOf(f.turnover),
      categories,
      max_withdraw: numberOf(f.max_withdraw) ?? null,
      per_member_limit: numberOf(f.per_member),
      starts_at: bangkokIso(f.starts_at),
      ends_at: bangkokIso(f.ends_at),
      sort_order: numberOf(f.sort_order) ?? 0,
    });
    if (body) add.mutate(body);
  };
  const e = form.errors;
  return (
    <Dialog title={t.addTitle} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field label={t.name} value={f.title} onChange={set('title')} error={e.title} />
        <Field label={t.image} hint={t.imageHint} value={f.image} onChange={set('image')} error={e.image} />
        <TextArea
          label={t.description}
          value={f.description}
          onChange={(v) => setF({ ...f, description: v })}
          error={e.description}
        />
        <Select label={t.type} value={type} options={TYPES} onChange={setType} />
        <Field
          label={t.minDeposit}
          inputMode="decimal"
          value={f.min_deposit}
          onChange={set('min_deposit')}
          error={e.min_deposit}
        />
        <Field
          label={t.bonusPercent}
          inputMode="decimal"
          value={f.bonus_percent}
          onChange={set('bonus_percent')}
          error={e.bonus_percent}
        />
        <Field
          label={t.bonusCap}
          inputMode="decimal"
          value={f.bonus_cap}
          onChange={set('bonus_cap')}
          error={e.bonus_cap}
        />
        <Field
          label={t.turnover}
          inputMode="decimal"
          value={f.turnover}
          onChange={set('turnover')}
          error={e.turnover_multiplier}
        />
        <fieldset
          aria-labelledby={legendId}
          aria-invalid={e.categories ? true : undefined}
          className="flex flex-col gap-1"
        >
          <legend id={legendId} className="text-sm font-bold text-slate-700">
            {t.categories}
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {gameCategory.options.map((k) => (
              <label key={k} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={categories.includes(k)}
                  onChange={(ev) =>
                    setCategories(ev.target.checked ? [...categories, k] : categories.filter((c) => c !== k))
                  }
                />
                {t.category[k]}
              </label>
            ))}
          </div>
          {e.categories ? <p className="text-sm text-rose-700">{e.categories}</p> : null}
        </fieldset>
        <Field
          label={t.maxWithdraw}
          hint={t.maxWithdrawHint}
          inputMode="decimal"
          value={f.max_withdraw}
          onChange={set('max_withdraw')}
          error={e.max_withdraw}
        />
        <Field
          label={t.perMember}
          inputMode="numeric"
          value={f.per_member}
          onChange={set('per_member')}
          error={e.per_member_limit}
        />
        <Field
          label={t.startsAt}
          hint={t.windowHint}
          type="datetime-local"
          value={f.starts_at}
          onChange={set('starts_at')}
          error={e.starts_at}
        />
        <Field
          label={t.endsAt}
          hint={t.windowHint}
          type="datetime-local"
          value={f.ends_at}
          onChange={set('ends_at')}
          error={e.ends_at}
        />
        <Field
          label={t.sortOrder}
          inputMode="numeric"
          value={f.sort_order}
          onChange={set('sort_order')}
          error={e.sort_order}
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
