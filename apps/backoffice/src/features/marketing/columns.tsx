import type { ColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { RowButton } from '#bo/shared/ui.tsx';
import { mt } from './th.ts';

/**
 * Whether members see a row now and when it was added, the last data columns of the promotions and the
 * content lists; `created_at` sorts on the server.
 */
export function shownColumns<Row extends { active: boolean; created_at: string }>(
  col: ColumnHelper<Row>,
  header: { status: string; createdAt: string },
) {
  return [
    col.accessor((row) => row.active, {
      id: 'active',
      header: header.status,
      enableSorting: false,
      cell: (c) => (c.getValue() ? mt.shown : <span className="text-slate-500">{mt.hidden}</span>),
    }),
    col.accessor((row) => row.created_at, {
      id: 'created_at',
      header: header.createdAt,
      cell: (c) => formatDateTime(c.getValue()),
    }),
  ] as ColumnDef<Row, unknown>[];
}

/**
 * The actions column of a list whose one action ends a row (end a coupon, switch a promotion off): on a
 * row still `open`, for the roles `allowed` to, naming the row (`of`) to a screen reader.
 */
export function endColumn<Row>(
  col: ColumnHelper<Row>,
  end: {
    allowed: boolean;
    label: string;
    open: (row: Row) => boolean;
    of: (row: Row) => string;
    onClick: (row: Row) => void;
  },
) {
  return col.display({
    id: 'actions',
    header: mt.actions,
    cell: (c) =>
      end.allowed && end.open(c.row.original) ? (
        <RowButton
          tone="danger"
          label={end.label}
          of={end.of(c.row.original)}
          onClick={() => end.onClick(c.row.original)}
        />
      ) : null,
  }) as ColumnDef<Row, unknown>;
}
