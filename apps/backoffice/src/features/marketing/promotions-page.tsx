import { createColumnHelper } from '@tanstack/react-table';
import {
  addPromotionRequest,
  gameCategory,
  MARKETING_STATUS_FILTERS,
  PROMOTION_TYPE_NAMES,
  type BoPromotion,
  type GameCategory,
  type PromotionType,
  marketingCalls,
} from '@ug99/contract';
import { useId, useMemo, useState } from 'react';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { ConfirmCall, EditDialog, savedOrRequested } from '#bo/shared/form-dialog.tsx';
import { bangkokIso, numberOf, useContractForm } from '#bo/shared/form.ts';
import { ListFilter, ListPage, useServerList, usePageDialog } from '#bo/shared/server-list.tsx';
import { Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { addPromotion, disablePromotion, fetchPromotions, MARKETING_KEY } from './api.ts';
import { endColumn, shownColumns } from './columns.tsx';
import { mt } from './th.ts';

const t = mt.promotions;
const col = createColumnHelper<BoPromotion>();
const PROMOTIONS_KEY = [...MARKETING_KEY, 'promotions'] as const;
type Status = (typeof MARKETING_STATUS_FILTERS)[number];
const STATUS_OPTIONS = MARKETING_STATUS_FILTERS.map((s) => ({ value: s, label: mt.status[s] }));

const when = (at: string | null) => (at ? formatDateTime(at) : null);

/** Promotions, on or off, paged by the server; add one, switch one off (as promotion:add|disable). */
export function PromotionsPage() {
  const canAdd = useCan(marketingCalls.addPromotion);
  const canDisable = useCan(marketingCalls.disablePromotion);
  const dialog = usePageDialog<'add' | { disable: BoPromotion }>();
  const { show } = dialog;
  const [status, setStatus] = useState<Status>('all');
  const list = useServerList(PROMOTIONS_KEY, { status }, fetchPromotions, [{ id: 'created_at', desc: true }]);
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
        ...shownColumns(col, t.col),
        endColumn(col, {
          allowed: canDisable,
          label: t.disableTitle,
          open: (p) => p.active,
          of: (p) => p.title,
          onClick: (p) => show({ disable: p }),
        }),
      ] as ColumnDef<BoPromotion, unknown>[],
    [canDisable, show],
  );
  return (
    <ListPage
      title={t.title}
      add={canAdd ? { label: t.add, onClick: () => show('add') } : null}
      notice={dialog.notice}
      filters={
        <ListFilter
          label={mt.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          list={list}
          onChange={setStatus}
        />
      }
      columns={columns}
      list={list}
    >
      {dialog.open === 'add' ? <AddPromotion onClose={dialog.close} /> : null}
      {dialog.open && dialog.open !== 'add' ? (
        <DisablePromotion promotion={dialog.open.disable} onClose={dialog.close} />
      ) : null}
    </ListPage>
  );
}

function DisablePromotion({
  promotion,
  onClose,
}: {
  promotion: BoPromotion;
  onClose: (message?: string) => void;
}) {
  return (
    <ConfirmCall
      title={t.disableTitle}
      message={t.disableWarning(promotion.title)}
      confirmLabel={t.disableConfirm}
      call={() => disablePromotion(promotion.id)}
      reload={PROMOTIONS_KEY}
      done={() => t.disabled(promotion.title)}
      onClose={onClose}
    />
  );
}

const TYPES = (Object.keys(PROMOTION_TYPE_NAMES) as PromotionType[]).map((k) => ({
  value: k,
  label: PROMOTION_TYPE_NAMES[k],
}));

function AddPromotion({ onClose }: { onClose: (message?: string) => void }) {
  const legendId = useId();
  const form = useContractForm(addPromotionRequest, {
    title: '',
    image: '',
    description: '',
    type: 'deposit_bonus' as PromotionType,
    min_deposit: '',
    bonus_percent: '',
    bonus_cap: '',
    turnover: '',
    categories: [] as GameCategory[],
    max_withdraw: '',
    per_member: '1',
    starts_at: '',
    ends_at: '',
    sort_order: '0',
  });
  const { values: f, text, errors: e } = form;
  return (
    <EditDialog
      title={t.addTitle}
      submitLabel={t.save}
      bodyOf={() =>
        form.check({
          title: f.title,
          image: f.image,
          description: f.description,
          type: f.type,
          min_deposit: numberOf(f.min_deposit),
          bonus_percent: numberOf(f.bonus_percent),
          bonus_cap: numberOf(f.bonus_cap),
          turnover_multiplier: numberOf(f.turnover),
          categories: f.categories,
          max_withdraw: numberOf(f.max_withdraw) ?? null,
          per_member_limit: numberOf(f.per_member),
          starts_at: bangkokIso(f.starts_at),
          ends_at: bangkokIso(f.ends_at),
          sort_order: numberOf(f.sort_order) ?? 0,
        })
      }
      save={addPromotion}
      reload={PROMOTIONS_KEY}
      done={(saved) => savedOrRequested(saved, (p) => t.added(p.title))}
      onClose={onClose}
    >
      <Field label={t.name} {...text('title')} />
      <Field label={t.image} hint={t.imageHint} {...text('image')} />
      <TextArea label={t.description} {...form.area('description')} />
      <Select label={t.type} value={f.type} options={TYPES} onChange={(v) => form.set('type', v)} />
      <Field label={t.minDeposit} inputMode="decimal" {...text('min_deposit')} />
      <Field label={t.bonusPercent} inputMode="decimal" {...text('bonus_percent')} />
      <Field label={t.bonusCap} inputMode="decimal" {...text('bonus_cap')} />
      <Field label={t.turnover} inputMode="decimal" {...text('turnover', 'turnover_multiplier')} />
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
                checked={f.categories.includes(k)}
                onChange={(ev) =>
                  form.set(
                    'categories',
                    ev.target.checked ? [...f.categories, k] : f.categories.filter((c) => c !== k),
                  )
                }
              />
              {t.category[k]}
            </label>
          ))}
        </div>
        {e.categories ? <p className="text-sm text-rose-700">{e.categories}</p> : null}
      </fieldset>
      <Field label={t.maxWithdraw} hint={t.maxWithdrawHint} inputMode="decimal" {...text('max_withdraw')} />
      <Field label={t.perMember} inputMode="numeric" {...text('per_member', 'per_member_limit')} />
      <Field label={t.startsAt} hint={t.windowHint} type="datetime-local" {...text('starts_at')} />
      <Field label={t.endsAt} hint={t.windowHint} type="datetime-local" {...text('ends_at')} />
      <Field label={t.sortOrder} inputMode="numeric" {...text('sort_order')} />
    </EditDialog>
  );
}
