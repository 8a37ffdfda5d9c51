import { createColumnHelper } from '@tanstack/react-table';
import {
  bannerRequest,
  eventRequest,
  MARKETING_STATUS_FILTERS,
  NOTIFICATION_TYPE_NAMES,
  notificationRequest,
  type BoBanner,
  type BoNotification,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { ConfirmCall, EditDialog } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { ListFilter, ServerListTable, useServerList, usePageDialog } from '#bo/shared/server-list.tsx';
import type { Page } from '#bo/shared/server-table.ts';
import { Alert, Button, Field, PageHeader, Select, Tabs, TextArea, RowButton } from '#bo/shared/ui.tsx';
import {
  CONTENT_CALLS,
  disableContent,
  fetchContent,
  MARKETING_KEY,
  saveContent,
  type ContentKind,
  type ContentRow,
} from './api.ts';
import { shownColumns } from './columns.tsx';
import { mt } from './th.ts';

const t = mt.content;
const KINDS = ['banners', 'notifications', 'events'] as const satisfies readonly ContentKind[];
const TABS = KINDS.map((k) => ({ value: k, label: t.kinds[k] }));
type Status = (typeof MARKETING_STATUS_FILTERS)[number];
const STATUS_OPTIONS = MARKETING_STATUS_FILTERS.map((s) => ({ value: s, label: mt.status[s] }));
const SCHEMAS = { banners: bannerRequest, notifications: notificationRequest, events: eventRequest };
const keyOf = (kind: ContentKind) => [...MARKETING_KEY, 'content', kind] as const;

/** Any row of the three kinds, as the table and the form read it. */
type Row = ContentRow[ContentKind] &
  Partial<Pick<BoBanner, 'link'> & Pick<BoNotification, 'type' | 'description'>>;

/**
 * The site's content (docs/BACKOFFICE.md#marketing): home-page banners, the announcement dialog's
 * notifications and the event images; add, edit, switch off. Members see a change at once.
 */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const kind: ContentKind = KINDS.find((k) => k === params.get('tab')) ?? 'banners';
  return (
    <>
      <PageHeader title={t.title} />
      <Tabs label={t.tabs} value={kind} options={TABS} onChange={(k) => setParams({ tab: k })} />
      <ContentList key={kind} kind={kind} />
    </>
  );
}

const col = createColumnHelper<Row>();

