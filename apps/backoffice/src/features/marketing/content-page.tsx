import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  Field,
  PageHeader,
  Select,
  Tabs,
  TextArea,
} from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import {
  disableContent,
  fetchContent,
  MARKETING_KEY,
  saveContent,
  type ContentKind,
  type ContentRow,
} from './api.ts';
import { numberOf, useSchemaForm } from './form.ts';
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
  const canAdd = useCan('POST', `/api/backoffice/${kind}`);
  const canEdit = useCan('POST', `/api/backoffice/${kind}/:id`);
  const canDisable = useCan('POST', `/api/backoffice/${kind}/:id/disable`);
  const [status, setStatus] = useState<Status>('all');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [disabling, setDisabling] = useState<Row | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const table = useServerTable([{ id: 'sort_order', desc: false }]);
  const list = useQuery({
    queryKey: [...keyOf(kind), status, table.params],
    queryFn: ({ signal }) => fetchContent(kind, { status, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
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
        col.accessor('active', {
          header: t.col.status,
          enableSorting: false,
          cell: (c) => (c.getValue() ? mt.shown : <span className="text-slate-500">{mt.hidden}</span>),
        }),
        col.accessor('created_at', { header: t.col.createdAt, cell: (c) => formatDateTime(c.getValue()) }),
        col.display({
          id: 'actions',
          header: mt.actions,
          cell: (c) => (
            <div className="flex flex-wrap justify-end gap-2">
              {canEdit ? (
                <Button
                  tone="secondary"
                  aria-label={`${mt.edit} ${c.row.original.title}`}
                  onClick={() => setEditing(c.row.original)}
                >
                  {mt.edit}
                </Button>
              ) : null}
              {canDisable && c.row.original.active ? (
                <Button
                  tone="danger"
                  aria-label={`${mt.disable} ${c.row.original.title}`}
                  onClick={() => setDisabling(c.row.original)}
                >
                  {mt.disable}
                </Button>
              ) : null}
            </div>
          ),
        }),
      ] as ColumnDef<Row, unknown>[],
    [kind, canEdit, canDisable],
  );
  const close = (message?: string) => {
    setEditing(null);
    setDisabling(null);
    if (message) setDone(message);
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-xs">
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
        {canAdd ? (
          <Button
            onClick={() => {
              setDone(null);
              setEditing('new');
            }}
          >
            {t.add[kind]}
          </Button>
        ) : null}
      </div>
      {done ? (
        <div className="mb-4">
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      {list.isError ? <Alert>{errorMessage(list.error)}</Alert> : null}
      <DataTable
        caption={t.kinds[kind]}
        columns={columns}
        rows={(list.data?.items ?? []) as Row[]}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        getRowId={(r) => String(r.id)}
        {...table}
      />
      {editing ? <ContentForm kind={kind} row={editing === 'new' ? null : editing} onClose={close} /> : null}
      {disabling ? <DisableContent kind={kind} row={disabling} onClose={close} /> : null}
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
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => disableContent(kind, row.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keyOf(kind) });
      onClose(t.disabled(row.title));
    },
  });
  return (
    <ConfirmDialog
      title={t.disableTitle}
      message={t.disableWarning(row.title)}
      confirmLabel={t.disableConfirm}
      pending={run.isPending}
      error={run.isError ? errorMessage(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={() => onClose()}
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
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(row?.title ?? '');
  const [image, setImage] = useState(row?.image ?? '');
  const [link, setLink] = useState(row?.link ?? '');
  const [type, setType] = useState(row?.type ?? 'announcement');
  const [description, setDescription] = useState(row?.description ?? '');
  const [sortOrder, setSortOrder] = useState(String(row?.sort_order ?? 0));
  const [active, setActive] = useState(row?.active ?? true);
  const form = useSchemaForm(SCHEMAS[kind]);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveContent>[2]) => saveContent(kind, row?.id ?? null, body),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: keyOf(kind) });
      onClose(t.saved(saved.title));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = { title, image, sort_order: numberOf(sortOrder), active };
    const input =
      kind === 'banners'
        ? { ...common, link: link.trim() ? link : null }
        : kind === 'notifications'
          ? { ...common, type, description }
          : common;
    const body = form.check(input);
    if (body) save.mutate(body);
  };
  const e = form.errors;
  return (
    <Dialog title={row ? t.editTitle[kind] : t.add[kind]} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field label={t.name} value={title} onChange={(ev) => setTitle(ev.target.value)} error={e.title} />
        <Field
          label={t.image}
          hint={t.imageHint}
          value={image}
          onChange={(ev) => setImage(ev.target.value)}
          error={e.image}
        />
        {kind === 'banners' ? (
          <Field
            label={t.link}
            hint={t.linkHint}
            value={link}
            onChange={(ev) => setLink(ev.target.value)}
            error={e.link}
          />
        ) : null}
        {kind === 'notifications' ? (
          <>
            <Select label={t.type} value={type} options={TYPE_OPTIONS} onChange={setType} />
            <TextArea
              label={t.description}
              value={description}
              onChange={setDescription}
              error={e.description}
            />
          </>
        ) : null}
        <Field
          label={t.sortOrder}
          hint={t.sortOrderHint}
          inputMode="numeric"
          value={sortOrder}
          onChange={(ev) => setSortOrder(ev.target.value)}
          error={e.sort_order}
        />
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-bold text-slate-700">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={active}
            onChange={(ev) => setActive(ev.target.checked)}
          />
          {t.active}
        </label>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
