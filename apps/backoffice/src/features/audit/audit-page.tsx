import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { auditQuery, operationsCalls } from '@ug99/contract';
import type { AuditQuery, AuditRow } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { boCall, boCallUrl } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { useContractForm } from '#bo/shared/form.ts';
import { ServerListTable } from '#bo/shared/server-list.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { useServerTable, type ListParams } from '#bo/shared/server-table.ts';
import { Button, DownloadLink, Field, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { actionName, targetName } from './action-names.ts';

const t = th.audit;
const col = createColumnHelper<AuditRow>();

type Filters = Pick<AuditQuery, 'operator' | 'action' | 'target_type' | 'target_id' | 'from' | 'to'>;
const FILTERS = ['operator', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
/** The audit call's own query schema checks the filters before they are asked. */
const filtersForm = auditQuery.pick({
  operator: true,
  action: true,
  target_type: true,
  target_id: true,
  from: true,
  to: true,
});
const EMPTY: Record<(typeof FILTERS)[number], string> = {
  operator: '',
  action: '',
  target_type: '',
  target_id: '',
  from: '',
  to: '',
};

const fetchAudit = (query: ListParams<AuditQuery>, signal?: AbortSignal) =>
  boCall(operationsCalls.audit, { query, signal });

function json(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

/**
 * Every operator action: who, when, from where, on what, before and after (docs/BACKOFFICE.md#audit-log).
 * Read-only here as in the database; the CSV export takes the same filters.
 */
export function AuditPage() {
  const form = useContractForm(filtersForm, EMPTY);
  const [filters, setFilters] = useState<Filters>({});
  const table = useServerTable();
  const { page, page_size } = table.params;
  const list = useQuery({
    queryKey: ['backoffice', 'audit', filters, page, page_size],
    queryFn: ({ signal }) => fetchAudit({ ...filters, page, page_size }, signal),
    placeholderData: keepPreviousData,
  });
  const canExport = useCan(operationsCalls.auditCsv);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // An empty box is no filter.
    const typed: Filters = {};
    for (const key of FILTERS) if (form.values[key].trim()) typed[key] = form.values[key];
    const next = form.check(typed);
    if (!next) return;
    setFilters(next);
    table.resetPage();
  };
  const columns = useMemo(
    () =>
      [
        col.accessor('created_at', { header: t.time, cell: (c) => formatDateTime(c.getValue()) }),
        col.accessor('operator', { header: t.operator }),
        col.accessor('ip', { header: t.ip, cell: (c) => c.getValue() ?? '—' }),
        col.accessor('action', {
          header: t.action,
          cell: (c) => (
            <span className="flex flex-col">
              {actionName(c.getValue()) ?? null}
              <code className="text-xs text-slate-500">{c.getValue()}</code>
            </span>
          ),
        }),
        col.accessor('target_id', {
          header: t.target,
          cell: (c) => `${targetName(c.row.original.target_type)} #${c.getValue()}`,
        }),
        col.display({
          id: 'detail',
          header: t.detail,
          cell: (c) => (
            <details className="max-w-md">
              <summary className="min-h-9 cursor-pointer text-sky-700">{t.show}</summary>
              <dl className="mt-1 text-xs">
                {(
                  [
                    [t.detail, c.row.original.detail],
                    [t.before, c.row.original.before],
                    [t.after, c.row.original.after],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="font-bold">{label}</dt>
                    <dd>
                      <pre className="overflow-x-auto rounded bg-slate-50 p-2 whitespace-pre-wrap">
                        {json(value)}
                      </pre>
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          ),
        }),
      ] as ColumnDef<AuditRow, unknown>[],
    [],
  );
  return (
    <>
      <PageHeader title={t.title}>
        {canExport ? (
          <DownloadLink href={boCallUrl(operationsCalls.auditCsv, { query: filters })}>
            {t.export}
          </DownloadLink>
        ) : null}
      </PageHeader>
      <form
        aria-label={t.filters}
        onSubmit={apply}
        className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-3"
      >
        {(
          [
            ['operator', t.operator, 'text'],
            ['action', t.action, 'text'],
            ['target_type', t.targetType, 'text'],
            ['target_id', t.targetId, 'text'],
            ['from', t.from, 'date'],
            ['to', t.to, 'date'],
          ] as const
        ).map(([key, label, type]) => (
          <Field key={key} label={label} type={type} {...form.text(key)} />
        ))}
        <div className="col-span-2 flex gap-2 lg:col-span-3">
          <Button type="submit">{t.apply}</Button>
          <Button
            tone="secondary"
            onClick={() => {
              form.reset();
              setFilters({});
              table.resetPage();
            }}
          >
            {t.clear}
          </Button>
        </div>
      </form>
      <ServerListTable caption={t.title} columns={columns} list={{ table, query: list }} sortable={false} />
    </>
  );
}
