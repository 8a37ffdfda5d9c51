import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  APPROVAL_KIND_NAMES,
  APPROVAL_STATUS_NAMES,
  APPROVAL_STATUSES,
  type BoApproval,
} from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Dialog, Loading, PageHeader, Select, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { PreviewSummary } from '#bo/features/lotto/result-dialog.tsx';
import { approve, APPROVALS_KEY, fetchApproval, fetchApprovals, reject } from './api.ts';
import { ta } from './th.ts';

type Status = (typeof APPROVAL_STATUSES)[number];
const col = createColumnHelper<BoApproval>();

/**
 * The requests waiting for a second operator (docs/BACKOFFICE.md#four-eyes-approval), of the kinds the
 * operator's role may decide; approve (the action runs at once) or reject with a reason.
 */
export function ApprovalsPage() {
  const [status, setStatus] = useState<Status>('pending');
  const table = useServerTable();
  const list = useQuery({
    queryKey: [...APPROVALS_KEY, status, table.params],
    queryFn: ({ signal }) =>
      fetchApprovals({ status, page: table.params.page, page_size: table.params.page_size }, signal),
    placeholderData: keepPreviousData,
  });
  const [deciding, setDeciding] = useState<{ item: BoApproval; action: 'approve' | 'reject' } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = useMemo(
    () =>
      [
        col.accessor('id', { header: ta.col.id, enableSorting: false }),
        col.accessor('kind', {
          header: ta.col.kind,
          enableSorting: false,
          cell: (c) => APPROVAL_KIND_NAMES[c.getValue()],
        }),
        col.accessor('summary', {
          header: ta.col.summary,
          enableSorting: false,
          cell: (c) => <div className="max-w-sm whitespace-normal">{c.getValue()}</div>,
        }),
        col.accessor('requested_at', {
          header: ta.col.requested,
          enableSorting: false,
          cell: (c) => ta.requestedBy(c.row.original.requested_by, formatDateTime(c.getValue())),
        }),
        col.accessor('decided_at', {
          header: ta.col.decided,
          enableSorting: false,
          cell: (c) => {
            const a = c.row.original;
            if (!a.decided_by || !a.decided_at) return '—';
            return (
              <div>
                <div>{ta.requestedBy(a.decided_by, formatDateTime(a.decided_at))}</div>
                {a.reason ? <div className="text-xs text-slate-600">{a.reason}</div> : null}
              </div>
            );
          },
        }),
        col.display({
          id: 'actions',
          header: ta.col.actions,
          cell: (c) => {
            const a = c.row.original;
            if (a.status !== 'pending') return APPROVAL_STATUS_NAMES[a.status];
            if (!a.may_decide) return <span className="text-sm text-slate-600">{ta.ownRequest}</span>;
            return (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setDeciding({ item: a, action: 'approve' })}>{ta.approve}</Button>
                <Button tone="danger" onClick={() => setDeciding({ item: a, action: 'reject' })}>
                  {ta.reject}
                </Button>
              </div>
            );
          },
        }),
      ] as ColumnDef<BoApproval, unknown>[],
    [],
  );

  return (
    <>
      <PageHeader title={ta.title} />
      <p className="mb-3 text-sm text-slate-600">{ta.intro}</p>
      <div className="mb-3 w-full sm:w-56">
        <Select
          label={ta.status}
          value={status}
          options={APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_STATUS_NAMES[s] }))}
          onChange={(s) => {
            setStatus(s);
            table.resetPage();
          }}
        />
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {list.isError ? <Alert>{errorMessage(list.error)}</Alert> : null}
      <DataTable
        caption={ta.caption}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        getRowId={(r) => String(r.id)}
        {...table}
      />
      {deciding ? (
        <Decision
          item={deciding.item}
          action={deciding.action}
          onClose={(message) => {
            setDeciding(null);
            setDone(message ?? null);
          }}
        />
      ) : null}
    </>
  );
}

function Decision({
  item,
  action,
  onClose,
}: {
  item: BoApproval;
  action: 'approve' | 'reject';
  onClose: (message?: string) => void;
}) {
  const queryClient = useQueryClient();
  // The request as it is now, and for a result what it would pay now: the approver sees the same preview.
  const detail = useQuery({
    queryKey: [...APPROVALS_KEY, 'detail', item.id],
    queryFn: ({ signal }) => fetchApproval(item.id, signal),
  });
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useMutation({
    mutationFn: () => (action === 'approve' ? approve(item.id) : reject(item.id, reason.trim())),
    onSuccess: () => onClose(action === 'approve' ? ta.approved(item.id) : ta.rejected(item.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'reject' && !reason.trim()) return setMissing(true);
    decide.mutate();
  };
  return (
    <Dialog
      title={action === 'approve' ? ta.approveTitle(item.id) : ta.rejectTitle(item.id)}
      onClose={() => onClose()}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{ta.col.kind}</dt>
          <dd className="font-bold">{APPROVAL_KIND_NAMES[item.kind]}</dd>
          <dt className="text-slate-600">{ta.col.summary}</dt>
          <dd className="font-bold">{item.summary}</dd>
          <dt className="text-slate-600">{ta.col.requested}</dt>
          <dd>{ta.requestedBy(item.requested_by, formatDateTime(item.requested_at))}</dd>
        </dl>
        {item.kind === 'lotto.result' ? (
          detail.data?.preview ? (
            <PreviewSummary preview={detail.data.preview} />
          ) : detail.isError ? (
            <Alert>{errorMessage(detail.error)}</Alert>
          ) : detail.isPending ? (
            <Loading />
          ) : null
        ) : null}
        {action === 'reject' ? (
          <TextArea
            label={th.common.reason}
            value={reason}
            onChange={setReason}
            required
            error={missing && !reason.trim() ? th.common.reasonRequired : null}
          />
        ) : null}
        {decide.isError ? <Alert>{errorMessage(decide.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button
            type="submit"
            tone={action === 'approve' ? 'primary' : 'danger'}
            disabled={decide.isPending}
          >
            {action === 'approve' ? ta.approveConfirm : ta.rejectConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
