import { createColumnHelper } from '@tanstack/react-table';
import {
  boRedemptionSentRequest,
  boShopItemCreate,
  boShopItemUpdate,
  boShopStockChange,
  type BoRedemption,
  type BoShopItem,
  engagementCalls,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { EditDialog, savedOrRequested } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount, formatDateTime } from '#bo/shared/format.ts';
import { ServerListTable, useServerList, usePageDialog } from '#bo/shared/server-list.tsx';
import { Button, Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { ActiveList, ActiveSelect, useActiveList } from './active-list.tsx';
import {
  ENGAGEMENT_KEY,
  changeShopStock,
  createShopItem,
  fetchRedemptions,
  fetchShopItems,
  markRedemptionSent,
  updateShopItem,
} from './api.ts';
import { te } from './th.ts';

const t = te.shop;
const ITEMS_KEY = [...ENGAGEMENT_KEY, 'shop-items'] as const;
const REDEMPTIONS_KEY = [...ENGAGEMENT_KEY, 'redemptions'] as const;
const itemCol = createColumnHelper<BoShopItem>();
const redCol = createColumnHelper<BoRedemption>();
type Open =
  | { kind: 'edit'; item: BoShopItem | null }
  | { kind: 'stock'; item: BoShopItem }
  | { kind: 'sent'; row: BoRedemption };
const REDEMPTION_LISTS = [
  { value: 'pending', label: t.redemptions },
  { value: 'sent', label: t.sentList },
] as const;

/** The points shop (docs/BACKOFFICE.md#engagement): items, their stock, and physical redemptions to send. */
export function ShopTab() {
  const canEdit = useCan(engagementCalls.addShopItem);
  const dialog = usePageDialog<Open>();
  const { show } = dialog;
  const items = useActiveList(ITEMS_KEY, fetchShopItems);
  const [status, setStatus] = useState<'pending' | 'sent'>('pending');
  const redemptions = useServerList(REDEMPTIONS_KEY, { status }, fetchRedemptions);
  const itemColumns = useMemo(
    () =>
      [
        itemCol.accessor('name', { header: te.name, enableSorting: false }),
        itemCol.accessor('kind', {
          header: t.kind,
          enableSorting: false,
          cell: (c) => t.kinds[c.getValue()],
        }),
        itemCol.accessor('price_points', {
          header: t.price,
          enableSorting: false,
          cell: (c) => formatCount(c.getValue()),
        }),
        itemCol.accessor('credit_amount', {
          header: t.credit,
          enableSorting: false,
          cell: (c) => (c.getValue() === null ? '—' : formatBaht(c.getValue()!)),
        }),
        itemCol.accessor('stock', {
          header: t.stock,
          enableSorting: false,
          cell: (c) => formatCount(c.getValue()),
        }),
        itemCol.accessor('active', {
          header: te.status,
          enableSorting: false,
          cell: (c) => (c.getValue() ? te.active : te.inactive),
        }),
        itemCol.display({
          id: 'actions',
          header: '',
          cell: (c) =>
            canEdit ? (
              <div className="flex flex-wrap gap-2">
                <Button tone="secondary" onClick={() => show({ kind: 'edit', item: c.row.original })}>
                  {te.edit}
                </Button>
                <Button tone="secondary" onClick={() => show({ kind: 'stock', item: c.row.original })}>
                  {t.stock}
                </Button>
              </div>
            ) : null,
        }),
      ] as ColumnDef<BoShopItem, unknown>[],
    [canEdit, show],
  );
  const redColumns = useMemo(
    () =>
      [
        redCol.accessor('created_at', {
          header: t.redeemedAt,
          enableSorting: false,
          cell: (c) => formatDateTime(c.getValue()),
        }),
        redCol.accessor('phone', {
          header: t.member,
          enableSorting: false,
          cell: (c) => `${c.getValue()} ${c.row.original.name}`,
        }),
        redCol.accessor('item', { header: t.item, enableSorting: false }),
        redCol.accessor('quantity', { header: t.quantity, enableSorting: false }),
        redCol.display({
          id: 'sent',
          header: '',
          cell: (c) =>
            c.row.original.status === 'pending' ? (
              <Button onClick={() => show({ kind: 'sent', row: c.row.original })}>{t.markSent}</Button>
            ) : null,
        }),
      ] as ColumnDef<BoRedemption, unknown>[],
    [show],
  );
  const open = dialog.open;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <ActiveList
          state={items}
          caption={t.items}
          columns={itemColumns}
          add={canEdit ? { label: t.add, onClick: () => show({ kind: 'edit', item: null }) } : null}
          notice={dialog.notice}
        />
      </section>
      <section className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t.redemptions}
            value={status}
            options={REDEMPTION_LISTS}
            onChange={(v) => {
              redemptions.table.resetPage();
              setStatus(v);
            }}
          />
        </div>
        <ServerListTable
          caption={status === 'pending' ? t.redemptions : t.sentList}
          columns={redColumns}
          list={redemptions}
        />
      </section>
      {open?.kind === 'edit' ? <ItemDialog item={open.item} onClose={dialog.close} /> : null}
      {open?.kind === 'stock' ? <StockDialog item={open.item} onClose={() => dialog.close()} /> : null}
      {open?.kind === 'sent' ? <SentDialog row={open.row} onClose={() => dialog.close()} /> : null}
    </div>
  );
}

