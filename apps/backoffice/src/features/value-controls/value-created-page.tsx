import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { valueControlCalls } from '@ug99/contract';
import type { ValueCreatedQuery, ValueCreatedRow } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, WHOLE_LIST, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDay } from '#bo/shared/format.ts';
import { Alert, Button, Field, PageHeader } from '#bo/shared/ui.tsx';
import { fetchValueCreated, valueCreatedCsvUrl, valueCreatedKey } from './api.ts';
import { tv } from './th.ts';

const col = createColumnHelper<ValueCreatedRow>();

/** Today's Bangkok date in the browser, for the form's first range only (the server decides the figures). */
function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The columns of the value-created rows; the dashboard shows the same table. */
export function useValueCreatedColumns() {
  return useMemo(
    () =>
      [
        col.accessor('day', { header: tv.day, cell: (c) => formatDay(c.getValue()) }),
        col.accessor('operator', { header: tv.operator }),
        col.accessor('adjustments', { header: tv.adjustments, cell: (c) => formatBaht(c.getValue()) }),
        col.accessor('points', { header: tv.points, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('shop', { header: tv.shop, cell: (c) => formatBaht(c.getValue()) }),
        col.accessor('coupon_credit', { header: tv.couponCredit, cell: (c) => formatBaht(c.getValue()) }),
        col.accessor('coupon_points', { header: tv.couponPoints, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('coupon_spins', { header: tv.couponSpins, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('wheel', { header: tv.wheel, cell: (c) => formatBaht(c.getValue()) }),
        col.accessor('wheel_points', { header: tv.wheelPoints, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('wheel_spins', { header: tv.wheelSpins, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('quest_credit', { header: tv.questCredit, cell: (c) => formatBaht(c.getValue()) }),
        col.accessor('quest_points', { header: tv.questPoints, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('quest_spins', { header: tv.questSpins, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('poll_spins', { header: tv.pollSpins, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('vip_bonus', { header: tv.vipBonus, cell: (c) => formatBaht(c.getValue()) }),
      ] as ColumnDef<ValueCreatedRow, unknown>[],
    [],
  );
}

/** "Value created by operators" per day and operator, with its CSV (docs/BACKOFFICE.md#operator-created-value). */
export function ValueCreatedPage() {
  const [draft, setDraft] = useState<ValueCreatedQuery>(() => {
    const today = bangkokToday();
    return { from: daysBefore(today, 6), to: today };
  });
  const [range, setRange] = useState<ValueCreatedQuery>(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const canExport = useCan(valueControlCalls.valueCreatedCsv);
  const report = useQuery({
    queryKey: valueCreatedKey(range),
    queryFn: ({ signal }) => fetchValueCreated(range, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useValueCreatedColumns();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) return setProblem(tv.rangeRequired);
    if (draft.from > draft.to) return setProblem(tv.rangeReversed);
    setProblem(null);
    setRange({ ...draft });
  };
  const rows = report.data?.rows ?? [];
  return (
    <>
      <PageHeader title={tv.reportTitle}>
        {canExport ? (
          <a
            href={valueCreatedCsvUrl(range)}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800 hover:bg-slate-50"
          >
            {tv.export}
          </a>
        ) : null}
      </PageHeader>
      <form
        aria-label={tv.reportTitle}
        onSubmit={apply}
        noValidate
        className="mb-4 grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
      >
        <Field
          label={tv.from}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <Field
          label={tv.to}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-2">
          <Button type="submit" className="self-start">
            {tv.show}
          </Button>
          <p className="text-xs text-slate-600">{tv.reportHelp}</p>
        </div>
      </form>
      {problem ? <Alert>{problem}</Alert> : null}
      {report.isError ? <Alert>{errorMessage(report.error)}</Alert> : null}
      {report.data && rows.length === 0 ? <p className="mb-2 text-sm text-slate-600">{tv.empty}</p> : null}
      <DataTable
        caption={tv.reportTable}
        columns={columns}
        rows={rows}
        total={rows.length}
        loading={report.isFetching}
        getRowId={(r) => `${r.day}:${r.operator}`}
        pagination={WHOLE_LIST}
        onPaginationChange={() => undefined}
        pager={false}
      />
    </>
  );
}
