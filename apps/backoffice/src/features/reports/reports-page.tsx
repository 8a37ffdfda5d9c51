import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { dailyReportQuery, monthlyReportQuery, type ReportResult } from '@ug99/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { WholeTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDay } from '#bo/shared/format.ts';
import { bangkokToday, lastSevenDays, RangeForm } from '#bo/shared/range-form.tsx';
import { Alert, Card, DownloadLink, PageHeader, Tabs } from '#bo/shared/ui.tsx';
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
  if (unit === 'daily') return lastSevenDays();
  const today = bangkokToday();
  return { from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7) };
}

const money = (v: number) => <span className={v < 0 ? 'text-rose-700' : undefined}>{formatBaht(v)}</span>;

/**
 * Daily and monthly figures per category (docs/BACKOFFICE.md#reports): a range, a row per day or month with
 * the range's total, the categories of the whole range, and the same report as CSV.
 */
export function ReportsPage() {
  const [unit, setUnit] = useState<ReportUnit>('daily');
  const [range, setRange] = useState<ReportRange>(() => defaultRange('daily'));
  const canExport = useCan(reportCsvCall(unit));
  const report = useQuery({
    queryKey: reportKey(unit, range),
    queryFn: ({ signal }) => fetchReport(unit, range, signal),
    placeholderData: keepPreviousData,
  });

  const switchUnit = (next: ReportUnit) => {
    setUnit(next);
    setRange(defaultRange(next));
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
      <RangeForm
        key={unit}
        label={t.range}
        type={unit === 'daily' ? 'date' : 'month'}
        end={unit === 'daily' ? dailyReportQuery.shape.from : monthlyReportQuery.shape.from_month}
        initial={range}
        words={{ from: t.from, to: t.to, show: t.show, required: t.rangeRequired, reversed: t.rangeReversed }}
        hint={t.rangeHint}
        onApply={setRange}
      />
      {report.isError ? <Alert>{errorMessage(report.error)}</Alert> : null}
      <div className="flex flex-col gap-4">
        <WholeTable
          caption={unit === 'daily' ? t.tableDaily : t.tableMonthly}
          columns={columns}
          rows={rows}
          loading={report.isFetching}
          getRowId={(r) => r.period}
        />
        {data ? (
          <Card title={t.byCategory}>
            <WholeTable
              caption={t.byCategory}
              columns={categoryColumns}
              rows={data.total.by_category}
              getRowId={(r) => r.category}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
