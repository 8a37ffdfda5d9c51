import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type ColumnDef } from './data-table.tsx';
import { useServerTable } from './server-table.ts';

type Row = { id: number; name: string; amount: number };
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'name', header: 'ชื่อ', enableSorting: false },
  { accessorKey: 'amount', header: 'จำนวนเงิน' },
];

/** The server's side: 60 rows, of which the page asked for is returned. */
const ALL: Row[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `สมาชิก ${i + 1}`,
  amount: i * 10,
}));
const seen: { page: number; page_size: number; sort: string | undefined }[] = [];

function Harness() {
  const table = useServerTable();
  seen.push(table.params);
  const { page, page_size, sort } = table.params;
  const sorted = sort === '-amount' ? [...ALL].reverse() : ALL;
  const rows = sorted.slice((page - 1) * page_size, page * page_size);
  return <DataTable caption="รายชื่อ" columns={COLUMNS} rows={rows} total={ALL.length} {...table} />;
}

describe('the shared table', () => {
  it('asks the server for the next and previous page and says where the operator is', () => {
    seen.length = 0;
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'รายชื่อ' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('หน้า 1 จาก 3')).toBeTruthy();
    expect(screen.getByText('ทั้งหมด 60 รายการ')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'หน้าก่อนหน้า' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(screen.getByText('หน้า 3 จาก 3')).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ page: 3, page_size: 25 });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('สมาชิก 51')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'หน้าถัดไป' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'หน้าก่อนหน้า' }));
    expect(seen.at(-1)).toMatchObject({ page: 2 });
  });

  it('sorts on the server by the clicked column and goes back to the first page', () => {
    seen.length = 0;
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    const header = screen.getByRole('columnheader', { name: /จำนวนเงิน/ });
    // Amounts sort largest first on the first click, as an operator looking for big items wants.
    fireEvent.click(within(header).getByRole('button'));
    expect(seen.at(-1)).toMatchObject({ page: 1, sort: '-amount' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('สมาชิก 60');
    fireEvent.click(within(header).getByRole('button'));
    expect(seen.at(-1)).toMatchObject({ page: 1, sort: 'amount' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    // The name column is not sortable on the server, so it offers no button.
    expect(within(screen.getByRole('columnheader', { name: 'ชื่อ' })).queryByRole('button')).toBeNull();
  });
});
