import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { th } from '#bo/th.ts';
import type { ColumnDef } from './data-table.tsx';
import { CallDialog, type CallDialogFields } from './form-dialog.tsx';
import { requiredText, useContractForm } from './form.ts';
import { ServerListTable, useServerList } from './server-list.tsx';
import type { Page } from './server-table.ts';
import { Button, Select } from './ui.tsx';

/** An item a person decides: it waits with status `pending` until someone does. */
type Decidable = { id: number | string; status: string };

/** One decision the queue offers on a pending item, to the operators whose role may take it. */
export type QueueDecision<A extends string> = {
  action: A;
  label: string;
  tone?: 'primary' | 'danger';
  allowed: boolean;
};

/**
 * The state of one decision queue: the status it shows (changing it goes back to the first page), its
 * list, and the decision being made in a dialog. A page keeps it to say what a decision did and to move
 * to where the decided item went.
 */
export function useDecisionQueue<Row extends Decidable, S extends string, A extends string>(
  key: readonly unknown[],
  fetch: (
    query: { status: S; page: number; page_size: number; sort?: string | undefined },
    signal: AbortSignal,
  ) => Promise<Page<Row>>,
  initialSort?: SortingState,
) {
  const [status, setStatus] = useState<S>('pending' as S);
  const list = useServerList(key, { status }, fetch, initialSort);
  const [deciding, setDeciding] = useState<{ item: Row; action: A } | null>(null);
  return {
    status,
    showStatus: (next: S) => {
      setStatus(next);
      list.table.resetPage();
    },
    list,
    deciding,
    decide: (item: Row, action: A) => setDeciding({ item, action }),
    closeDecision: () => setDeciding(null),
  };
}

export type DecisionQueueState<Row extends Decidable, S extends string, A extends string> = ReturnType<
  typeof useDecisionQueue<Row, S, A>
>;

/**
 * The back office's one decision queue (docs/BACKOFFICE.md#how-it-is-built): the items of one status,
 * chosen above the list; on each pending item the decisions the operator's role may take, each opening
 * the page's dialog for it (`dialog`); on a decided one what became of it (`settled`). Without `settled`
 * a decided item's outcome is one of the page's own columns, and the actions column is shown only while
 * pending items are listed.
 */
export function DecisionQueue<Row extends Decidable, S extends string, A extends string>({
  queue,
  caption,
  statusLabel,
  statuses,
  columns,
  actionsHeader,
  decisions,
  blocked,
  settled,
  notice,
  dialog,
}: {
  queue: DecisionQueueState<Row, S, A>;
  caption: string;
  statusLabel: string;
  statuses: readonly { value: S; label: string }[];
  columns: ColumnDef<Row, unknown>[];
  actionsHeader: string;
  decisions: QueueDecision<A>[];
  /** Why the operator may not decide this pending item (their own request), or null when they may. */
  blocked?: (item: Row) => ReactNode;
  settled?: (item: Row) => ReactNode;
  notice?: ReactNode;
  dialog: (deciding: { item: Row; action: A }) => ReactNode;
}) {
  const allowed = decisions.filter((d) => d.allowed);
  const showActions = settled !== undefined || (queue.status === 'pending' && allowed.length > 0);
  const actions: ColumnDef<Row, unknown> = {
    id: 'actions',
    header: actionsHeader,
    cell: ({ row: { original: item } }) => {
      if (item.status !== 'pending') return settled?.(item) ?? null;
      const reason = blocked?.(item);
      if (reason) return reason;
      return (
        <div className="flex flex-wrap gap-2">
          {allowed.map((d) => (
            <Button key={d.action} tone={d.tone} onClick={() => queue.decide(item, d.action)}>
              {d.label}
            </Button>
          ))}
        </div>
      );
    },
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-xs">
        <Select label={statusLabel} value={queue.status} options={statuses} onChange={queue.showStatus} />
      </div>
      {notice}
      <ServerListTable
        caption={caption}
        columns={showActions ? [...columns, actions] : columns}
        list={queue.list}
      />
      {queue.deciding ? dialog(queue.deciding) : null}
    </div>
  );
}

const reasonForm = z.object({ reason: requiredText(th.common.reasonRequired) });
const noReasonForm = z.object({});

/** The form of an approve-or-reject decision: a rejection must give its reason, an approval nothing. */
export const useReasonForm = (needsReason: boolean) =>
  useContractForm(needsReason ? reasonForm : noReasonForm, { reason: '' });

/**
 * A decision's dialog: the body its form accepted (`bodyOf`, null sends nothing) is sent once per
 * submit; decided or not, the queue is reloaded (someone else may have decided first); a decision taken
 * is handed to `onDone`, a refusal stays in the dialog with the server's Thai message.
 */
export function DecisionDialog<B, R>({
  decide,
  reload,
  onDone,
  ...dialog
}: CallDialogFields & {
  bodyOf: () => B | null;
  decide: (body: B) => Promise<R>;
  reload: readonly unknown[];
  onDone: (result: R) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: decide,
    onSuccess: onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reload }),
  });
  return <CallDialog {...dialog} run={run} />;
}
