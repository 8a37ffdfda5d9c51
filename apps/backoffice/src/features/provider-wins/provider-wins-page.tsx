import { createColumnHelper } from '@tanstack/react-table';
import {
  PROVIDER_WIN_DECISION_NAMES,
  PROVIDER_WIN_DECISIONS,
  PROVIDER_WIN_STATUSES,
  resolveProviderWinRequest,
  type ProviderWinItem,
  providerWinCalls,
} from '@ug99/contract';
import { useState } from 'react';
import { useCan } from '#bo/app/session.ts';
import { DecisionDialog, DecisionQueue, useDecisionQueue } from '#bo/shared/decision-queue.tsx';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { Summary } from '#bo/shared/form-dialog.tsx';
import { useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { Alert, PageHeader, Select, TextArea } from '#bo/shared/ui.tsx';
import { fetchProviderWins, PROVIDER_WINS_KEY, resolveProviderWin } from './api.ts';
import { providerWinsTh as t } from './th.ts';

type Status = (typeof PROVIDER_WIN_STATUSES)[number];
type Decision = (typeof PROVIDER_WIN_DECISIONS)[number];

const columns = createColumnHelper<ProviderWinItem>();
const STATUSES = PROVIDER_WIN_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }));

const dataColumns = [
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
    cell: (c) => <span className="font-bold text-rose-700 tabular-nums">{formatBaht(c.getValue())}</span>,
  }),
  columns.accessor('stakes', {
    header: t.col.limit,
    enableSorting: false,
    cell: (c) => (
      <div className="tabular-nums">
        <div>{t.stakes(formatBaht(c.getValue()), c.row.original.max_multiplier.toLocaleString('th-TH'))}</div>
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
] as ColumnDef<ProviderWinItem, unknown>[];
// A pending item has no result yet and a resolved one no action: one of the two columns is enough.
const pendingColumns = dataColumns.filter((col) => col.id !== 'resolved_at');

/** Wins refused as above the game's maximum, for finance to check and record (docs/BACKOFFICE.md). */
export function ProviderWinsPage() {
  const queue = useDecisionQueue<ProviderWinItem, Status, 'resolve'>(PROVIDER_WINS_KEY, fetchProviderWins);
  const canResolve = useCan(providerWinCalls.resolve);
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t.title} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <DecisionQueue
        queue={queue}
        caption={t.table}
        statusLabel={t.status}
        statuses={STATUSES}
        columns={queue.status === 'pending' ? pendingColumns : dataColumns}
        actionsHeader={t.col.actions}
        decisions={[{ action: 'resolve', label: t.resolve, allowed: canResolve }]}
        notice={saved !== null ? <Alert tone="success">{t.saved(saved)}</Alert> : null}
        dialog={({ item }) => (
          <ResolveDialog
            item={item}
            onClose={queue.closeDecision}
            onSaved={(id) => {
              queue.closeDecision();
              setSaved(id);
            }}
          />
        )}
      />
    </>
  );
}

const DECISIONS = PROVIDER_WIN_DECISIONS.map((d) => ({ value: d, label: PROVIDER_WIN_DECISION_NAMES[d] }));

function ResolveDialog({
  item,
  onClose,
  onSaved,
}: {
  item: ProviderWinItem;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const form = useContractForm(resolveProviderWinRequest, { decision: 'refused' as Decision, note: '' });
  return (
    <DecisionDialog
      title={t.resolveTitle}
      submitLabel={t.confirm}
      bodyOf={() => form.check(form.values)}
      decide={(body: { decision: Decision; note: string }) => resolveProviderWin(item.id, body)}
      reload={PROVIDER_WINS_KEY}
      onDone={() => onSaved(item.id)}
      onClose={onClose}
    >
      <Summary
        rows={[
          [t.col.id, item.id],
          [t.col.member, item.member_phone ?? `#${item.member_id}`],
          [
            t.col.game,
            <span className="break-all">
              {item.game_id} / {item.round_id}
            </span>,
          ],
          [t.col.amount, formatBaht(item.amount)],
          [t.col.limit, t.stakes(formatBaht(item.stakes), item.max_multiplier.toLocaleString('th-TH'))],
        ]}
      />
      <Select
        label={t.decision}
        value={form.values.decision}
        options={DECISIONS}
        onChange={(d) => form.set('decision', d)}
      />
      <TextArea label={t.note} required {...form.area('note')} />
      <p className="text-xs text-slate-600">{t.noMoney}</p>
    </DecisionDialog>
  );
}
