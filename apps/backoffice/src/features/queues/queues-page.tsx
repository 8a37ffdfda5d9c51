import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  FLAGGED_STATUSES,
  WITHDRAWAL_STATUSES,
  WITHDRAW_AUTO_REASONS,
  type QueueFlagged,
  type QueueWithdrawal,
  type WithdrawAutoReason,
} from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { bankName, formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Dialog, Field, PageHeader, Select, Tabs, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import {
  approveWithdrawal,
  creditFlagged,
  fetchFlagged,
  fetchWithdrawals,
  QUEUES_KEY,
  rejectWithdrawal,
  returnFlagged,
} from './api.ts';
import { useQueueEvents, type LiveState } from './use-queue-events.ts';

type Tab = 'withdrawals' | 'flagged';
const TABS = [
  { value: 'withdrawals', label: th.queues.withdrawals },
  { value: 'flagged', label: th.queues.flagged },
] as const;

/** The finance queues (docs/BACKOFFICE.md#queues): pending withdrawals and flagged deposits, live. */
export function QueuesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'flagged' ? 'flagged' : 'withdrawals';
  const live = useQueueEvents();
  return (
    <>
      <PageHeader title={th.queues.title}>
        <LiveBadge state={live} />
      </PageHeader>
      <Tabs label={th.queues.tabs} value={tab} options={TABS} onChange={(t) => setParams({ tab: t })} />
      {tab === 'withdrawals' ? <WithdrawalsQueue /> : <FlaggedQueue />}
    </>
  );
}

