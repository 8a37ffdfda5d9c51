import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { valueControlCalls, valueCreatedQuery } from '@ug99/contract';
import type { ValueCreatedQuery, ValueCreatedRow } from '@ug99/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { WholeTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDay } from '#bo/shared/format.ts';
import { lastSevenDays, RangeForm } from '#bo/shared/range-form.tsx';
import { Alert, DownloadLink, PageHeader } from '#bo/shared/ui.tsx';
import { fetchValueCreated, valueCreatedCsvUrl, valueCreatedKey } from './api.ts';
import { tv } from './th.ts';

const col = createColumnHelper<ValueCreatedRow>();

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
  const [range, setRange] = useState<ValueCreatedQuery>(lastSevenDays);
  const canExport = useCan(valueControlCalls.valueCreatedCsv);
  const report = useQuery({
    queryKey: valueCreatedKey(range),
    queryFn: ({ signal }) => fetchValueCreated(range, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useValueCreatedColumns();
  const rows = report.data?.rows ?? [];
  return (
    <>
      <PageHeader title={tv.reportTitle}>
        {canExport ? <DownloadLink href={valueCreatedCsvUrl(range)}>{tv.export}</DownloadLink> : null}
      </PageHeader>
      <RangeForm
        label={tv.reportTitle}
        type="date"
        end={valueCreatedQuery.shape.from}
        initial={range}
        words={{
          from: tv.from,
          to: tv.to,
          show: tv.show,
          required: tv.rangeRequired,
          reversed: tv.rangeReversed,
        }}
        hint={tv.reportHelp}
        onApply={setRange}
      />
      {report.isError ? <Alert>{errorMessage(report.error)}</Alert> : null}
      {report.data && rows.length === 0 ? <p className="mb-2 text-sm text-slate-600">{tv.empty}</p> : null}
      <WholeTable
        caption={tv.reportTable}
        columns={columns}
        rows={rows}
        loading={report.isFetching}
        getRowId={(r) => `${r.day}:${r.operator}`}
      />
    </>
  );
}
