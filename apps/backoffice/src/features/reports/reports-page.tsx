import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReportResult } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, WHOLE_LIST, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDay } from '#bo/shared/format.ts';
import { Alert, Button, Card, DownloadLink, Field, PageHeader, Tabs } from '#bo/shared/ui.tsx';
import {
  fetchReport,
  reportCsvCall,
  reportCsvUrl,
  reportKey,
  type ReportRange,
  type ReportUnit,
} from './api.ts';
import { reportsTh } from './th.ts';

const t = reportsTh;
type Row = ReportResult['rows'][number];
type CategoryRow = Row['by_category'][number];
const col = createColumnHelper<Row>();
const catCol = createColumnHelper<CategoryRow>();

/** Today's Bangkok date in the browser, for the form's first range only (the server decides the figures). */
function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

const monthFormat = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  month: 'long',
  year: 'numeric',
});

/** '2026-11' → 'พฤศจิกายน 2569'; a day → '21 พ.ย. 2569'; the total row's label as it is. */
function periodLabel(period: string): string {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(period)) return period;
  return period.length === 7
    ? monthFormat.format(new Date(`${period}-15T12:00:00+07:00`))
    : formatDay(period);
}

function defaultRange(unit: ReportUnit): ReportRange {
  const today = bangkokToday();
  return unit === 'daily'
    ? { from: daysBefore(today, 6), to: today }
    : { from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7) };
}

const money = (v: number) => <span className={v < 0 ? 'text-rose-700' : undefined}>{formatBaht(v)}</span>;

/**
 * Daily and monthly figures per category (docs/BACKOFFICE.md#reports): a range, a row per day or month with
 * the range's total, the categories of the whole range, and the same report as CSV.
 */
export function ReportsPage() {
  const [unit, setUnit] = useState<ReportUnit>('daily');
  const [draft, setDraft] = useState<ReportRange>(() => defaultRange('daily'));
  const [range, setRange] = useState<ReportRange>(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const canExport = useCan(reportCsvCall(unit));
  const report = useQuery({
    queryKey: reportKey(unit, range),
    queryFn: ({ signal }) => fetchReport(unit, range, signal),
    placeholderData: keepPreviousData,
  });

  const switchUnit = (next: ReportUnit) => {
    const fresh = defaultRange(next);
    setUnit(next);
    setDraft(fresh);
    setRange(fresh);
    setProblem(null);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) return setProblem(t.rangeRequired);
    if (draft.from > draft.to) return setProblem(t.rangeReversed);
    setProblem(null);
    setRange({ ...draft });
  };

  const columns = useMemo(
    () =>
      [
        col.accessor('period', { header: t.period, cell: (c) => periodLabel(c.getValue()) }),
        col.accessor('deposits', { header: t.deposits, cell: (c) => money(c.getValue()) }),
        col.accessor('withdrawals', { header: t.withdrawals, cell: (c) => money(c.getValue()) }),
        col.accessor('new_members', { header: t.newMembers, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('active_players', { header: t.activePlayers, cell: (c) => formatCount(c.getValue()) }),
        col.accessor('turnover', { header: t.turnover, cell: (c) => money(c.getValue()) }),
        col.accessor('payout', { header: t.payout, cell: (c) => money(c.getValue()) }),
        col.accessor('ggr', { header: t.ggr, cell: (c) => money(c.getValue()) }),
      ] as ColumnDef<Row, unknown>[],
    [],
  );
  const categoryColumns = useMemo(
    () =>
      [
        catCol.accessor('category', {
          header: t.category,
          cell: (c) => t.categories[c.getValue()] ?? c.getValue(),
        }),
        catCol.accessor('turnover', { header: t.turnover, cell: (c) => money(c.getValue()) }),
        catCol.accessor('payout', { header: t.payout, cell: (c) => money(c.getValue()) }),
        catCol.accessor('ggr', { header: t.ggr, cell: (c) => money(c.getValue()) }),
      ] as ColumnDef<CategoryRow, unknown>[],
    [],
  );

  const data = report.data;
  const rows: Row[] = data ? [...data.rows, { period: t.total, ...data.total }] : [];
  const inputType = unit === 'daily' ? 'date' : 'month';
  return (
    <>
      <PageHeader title={t.title}>
        {canExport ? <DownloadLink href={reportCsvUrl(unit, range)}>{t.export}</DownloadLink> : null}
      </PageHeader>
      <Tabs
        label={t.unit}
        value={unit}
        options={[
          { value: 'daily', label: t.daily },
          { value: 'monthly', label: t.monthly },
        ]}
        onChange={switchUnit}
      />
      <form
        aria-label={t.range}
        onSubmit={apply}
        noValidate
        className="mb-4 grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
      >
        <Field
          label={t.from}
          type={inputType}
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <Field
          label={t.to}
          type={inputType}
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-2">
          <Button type="submit" className="self-start">
            {t.show}
          </Button>
          <p className="text-xs text-slate-600">{t.rangeHint}</p>
        </div>
      </form>
      {problem ? <Alert>{problem}</Alert> : null}
      {report.isError ? <Alert>{errorMessage(report.error)}</Alert> : null}
      <div className="flex flex-col gap-4">
        <DataTable
          caption={unit === 'daily' ? t.tableDaily : t.tableMonthly}
          columns={columns}
          rows={rows}
          total={rows.length}
          loading={report.isFetching}
          getRowId={(r) => r.period}
          pagination={WHOLE_LIST}
          onPaginationChange={() => undefined}
          pager={false}
        />
        {data ? (
          <Card title={t.byCategory}>
            <DataTable
              caption={t.byCategory}
              columns={categoryColumns}
              rows={data.total.by_category}
              total={data.total.by_category.length}
              getRowId={(r) => r.category}
              pagination={WHOLE_LIST}
              onPaginationChange={() => undefined}
              pager={false}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
