import { createColumnHelper } from '@tanstack/react-table';
import { FLAGGED_STATUSES, operationsCalls, type QueueFlagged } from '@ug99/contract';
import { z } from 'zod';
import { useCan } from '#bo/app/session.ts';
import { DecisionDialog, DecisionQueue, useDecisionQueue } from '#bo/shared/decision-queue.tsx';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { Summary } from '#bo/shared/form-dialog.tsx';
import { requiredText, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { Field, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { creditFlagged, fetchFlagged, QUEUES_KEY, returnFlagged } from './api.ts';
import { DecisionCell } from './decision-cell.tsx';

type Action = 'credit' | 'return';
type Status = (typeof FLAGGED_STATUSES)[number];
const flaggedColumns = createColumnHelper<QueueFlagged>();
const STATUSES = FLAGGED_STATUSES.map((s) => ({ value: s, label: th.queues.flaggedStatus[s] }));

const columns = [
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
      <DecisionCell who={c.row.original.decided_by} when={c.getValue()} note={c.row.original.decision_note} />
    ),
  }),
] as ColumnDef<QueueFlagged, unknown>[];

/** Deposits the matcher could not credit on its own, for finance to credit or return (docs/BACKOFFICE.md#queues). */
export function FlaggedQueue() {
  const queue = useDecisionQueue<QueueFlagged, Status, Action>([...QUEUES_KEY, 'flagged'], fetchFlagged);
  const canCredit = useCan(operationsCalls.creditFlagged);
  const canReturn = useCan(operationsCalls.returnFlagged);
  return (
    <DecisionQueue
      queue={queue}
      caption={th.queues.flagged}
      statusLabel={th.queues.status}
      statuses={STATUSES}
      columns={columns}
      actionsHeader={th.queues.col.actions}
      decisions={[
        { action: 'credit', label: th.queues.credit, allowed: canCredit },
        { action: 'return', label: th.queues.return, tone: 'danger', allowed: canReturn },
      ]}
      settled={(item) => th.queues.flaggedStatus[item.status]}
      dialog={(deciding) => <FlaggedDecision {...deciding} onClose={queue.closeDecision} />}
    />
  );
}

const creditForm = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^0\d{9}$/, th.queues.phoneFormat),
  reason: z.string().trim(),
});
const returnForm = z.object({ phone: z.string(), reason: requiredText(th.common.reasonRequired) });

function FlaggedDecision({
  item,
  action,
  onClose,
}: {
  item: QueueFlagged;
  action: Action;
  onClose: () => void;
}) {
  const form = useContractForm(action === 'credit' ? creditForm : returnForm, {
    phone: item.member_phone ?? '',
    reason: '',
  });
  return (
    <DecisionDialog
      title={action === 'credit' ? th.queues.creditTitle : th.queues.returnTitle}
      submitLabel={action === 'credit' ? th.queues.creditConfirm : th.queues.returnConfirm}
      tone={action === 'credit' ? 'primary' : 'danger'}
      problem={form.problem}
      bodyOf={() => form.check(form.values)}
      decide={({ phone, reason }: z.output<typeof creditForm>) =>
        action === 'credit'
          ? creditFlagged(item.id, { version: item.version, phone, ...(reason ? { reason } : {}) })
          : returnFlagged(item.id, item.version, reason)
      }
      reload={QUEUES_KEY}
      onDone={onClose}
      onClose={onClose}
    >
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
          value={form.values.phone}
          onChange={(e) => form.set('phone', e.target.value.replace(/\D/g, ''))}
          maxLength={10}
        />
      ) : null}
      <TextArea
        label={action === 'credit' ? th.queues.note : th.common.reason}
        value={form.values.reason}
        onChange={(reason) => form.set('reason', reason)}
        required={action === 'return'}
      />
    </DecisionDialog>
  );
}