function LiveBadge({ state }: { state: LiveState }) {
  const dot = state === 'live' ? 'bg-emerald-500' : state === 'connecting' ? 'bg-amber-400' : 'bg-slate-400';
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${dot}`} />
      {th.queues.live[state]}
    </span>
  );
}

const decided = (who: string | null, when: string | null) =>
  who && when ? th.queues.decidedBy(who, formatDateTime(when)) : '—';

/** Who decided an item and when, with the reason or note they gave (both queues show it alike). */
function DecisionCell({ who, when, note }: { who: string | null; when: string | null; note: string | null }) {
  return (
    <div>
      <div>{decided(who, when)}</div>
      {note ? <div className="text-xs text-slate-600">{note}</div> : null}
    </div>
  );
}

const withdrawalColumns = createColumnHelper<QueueWithdrawal>();

function WithdrawalsQueue() {
  const [status, setStatus] = useState<(typeof WITHDRAWAL_STATUSES)[number]>('pending');
  const table = useServerTable([{ id: 'created_at', desc: false }]);
  const query = useQuery({
    queryKey: [...QUEUES_KEY, 'withdrawals', status, table.params],
    queryFn: ({ signal }) => fetchWithdrawals({ status, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  const canApprove = useCan('POST', '/api/backoffice/withdrawals/:id/approve');
  const canReject = useCan('POST', '/api/backoffice/withdrawals/:id/reject');
  const [deciding, setDeciding] = useState<{ item: QueueWithdrawal; action: 'approve' | 'reject' } | null>(
    null,
  );
  // What the last decision did, said until the next one (the row itself leaves this status's list).
  // `after`: the withdrawal as the decision left it (paid by hand, or approved for the payout gateway).
  const [done, setDone] = useState<{
    item: QueueWithdrawal;
    action: 'approve' | 'reject';
    after: QueueWithdrawal;
  } | null>(null);
  const toGateway = done?.action === 'approve' && done.after.payout_gateway !== null;

  const columns = useMemo(
    () =>
      [
        withdrawalColumns.accessor('id', { header: th.queues.col.id, enableSorting: false }),
        withdrawalColumns.accessor('created_at', {
          header: th.queues.col.createdAt,
          cell: (c) => formatDateTime(c.getValue()),
        }),
        withdrawalColumns.accessor('phone', {
          header: th.queues.col.member,
          enableSorting: false,
          cell: (c) => (
            <div>
              <div>{c.getValue()}</div>
              <div className="text-xs text-slate-600">{c.row.original.member_name}</div>
            </div>
          ),
        }),
        withdrawalColumns.accessor('amount', {
          header: th.queues.col.amount,
          cell: (c) => <span className="font-bold tabular-nums">{formatBaht(c.getValue())}</span>,
        }),
        withdrawalColumns.accessor('account_no', {
          header: th.queues.col.bank,
          enableSorting: false,
          cell: (c) => (
            <div>
              <div>
                {bankName(c.row.original.bank_code)} {c.getValue()}
              </div>
              <div className="text-xs text-slate-600">{c.row.original.account_name}</div>
            </div>
          ),
        }),
        withdrawalColumns.accessor('auto_reasons', {
          header: th.queues.col.autoReasons,
          enableSorting: false,
          // Why the automatic approval left it to a person (docs/rules/payments.md#automatic-approval).
          cell: (c) =>
            c.getValue().length === 0 ? (
              c.row.original.decided_by === 'auto' ? (
                th.queues.autoApproved
              ) : (
                '-'
              )
            ) : (
              <ul className="list-disc pl-4 text-xs">
                {c.getValue().map((r) => (
                  <li key={r}>{WITHDRAW_AUTO_REASONS[r as WithdrawAutoReason] ?? r}</li>
                ))}
              </ul>
            ),
        }),
        withdrawalColumns.accessor('decided_at', {
          header: th.queues.col.decided,
          cell: (c) => (
            <DecisionCell
              who={c.row.original.decided_by}
              when={c.getValue()}
              note={c.row.original.reject_reason}
            />
          ),
        }),
        withdrawalColumns.display({
          id: 'actions',
          header: th.queues.col.actions,
          cell: (c) =>
            c.row.original.status === 'pending' ? (
              <div className="flex gap-2">
                {canApprove ? (
                  <Button onClick={() => setDeciding({ item: c.row.original, action: 'approve' })}>
                    {th.queues.approve}
                  </Button>
                ) : null}
                {canReject ? (
                  <Button
                    tone="danger"
                    onClick={() => setDeciding({ item: c.row.original, action: 'reject' })}
                  >
                    {th.queues.reject}
                  </Button>
                ) : null}
              </div>
            ) : (
              th.queues.withdrawalStatus[c.row.original.status]
            ),
        }),
      ] as ColumnDef<QueueWithdrawal, unknown>[],
    [canApprove, canReject],
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-xs">
        <Select
          label={th.queues.status}
          value={status}
          options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: th.queues.withdrawalStatus[s] }))}
          onChange={(s) => {
            setStatus(s);
            table.resetPage();
          }}
        />
      </div>
      {done ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <span>
            {(toGateway
              ? th.queues.sentToGatewayNotice
              : done.action === 'approve'
                ? th.queues.approvedNotice
                : th.queues.rejectedNotice)(
              formatBaht(done.item.amount),
              `${done.item.phone} ${done.item.member_name}`,
            )}
          </span>
          <Button
            tone="secondary"
            onClick={() => {
              setStatus(done.after.status);
              table.resetPage();
              setDone(null);
            }}
          >
            {toGateway
              ? th.queues.seeSentToGateway
              : done.action === 'approve'
                ? th.queues.seePaid
                : th.queues.seeRejected}
          </Button>
        </div>
      ) : null}
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
      <DataTable
        caption={th.queues.withdrawals}
        columns={columns}
        rows={query.data?.items ?? []}
        total={query.data?.total ?? 0}
        loading={query.isFetching}
        getRowId={(row) => String(row.id)}
        {...table}
      />
      {deciding ? (
        <WithdrawalDecision
          item={deciding.item}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={(after) => {
            setDone({ ...deciding, after });
            setDeciding(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** What the operator is deciding, restated in the dialog so the right item is approved. */
function Summary({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WithdrawalDecision({
  item,
  action,
  onClose,
  onDone,
}: {
  item: QueueWithdrawal;
  action: 'approve' | 'reject';
  onClose: () => void;
  onDone: (after: QueueWithdrawal) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useMutation({
    mutationFn: () =>
      action === 'approve'
        ? approveWithdrawal(item.id, item.version)
        : rejectWithdrawal(item.id, item.version, reason.trim()),
    onSuccess: (result) => onDone(result.withdrawal),
    // Decided or not, the queue may have moved on (someone else decided first): reload it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUES_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'reject' && !reason.trim()) return setMissing(true);
    decide.mutate();
  };
  return (
    <Dialog title={action === 'approve' ? th.queues.approveTitle : th.queues.rejectTitle} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Summary
          rows={[
            [th.queues.col.id, String(item.id)],
            [th.queues.col.member, `${item.phone} ${item.member_name}`],
            [th.queues.col.amount, formatBaht(item.amount)],
            [th.queues.col.bank, `${bankName(item.bank_code)} ${item.account_no} ${item.account_name}`],
          ]}
        />
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
          <Button tone="secondary" onClick={onClose}>
            {th.common.cancel}
          </Button>
          <Button
            type="submit"
            tone={action === 'approve' ? 'primary' : 'danger'}
            disabled={decide.isPending}
          >
            {action === 'approve' ? th.queues.approveConfirm : th.queues.rejectConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const flaggedColumns = createColumnHelper<QueueFlagged>();

function FlaggedQueue() {
  const [status, setStatus] = useState<(typeof FLAGGED_STATUSES)[number]>('pending');
  const table = useServerTable();
  const query = useQuery({
    queryKey: [...QUEUES_KEY, 'flagged', status, table.params],
    queryFn: ({ signal }) => fetchFlagged({ status, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  const canCredit = useCan('POST', '/api/backoffice/flagged-deposits/:id/credit');
  const canReturn = useCan('POST', '/api/backoffice/flagged-deposits/:id/return');
  const [deciding, setDeciding] = useState<{ item: QueueFlagged; action: 'credit' | 'return' } | null>(null);

  const columns = useMemo(
    () =>
      [
        flaggedColumns.accessor('id', { header: th.queues.col.id, enableSorting: false }),
        flaggedColumns.accessor('paid_at', {
          header: th.queues.col.paidAt,
          cell: (c) => formatDateTime(c.getValue()),
        }),
        flaggedColumns.accessor('amount', {
          header: th.queues.col.amount,
          cell: (c) => <span className="font-bold tabular-nums">{formatBaht(c.getValue())}</span>,
        }),
        flaggedColumns.accessor('member_phone', {
          header: th.queues.col.payer,
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        flaggedColumns.accessor('detail', {
          header: th.queues.col.reason,
          enableSorting: false,
          cell: (c) => (
            <div className="max-w-xs whitespace-normal">
              <div>{c.row.original.reason}</div>
              <div className="text-xs text-slate-600">{c.getValue()}</div>
            </div>
          ),
        }),
        flaggedColumns.accessor('decided_at', {
          header: th.queues.col.decided,
          enableSorting: false,
          cell: (c) => (
            <DecisionCell
              who={c.row.original.decided_by}
              when={c.getValue()}
              note={c.row.original.decision_note}
            />
          ),
        }),
        flaggedColumns.display({
          id: 'actions',
          header: th.queues.col.actions,
          cell: (c) =>
            c.row.original.status === 'pending' ? (
              <div className="flex gap-2">
                {canCredit ? (
                  <Button onClick={() => setDeciding({ item: c.row.original, action: 'credit' })}>
                    {th.queues.credit}
                  </Button>
                ) : null}
                {canReturn ? (
                  <Button
                    tone="danger"
                    onClick={() => setDeciding({ item: c.row.original, action: 'return' })}
                  >
                    {th.queues.return}
                  </Button>
                ) : null}
              </div>
            ) : (
              th.queues.flaggedStatus[c.row.original.status]
            ),
        }),
      ] as ColumnDef<QueueFlagged, unknown>[],
    [canCredit, canReturn],
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-xs">
        <Select
          label={th.queues.status}
          value={status}
          options={FLAGGED_STATUSES.map((s) => ({ value: s, label: th.queues.flaggedStatus[s] }))}
          onChange={(s) => {
            setStatus(s);
            table.resetPage();
          }}
        />
      </div>
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
      <DataTable
        caption={th.queues.flagged}
        columns={columns}
        rows={query.data?.items ?? []}
        total={query.data?.total ?? 0}
        loading={query.isFetching}
        getRowId={(row) => String(row.id)}
        {...table}
      />
      {deciding ? (
        <FlaggedDecision item={deciding.item} action={deciding.action} onClose={() => setDeciding(null)} />
      ) : null}
    </div>
  );
}

const PHONE = /^0\d{9}$/;

function FlaggedDecision({
  item,
  action,
  onClose,
}: {
  item: QueueFlagged;
  action: 'credit' | 'return';
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(item.member_phone ?? '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: () =>
      action === 'credit'
        ? creditFlagged(item.id, {
            version: item.version,
            phone: phone.trim(),
            ...(reason.trim() ? { reason: reason.trim() } : {}),
          })
        : returnFlagged(item.id, item.version, reason.trim()),
    onSuccess: onClose,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUES_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'credit' && !PHONE.test(phone.trim())) return setProblem(th.queues.phoneFormat);
    if (action === 'return' && !reason.trim()) return setProblem(th.common.reasonRequired);
    setProblem(null);
    decide.mutate();
  };
  return (
    <Dialog title={action === 'credit' ? th.queues.creditTitle : th.queues.returnTitle} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Summary
          rows={[
            [th.queues.col.id, String(item.id)],
            [th.queues.col.amount, formatBaht(item.amount)],
            [th.queues.col.paidAt, formatDateTime(item.paid_at)],
            [th.queues.col.reference, item.reference ?? '—'],
          ]}
        />
        {action === 'credit' ? (
          <Field
            label={th.queues.memberPhone}
            inputMode="numeric"
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            maxLength={10}
          />
        ) : null}
        <TextArea
          label={action === 'credit' ? th.queues.note : th.common.reason}
          value={reason}
          onChange={setReason}
          required={action === 'return'}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        {decide.isError ? <Alert>{errorMessage(decide.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            {th.common.cancel}
          </Button>
          <Button type="submit" tone={action === 'credit' ? 'primary' : 'danger'} disabled={decide.isPending}>
            {action === 'credit' ? th.queues.creditConfirm : th.queues.returnConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
