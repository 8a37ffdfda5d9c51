import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { isValueRequest, type BoRedemption, type BoShopItem } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Dialog, Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
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
type Filter = 'all' | 'active' | 'inactive';
type Open =
  { kind: 'add' } | { kind: 'edit' | 'stock'; item: BoShopItem } | { kind: 'sent'; row: BoRedemption };

/** The points shop (docs/BACKOFFICE.md#engagement): items, their stock, and physical redemptions to send. */
export function ShopTab() {
  const canEdit = useCan('POST', '/api/backoffice/shop/items');
  const [filter, setFilter] = useState<Filter>('all');
  const [status, setStatus] = useState<'pending' | 'sent'>('pending');
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = useServerTable();
  const reds = useServerTable();
  const itemList = useQuery({
    queryKey: [...ITEMS_KEY, filter, items.params],
    queryFn: ({ signal }) => fetchShopItems({ ...items.params, active: filter }, signal),
    placeholderData: keepPreviousData,
  });
  const redList = useQuery({
    queryKey: [...REDEMPTIONS_KEY, status, reds.params],
    queryFn: ({ signal }) => fetchRedemptions({ ...reds.params, status }, signal),
    placeholderData: keepPreviousData,
  });
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
                <Button tone="secondary" onClick={() => setOpen({ kind: 'edit', item: c.row.original })}>
                  {te.edit}
                </Button>
                <Button tone="secondary" onClick={() => setOpen({ kind: 'stock', item: c.row.original })}>
                  {t.stock}
                </Button>
              </div>
            ) : null,
        }),
      ] as ColumnDef<BoShopItem, unknown>[],
    [canEdit],
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
              <Button onClick={() => setOpen({ kind: 'sent', row: c.row.original })}>{t.markSent}</Button>
            ) : null,
        }),
      ] as ColumnDef<BoRedemption, unknown>[],
    [],
  );
  return (
    <div className="flex flex-col gap-6">
      <section>
        <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
          <Select
            label={te.filter}
            value={filter}
            options={(['all', 'active', 'inactive'] as const).map((v) => ({
              value: v,
              label: te.filters[v],
            }))}
            onChange={(v) => {
              items.resetPage();
              setFilter(v);
            }}
          />
          {canEdit ? <Button onClick={() => setOpen({ kind: 'add' })}>{t.add}</Button> : null}
        </div>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {itemList.isError ? <Alert>{errorMessage(itemList.error)}</Alert> : null}
        <DataTable
          caption={t.items}
          columns={itemColumns}
          rows={itemList.data?.items ?? []}
          total={itemList.data?.total ?? 0}
          loading={itemList.isFetching}
          getRowId={(i) => String(i.id)}
          {...items}
        />
      </section>
      <section>
        <div className="mb-3 flex flex-wrap items-end gap-2">
          <Select
            label={t.redemptions}
            value={status}
            options={[
              { value: 'pending', label: t.redemptions },
              { value: 'sent', label: t.sentList },
            ]}
            onChange={(v) => {
              reds.resetPage();
              setStatus(v);
            }}
          />
        </div>
        {redList.isError ? <Alert>{errorMessage(redList.error)}</Alert> : null}
        <DataTable
          caption={status === 'pending' ? t.redemptions : t.sentList}
          columns={redColumns}
          rows={redList.data?.items ?? []}
          total={redList.data?.total ?? 0}
          loading={redList.isFetching}
          getRowId={(r) => String(r.id)}
          {...reds}
        />
      </section>
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <ItemDialog
          item={open.kind === 'edit' ? open.item : null}
          onClose={(message) => {
            setOpen(null);
            setNotice(message ?? null);
          }}
        />
      ) : null}
      {open?.kind === 'stock' ? <StockDialog item={open.item} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'sent' ? <SentDialog row={open.row} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

const WHOLE = /^\d+$/;
const BAHT = /^\d+(\.\d{1,2})?$/;

function ItemDialog({ item, onClose }: { item: BoShopItem | null; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'credit' | 'physical'>(item?.kind ?? 'credit');
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [image, setImage] = useState(item?.image ?? '');
  const [price, setPrice] = useState(item ? String(item.price_points) : '');
  const [credit, setCredit] = useState(item?.credit_amount != null ? String(item.credit_amount) : '');
  const [stock, setStock] = useState('0');
  const [limit, setLimit] = useState(item?.per_member_limit != null ? String(item.per_member_limit) : '');
  const [sortOrder, setSortOrder] = useState(String(item?.sort_order ?? 0));
  const [active, setActive] = useState(item?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const values = {
        name: name.trim(),
        description: description.trim(),
        image: image.trim(),
        price_points: Number(price),
        credit_amount: kind === 'credit' ? Number(credit) : null,
        per_member_limit: limit.trim() ? Number(limit) : null,
        sort_order: Number(sortOrder),
      };
      return item
        ? updateShopItem(item.id, { ...values, active })
        : createShopItem({ ...values, code: code.trim(), kind, stock: Number(stock) });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ITEMS_KEY });
      onClose(isValueRequest(saved) ? th.common.valueRequested(saved.approval.id) : undefined);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad =
      !name.trim() ||
      !image.trim() ||
      !WHOLE.test(price) ||
      Number(price) < 1 ||
      (kind === 'credit' && (!BAHT.test(credit) || Number(credit) <= 0)) ||
      (limit.trim() !== '' && (!WHOLE.test(limit) || Number(limit) < 1)) ||
      !WHOLE.test(sortOrder) ||
      (!item && (!/^[a-z0-9_]{3,40}$/.test(code.trim()) || !WHOLE.test(stock)));
    if (bad) return setProblem(te.checkInput);
    setProblem(null);
    save.mutate();
  };
  return (
    <Dialog title={item ? t.editTitle : t.add} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {item ? null : (
          <>
            <Field
              label={te.code}
              hint={te.codeHint}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Select
              label={t.kind}
              value={kind}
              options={(['credit', 'physical'] as const).map((v) => ({ value: v, label: t.kinds[v] }))}
              onChange={setKind}
            />
          </>
        )}
        <Field label={te.name} value={name} onChange={(e) => setName(e.target.value)} />
        <TextArea label={te.description} value={description} onChange={setDescription} />
        <Field label={t.image} value={image} onChange={(e) => setImage(e.target.value)} />
        <Field label={t.price} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />
        {kind === 'credit' ? (
          <Field
            label={t.credit}
            inputMode="decimal"
            value={credit}
            onChange={(e) => setCredit(e.target.value)}
          />
        ) : null}
        {item ? null : (
          <Field
            label={t.stock}
            inputMode="numeric"
            value={stock}
            onChange={(e) => setStock(e.target.value)}
          />
        )}
        <Field label={t.limit} inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
        <Field
          label={te.sortOrder}
          inputMode="numeric"
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
        />
        {item ? (
          <Select
            label={te.status}
            value={active ? 'on' : 'off'}
            options={[
              { value: 'on', label: te.active },
              { value: 'off', label: te.inactive },
            ]}
            onChange={(v) => setActive(v === 'on')}
          />
        ) : null}
        {problem ? <Alert>{problem}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {te.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function StockDialog({ item, onClose }: { item: BoShopItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [change, setChange] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => changeShopStock(item.id, Number(change)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ITEMS_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^-?\d{1,8}$/.test(change.trim()) || Number(change) === 0) return setProblem(te.points.badPoints);
    setProblem(null);
    save.mutate();
  };
  return (
    <Dialog title={`${t.stockTitle}: ${item.name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          {t.stock} {formatCount(item.stock)}
        </p>
        <Field
          label={t.stockChange}
          inputMode="numeric"
          value={change}
          onChange={(e) => setChange(e.target.value)}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {te.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function SentDialog({ row, onClose }: { row: BoRedemption; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const sent = useMutation({
    mutationFn: () => markRedemptionSent(row.id, note.trim() || undefined),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
      onClose();
    },
  });
  return (
    <Dialog title={t.sentTitle} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          sent.mutate();
        }}
        className="flex flex-col gap-3"
      >
        <p className="text-sm text-slate-700">
          {row.item} × {row.quantity} · {row.phone} {row.name}
        </p>
        <Field label={t.sentNote} value={note} onChange={(e) => setNote(e.target.value)} />
        {sent.isError ? <Alert>{errorMessage(sent.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={sent.isPending}>
            {t.markSent}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