function ContentList({ kind }: { kind: ContentKind }) {
  const canAdd = useCan(CONTENT_CALLS[kind].add);
  const canEdit = useCan(CONTENT_CALLS[kind].update);
  const canDisable = useCan(CONTENT_CALLS[kind].disable);
  const [status, setStatus] = useState<Status>('all');
  const dialog = usePageDialog<{ edit: Row | null } | { disable: Row }>();
  const { show } = dialog;
  const list = useServerList(
    keyOf(kind),
    { status },
    (query, signal) => fetchContent(kind, query, signal) as Promise<Page<Row>>,
    [{ id: 'sort_order', desc: false }],
  );
  const columns = useMemo(
    () =>
      [
        col.accessor('title', {
          header: t.col.name,
          cell: (c) => <span className="font-bold">{c.getValue()}</span>,
        }),
        col.accessor('image', {
          header: t.col.image,
          enableSorting: false,
          cell: (c) => <span className="break-all">{c.getValue()}</span>,
        }),
        ...(kind === 'events'
          ? []
          : [
              col.display({
                id: 'detail',
                header: t.col.detail,
                cell: (c) => {
                  const r = c.row.original;
                  if (kind === 'banners') return r.link ?? '—';
                  return (
                    <div className="whitespace-normal">
                      <div className="font-bold">{r.type ? NOTIFICATION_TYPE_NAMES[r.type] : ''}</div>
                      <div className="text-xs text-slate-600">{r.description}</div>
                    </div>
                  );
                },
              }),
            ]),
        col.accessor('sort_order', { header: t.col.sortOrder }),
        ...shownColumns(col, t.col),
        col.display({
          id: 'actions',
          header: mt.actions,
          cell: (c) => (
            <div className="flex flex-wrap justify-end gap-2">
              {canEdit ? (
                <RowButton
                  tone="secondary"
                  label={mt.edit}
                  of={c.row.original.title}
                  onClick={() => show({ edit: c.row.original })}
                />
              ) : null}
              {canDisable && c.row.original.active ? (
                <RowButton
                  tone="danger"
                  label={mt.disable}
                  of={c.row.original.title}
                  onClick={() => show({ disable: c.row.original })}
                />
              ) : null}
            </div>
          ),
        }),
      ] as ColumnDef<Row, unknown>[],
    [kind, canEdit, canDisable, show],
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <ListFilter
          className="w-full max-w-xs"
          label={mt.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          list={list}
          onChange={setStatus}
        />
        {canAdd ? <Button onClick={() => show({ edit: null })}>{t.add[kind]}</Button> : null}
      </div>
      {dialog.notice ? (
        <div className="mb-4">
          <Alert tone="success">{dialog.notice}</Alert>
        </div>
      ) : null}
      <ServerListTable caption={t.kinds[kind]} columns={columns} list={list} />
      {dialog.open && 'edit' in dialog.open ? (
        <ContentForm kind={kind} row={dialog.open.edit} onClose={dialog.close} />
      ) : null}
      {dialog.open && 'disable' in dialog.open ? (
        <DisableContent kind={kind} row={dialog.open.disable} onClose={dialog.close} />
      ) : null}
    </>
  );
}

function DisableContent({
  kind,
  row,
  onClose,
}: {
  kind: ContentKind;
  row: Row;
  onClose: (message?: string) => void;
}) {
  return (
    <ConfirmCall
      title={t.disableTitle}
      message={t.disableWarning(row.title)}
      confirmLabel={t.disableConfirm}
      call={() => disableContent(kind, row.id)}
      reload={keyOf(kind)}
      done={() => t.disabled(row.title)}
      onClose={onClose}
    />
  );
}

const TYPE_OPTIONS = (Object.keys(NOTIFICATION_TYPE_NAMES) as (keyof typeof NOTIFICATION_TYPE_NAMES)[]).map(
  (k) => ({
    value: k,
    label: NOTIFICATION_TYPE_NAMES[k],
  }),
);

function ContentForm({
  kind,
  row,
  onClose,
}: {
  kind: ContentKind;
  row: Row | null;
  onClose: (message?: string) => void;
}) {
  const form = useContractForm(SCHEMAS[kind], {
    title: row?.title ?? '',
    image: row?.image ?? '',
    link: row?.link ?? '',
    type: row?.type ?? 'announcement',
    description: row?.description ?? '',
    sort_order: String(row?.sort_order ?? 0),
    active: row?.active ?? true,
  });
  const { values: v, text } = form;
  return (
    <EditDialog
      title={row ? t.editTitle[kind] : t.add[kind]}
      submitLabel={t.save}
      bodyOf={() => {
        const common = {
          title: v.title,
          image: v.image,
          sort_order: numberOf(v.sort_order),
          active: v.active,
        };
        const input =
          kind === 'banners'
            ? { ...common, link: v.link.trim() ? v.link : null }
            : kind === 'notifications'
              ? { ...common, type: v.type, description: v.description }
              : common;
        return form.check(input);
      }}
      save={(body: Parameters<typeof saveContent>[2]) => saveContent(kind, row?.id ?? null, body)}
      reload={keyOf(kind)}
      done={(saved) => t.saved(saved.title)}
      onClose={onClose}
    >
      <Field label={t.name} {...text('title')} />
      <Field label={t.image} hint={t.imageHint} {...text('image')} />
      {kind === 'banners' ? <Field label={t.link} hint={t.linkHint} {...text('link')} /> : null}
      {kind === 'notifications' ? (
        <>
          <Select
            label={t.type}
            value={v.type}
            options={TYPE_OPTIONS}
            onChange={(x) => form.set('type', x)}
          />
          <TextArea label={t.description} {...form.area('description')} />
        </>
      ) : null}
      <Field label={t.sortOrder} hint={t.sortOrderHint} inputMode="numeric" {...text('sort_order')} />
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-bold text-slate-700">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={v.active}
          onChange={(ev) => form.set('active', ev.target.checked)}
        />
        {t.active}
      </label>
    </EditDialog>
  );
}