const KINDS = (['credit', 'physical'] as const).map((v) => ({ value: v, label: t.kinds[v] }));

function ItemDialog({ item, onClose }: { item: BoShopItem | null; onClose: (message?: string) => void }) {
  const schema: typeof boShopItemCreate | typeof boShopItemUpdate = item
    ? boShopItemUpdate
    : boShopItemCreate;
  const form = useContractForm(schema, {
    code: '',
    kind: item?.kind ?? ('credit' as 'credit' | 'physical'),
    name: item?.name ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    price_points: item ? String(item.price_points) : '',
    credit_amount: item?.credit_amount != null ? String(item.credit_amount) : '',
    stock: '0',
    per_member_limit: item?.per_member_limit != null ? String(item.per_member_limit) : '',
    sort_order: String(item?.sort_order ?? 0),
    active: item?.active ?? true,
  });
  const { values: v, text } = form;
  return (
    <EditDialog
      title={item ? t.editTitle : t.add}
      submitLabel={te.save}
      problem={form.problem && te.checkInput}
      bodyOf={() =>
        form.check({
          ...v,
          price_points: numberOf(v.price_points),
          credit_amount: v.kind === 'credit' ? numberOf(v.credit_amount) : null,
          stock: numberOf(v.stock),
          per_member_limit: numberOf(v.per_member_limit) ?? null,
          sort_order: numberOf(v.sort_order),
        })
      }
      save={(body: z.output<typeof schema>) =>
        'code' in body ? createShopItem(body) : updateShopItem(item!.id, body)
      }
      reload={ITEMS_KEY}
      done={(saved) => savedOrRequested(saved, () => undefined)}
      onClose={onClose}
    >
      {item ? null : (
        <>
          <Field label={te.code} hint={te.codeHint} {...text('code')} />
          <Select label={t.kind} value={v.kind} options={KINDS} onChange={(x) => form.set('kind', x)} />
        </>
      )}
      <Field label={te.name} {...text('name')} />
      <TextArea label={te.description} {...form.area('description')} />
      <Field label={t.image} {...text('image')} />
      <Field label={t.price} inputMode="numeric" {...text('price_points')} />
      {v.kind === 'credit' ? <Field label={t.credit} inputMode="decimal" {...text('credit_amount')} /> : null}
      {item ? null : <Field label={t.stock} inputMode="numeric" {...text('stock')} />}
      <Field label={t.limit} inputMode="numeric" {...text('per_member_limit')} />
      <Field label={te.sortOrder} inputMode="numeric" {...text('sort_order')} />
      {item ? <ActiveSelect active={v.active} onChange={(x) => form.set('active', x)} /> : null}
    </EditDialog>
  );
}

function StockDialog({ item, onClose }: { item: BoShopItem; onClose: () => void }) {
  const form = useContractForm(boShopStockChange, { change: '' });
  return (
    <EditDialog
      title={`${t.stockTitle}: ${item.name}`}
      submitLabel={te.save}
      bodyOf={() => form.check({ change: numberOf(form.values.change) })}
      save={(body) => changeShopStock(item.id, body.change)}
      reload={ITEMS_KEY}
      done={() => undefined}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {t.stock} {formatCount(item.stock)}
      </p>
      <Field label={t.stockChange} inputMode="numeric" {...form.text('change')} />
    </EditDialog>
  );
}

function SentDialog({ row, onClose }: { row: BoRedemption; onClose: () => void }) {
  const form = useContractForm(boRedemptionSentRequest, { note: '' });
  return (
    <EditDialog
      title={t.sentTitle}
      submitLabel={t.markSent}
      bodyOf={() => form.check({ note: form.values.note.trim() || undefined })}
      save={(body) => markRedemptionSent(row.id, body.note)}
      reload={REDEMPTIONS_KEY}
      done={() => undefined}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {row.item} × {row.quantity} · {row.phone} {row.name}
      </p>
      <Field label={t.sentNote} {...form.text('note')} />
    </EditDialog>
  );
}
