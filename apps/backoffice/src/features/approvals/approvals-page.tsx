import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  APPROVAL_KIND_NAMES,
  APPROVAL_STATUS_NAMES,
  APPROVAL_STATUSES,
  type BoApproval,
} from '@ug99/contract';
import { useState } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import {
  DecisionDialog,
  DecisionQueue,
  useDecisionQueue,
  useReasonForm,
} from '#bo/shared/decision-queue.tsx';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { ReasonField, Summary } from '#bo/shared/form-dialog.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { Alert, Loading, PageHeader } from '#bo/shared/ui.tsx';
import { PreviewSummary } from '#bo/features/lotto/result-dialog.tsx';
import { approve, APPROVALS_KEY, fetchApproval, fetchApprovals, reject } from './api.ts';
import { ta } from './th.ts';

type Status = (typeof APPROVAL_STATUSES)[number];
type Action = 'approve' | 'reject';
const col = createColumnHelper<BoApproval>();
const STATUSES = APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_STATUS_NAMES[s] }));

const columns = [
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
] as ColumnDef<BoApproval, unknown>[];

/**
 * The requests waiting for a second operator (docs/BACKOFFICE.md#four-eyes-approval), of the kinds the
 * operator's role may decide; approve (the action runs at once) or reject with a reason.
 */
export function ApprovalsPage() {
  const queue = useDecisionQueue<BoApproval, Status, Action>(APPROVALS_KEY, fetchApprovals);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={ta.title} />
      <p className="mb-3 text-sm text-slate-600">{ta.intro}</p>
      <DecisionQueue
        queue={queue}
        caption={ta.caption}
        statusLabel={ta.status}
        statuses={STATUSES}
        columns={columns}
        actionsHeader={ta.col.actions}
        // The server lists only the kinds the operator's role may decide.
        decisions={[
          { action: 'approve', label: ta.approve, allowed: true },
          { action: 'reject', label: ta.reject, tone: 'danger', allowed: true },
        ]}
        blocked={(a) =>
          a.may_decide ? null : <span className="text-sm text-slate-600">{ta.ownRequest}</span>
        }
        settled={(a) => APPROVAL_STATUS_NAMES[a.status]}
        notice={done ? <Alert tone="success">{done}</Alert> : null}
        dialog={(deciding) => (
          <Decision
            {...deciding}
            onClose={(message) => {
              queue.closeDecision();
              setDone(message ?? null);
            }}
          />
        )}
      />
    </>
  );
}

function Decision({
  item,
  action,
  onClose,
}: {
  item: BoApproval;
  action: Action;
  onClose: (message?: string) => void;
}) {
  // The request as it is now, and for a result what it would pay now: the approver sees the same preview.
  const detail = useQuery({
    queryKey: [...APPROVALS_KEY, 'detail', item.id],
    queryFn: ({ signal }) => fetchApproval(item.id, signal),
  });
  const form = useReasonForm(action === 'reject');
  return (
    <DecisionDialog
      title={action === 'approve' ? ta.approveTitle(item.id) : ta.rejectTitle(item.id)}
      submitLabel={action === 'approve' ? ta.approveConfirm : ta.rejectConfirm}
      tone={action === 'approve' ? 'primary' : 'danger'}
      bodyOf={() => form.check(form.values)}
      decide={() => (action === 'approve' ? approve(item.id) : reject(item.id, form.values.reason.trim()))}
      reload={APPROVALS_KEY}
      onDone={() => onClose(action === 'approve' ? ta.approved(item.id) : ta.rejected(item.id))}
      onClose={() => onClose()}
    >
      <Summary
        rows={[
          [ta.col.kind, APPROVAL_KIND_NAMES[item.kind]],
          [ta.col.summary, item.summary],
          [ta.col.requested, ta.requestedBy(item.requested_by, formatDateTime(item.requested_at))],
        ]}
      />
      {item.kind === 'lotto.result' ? (
        detail.data?.preview ? (
          <PreviewSummary preview={detail.data.preview} />
        ) : detail.isError ? (
          <Alert>{errorMessage(detail.error)}</Alert>
        ) : detail.isPending ? (
          <Loading />
        ) : null
      ) : null}
      {action === 'reject' ? <ReasonField form={form} /> : null}
    </DecisionDialog>
  );
}
