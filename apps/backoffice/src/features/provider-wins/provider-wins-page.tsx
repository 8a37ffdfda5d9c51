import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  PROVIDER_WIN_DECISION_NAMES,
  PROVIDER_WIN_DECISIONS,
  PROVIDER_WIN_STATUSES,
  type ProviderWinItem,
} from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Dialog, PageHeader, Select, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { fetchProviderWins, PROVIDER_WINS_KEY, resolveProviderWin } from './api.ts';
import { providerWinsTh as t } from './th.ts';

type Status = (typeof PROVIDER_WIN_STATUSES)[number];
type Decision = (typeof PROVIDER_WIN_DECISIONS)[number];

const columns = createColumnHelper<ProviderWinItem>();

/** Wins refused as above the game's maximum, for finance to check and record (docs/BACKOFFICE.md). */
export function ProviderWinsPage() {
  const [status, setStatus] = useState<Status>('pending');
  const table = useServerTable();
  const query = useQuery({
    queryKey: [...PROVIDER_WINS_KEY, status, table.params],
    queryFn: ({ signal }) =>
      fetchProviderWins({ status, page: table.params.page, page_size: table.params.page_size }, signal),
    placeholderData: keepPreviousData,
  });
  const canResolve = useCan('POST', '/api/backoffice/provider-wins/:id/resolve');
  const [resolving, setResolving] = useState<ProviderWinItem | null>(null);
  const [saved, setSaved] = useState<number | null>(null);

  const cols = useMemo(
    () =>
      [
        columns.accessor('id', { header: t.col.id, enableSorting: false }),
        columns.accessor('created_at', {
          header: t.col.createdAt,
          enableSorting: false,
          cell: (c) => formatDateTime(c.getValue()),
        }),
        columns.accessor('member_phone', {
          header: t.col.member,
          enableSorting: false,
          cell: (c) => c.getValue() ?? `#${c.row.original.member_id}`,
        }),
        columns.accessor('game_id', {
          header: t.col.game,
          enableSorting: false,
          cell: (c) => (
            <div>
              <div>
                {c.row.original.provider_id} · {c.getValue()}
              </div>
              <div className="text-xs break-all text-slate-600">{c.row.original.round_id}</div>
            </div>
          ),
        }),
        columns.accessor('amount', {
          header: t.col.amount,
          enableSorting: false,
          cell: (c) => (
            <span className="font-bold text-rose-700 tabular-nums">{formatBaht(c.getValue())}</span>
          ),
        }),
        columns.accessor('stakes', {
          header: t.col.limit,
          enableSorting: false,
          cell: (c) => (
            <div className="tabular-nums">
              <div>
                {t.stakes(formatBaht(c.getValue()), c.row.original.max_multiplier.toLocaleString('th-TH'))}
              </div>
              <div className="text-xs text-slate-600">{t.allowed(formatBaht(c.row.original.allowed))}</div>
            </div>
          ),
        }),
        columns.accessor('resolved_at', {
          id: 'resolved_at',
          header: t.col.result,
          enableSorting: false,
          cell: (c) => {
            const item = c.row.original;
            if (item.status === 'pending' || !item.decision) return t.statuses.pending;
            return (
              <div>
                <div className="font-bold">{PROVIDER_WIN_DECISION_NAMES[item.decision]}</div>
                <div className="text-xs text-slate-600">
                  {t.resolvedBy(item.resolved_by ?? '—', c.getValue() ? formatDateTime(c.getValue()!) : '—')}
                </div>
                {item.note ? <div className="text-xs text-slate-600">{item.note}</div> : null}
              </div>
            );
          },
        }),
        columns.display({
          id: 'actions',
          header: t.col.actions,
          cell: (c) =>
            c.row.original.status === 'pending' && canResolve ? (
              <Button onClick={() => setResolving(c.row.original)}>{t.resolve}</Button>
            ) : null,
        }),
      ]
        // A pending item has no result yet and a resolved one no action: one of the two columns is enough.
        .filter((col) => (status === 'pending' ? col.id !== 'resolved_at' : col.id !== 'actions'))
        .filter((col) => col.id !== 'actions' || canResolve) as ColumnDef<ProviderWinItem, unknown>[],
    [canResolve, status],
  );

  return (
    <>
      <PageHeader title={t.title} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <div className="flex flex-col gap-3">
        <div className="max-w-xs">
          <Select
            label={t.status}
            value={status}
            options={PROVIDER_WIN_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
            onChange={(s) => {
              setStatus(s);
              table.resetPage();
            }}
          />
        </div>
        {saved !== null ? <Alert tone="success">{t.saved(saved)}</Alert> : null}
        {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
        <DataTable
          caption={t.table}
          columns={cols}
          rows={query.data?.items ?? []}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          getRowId={(row) => String(row.id)}
          {...table}
        />
      </div>
      {resolving ? (
        <ResolveDialog
          item={resolving}
          onClose={() => setResolving(null)}
          onSaved={(id) => {
            setResolving(null);
            setSaved(id);
          }}
        />
      ) : null}
    </>
  );
}

function ResolveDialog({
  item,
  onClose,
  onSaved,
}: {
  item: ProviderWinItem;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision>('refused');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const resolve = useMutation({
    mutationFn: () => resolveProviderWin(item.id, { decision, note: note.trim() }),
    onSuccess: () => onSaved(item.id),
    // Resolved or not, someone else may have resolved it first: reload the queue.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROVIDER_WINS_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setMissing(true);
    resolve.mutate();
  };
  return (
    <Dialog title={t.resolveTitle} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t.col.id}</dt>
          <dd className="font-bold">{item.id}</dd>
          <dt className="text-slate-600">{t.col.member}</dt>
          <dd className="font-bold">{item.member_phone ?? `#${item.member_id}`}</dd>
          <dt className="text-slate-600">{t.col.game}</dt>
          <dd className="font-bold break-all">
            {item.game_id} / {item.round_id}
          </dd>
          <dt className="text-slate-600">{t.col.amount}</dt>
          <dd className="font-bold">{formatBaht(item.amount)}</dd>
          <dt className="text-slate-600">{t.col.limit}</dt>
          <dd className="font-bold">
            {t.stakes(formatBaht(item.stakes), item.max_multiplier.toLocaleString('th-TH'))}
          </dd>
        </dl>
        <Select
          label={t.decision}
          value={decision}
          options={PROVIDER_WIN_DECISIONS.map((d) => ({ value: d, label: PROVIDER_WIN_DECISION_NAMES[d] }))}
          onChange={setDecision}
        />
        <TextArea
          label={t.note}
          value={note}
          onChange={setNote}
          required
          error={missing && !note.trim() ? t.noteRequired : null}
        />
        <p className="text-xs text-slate-600">{t.noMoney}</p>
        {resolve.isError ? <Alert>{errorMessage(resolve.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {t.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
