import { createColumnHelper } from '@tanstack/react-table';
import {
  operationsCalls,
  WITHDRAWAL_STATUSES,
  WITHDRAW_AUTO_REASONS,
  type QueueWithdrawal,
  type WithdrawAutoReason,
} from '@ug99/contract';
import { useState } from 'react';
import { useCan } from '#bo/app/session.ts';
import {
  DecisionDialog,
  DecisionQueue,
  useDecisionQueue,
  useReasonForm,
} from '#bo/shared/decision-queue.tsx';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { ReasonField, Summary } from '#bo/shared/form-dialog.tsx';
import { bankName, formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { Button } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { approveWithdrawal, fetchWithdrawals, QUEUES_KEY, rejectWithdrawal } from './api.ts';
import { DecisionCell } from './decision-cell.tsx';

type Action = 'approve' | 'reject';
type Status = (typeof WITHDRAWAL_STATUSES)[number];
const withdrawalColumns = createColumnHelper<QueueWithdrawal>();
const STATUSES = WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: th.queues.withdrawalStatus[s] }));

const columns = [
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
      <DecisionCell who={c.row.original.decided_by} when={c.getValue()} note={c.row.original.reject_reason} />
    ),
  }),
] as ColumnDef<QueueWithdrawal, unknown>[];

/** Pending withdrawals and what became of the decided ones (docs/BACKOFFICE.md#queues). */
export function WithdrawalsQueue() {
  const queue = useDecisionQueue<QueueWithdrawal, Status, Action>(
    [...QUEUES_KEY, 'withdrawals'],
    fetchWithdrawals,
    [{ id: 'created_at', desc: false }],
  );
  const canApprove = useCan(operationsCalls.approveWithdrawal);
  const canReject = useCan(operationsCalls.rejectWithdrawal);
  // What the last decision did, said until the next one (the row itself leaves this status's list).
  // `after`: the withdrawal as the decision left it (paid by hand, or approved for the payout gateway).
  const [done, setDone] = useState<{ item: QueueWithdrawal; action: Action; after: QueueWithdrawal } | null>(
    null,
  );
  const toGateway = done?.action === 'approve' && done.after.payout_gateway !== null;

  return (
    <DecisionQueue
      queue={queue}
      caption={th.queues.withdrawals}
      statusLabel={th.queues.status}
      statuses={STATUSES}
      columns={columns}
      actionsHeader={th.queues.col.actions}
      decisions={[
        { action: 'approve', label: th.queues.approve, allowed: canApprove },
        { action: 'reject', label: th.queues.reject, tone: 'danger', allowed: canReject },
      ]}
      settled={(item) => th.queues.withdrawalStatus[item.status]}
      notice={
        done ? (
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
                queue.showStatus(done.after.status);
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
        ) : null
      }
      dialog={(deciding) => (
        <WithdrawalDecision
          {...deciding}
          onClose={queue.closeDecision}
          onDone={(after) => {
            setDone({ ...deciding, after });
            queue.closeDecision();
          }}
        />
      )}
    />
  );
}

function WithdrawalDecision({
  item,
  action,
  onClose,
  onDone,
}: {
  item: QueueWithdrawal;
  action: Action;
  onClose: () => void;
  onDone: (after: QueueWithdrawal) => void;
}) {
  const form = useReasonForm(action === 'reject');
  return (
    <DecisionDialog
      title={action === 'approve' ? th.queues.approveTitle : th.queues.rejectTitle}
      submitLabel={action === 'approve' ? th.queues.approveConfirm : th.queues.rejectConfirm}
      tone={action === 'approve' ? 'primary' : 'danger'}
      bodyOf={() => form.check(form.values)}
      decide={() =>
        action === 'approve'
          ? approveWithdrawal(item.id, item.version)
          : rejectWithdrawal(item.id, item.version, form.values.reason.trim())
      }
      reload={QUEUES_KEY}
      onDone={(result) => onDone(result.withdrawal)}
      onClose={onClose}
    >
      <Summary
        rows={[
          [th.queues.col.id, String(item.id)],
          [th.queues.col.member, `${item.phone} ${item.member_name}`],
          [th.queues.col.amount, formatBaht(item.amount)],
          [th.queues.col.bank, `${bankName(item.bank_code)} ${item.account_no} ${item.account_name}`],
        ]}
      />
      {action === 'reject' ? <ReasonField form={form} /> : null}
    </DecisionDialog>
  );
}
