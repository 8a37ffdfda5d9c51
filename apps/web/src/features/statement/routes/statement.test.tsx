import { fireEvent, screen, within } from '@testing-library/react';
import type { StatementRow } from '@ug99/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { pickThaiDate } from '@/test/thai-date.ts';
import { Component as StatementPage } from './statement.tsx';

function row(id: number, overrides: Partial<StatementRow>): StatementRow {
  return {
    id: String(id),
    created_at: '2026-11-21T07:05:00Z',
    reason: 'deposit',
    reason_label: 'ฝากเงิน',
    asset: 'THB',
    wallet_type_id: 1,
    wallet_name: 'กระเป๋าหลัก',
    amount: 500,
    balance_after: 500,
    memo: null,
    ...overrides,
  };
}

const firstPage = [
  row(3, {
    reason: 'points_earn',
    reason_label: 'ได้รับพอยท์',
    asset: 'POINT',
    amount: 5,
    balance_after: 5,
    wallet_type_id: null,
    wallet_name: null,
  }),
  row(2, { reason: 'lotto_bet', reason_label: 'แทงหวย', amount: -120.5, balance_after: 379.5 }),
  row(1, {}),
];

/** A statement of 45 rows: each page answers with rows whose ids tell the page apart. */
function pagedStatement({ query }: FakeCall) {
  const page = Number(query.get('page'));
  return { page, page_size: 20, total: 45, rows: page === 1 ? firstPage : [row(100 + page, {})] };
}

const renderPage = (route = '/member/statement') => renderWithApp(<StatementPage />, { route });

describe('statement page', () => {
  it('lists movements with Thai labels, signed amounts and Buddhist-era Bangkok times', async () => {
    stubApi({ '/api/member/statement': pagedStatement });
    renderPage();
    const list = await screen.findByRole('list', { name: 'รายการธุรกรรม' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'ได้รับพอยท์',
      'แทงหวย',
      'ฝากเงิน',
    ]);
    expect(within(items[0]!).getByText('+5 พอยท์')).toBeDefined();
    expect(within(items[1]!).getByText('−฿120.50')).toBeDefined();
    expect(within(items[2]!).getByText('+฿500.00')).toBeDefined();
    expect(within(items[2]!).getByText('21 พ.ย. 2569 14:05')).toBeDefined();
    expect(screen.getByText('ทั้งหมด 45 รายการ')).toBeDefined();
  });

  it('pages through with ถัดไป and ก่อนหน้า, keeping the page in the address', async () => {
    const fetchMock = stubApi({ '/api/member/statement': pagedStatement });
    const { router } = renderPage();
    expect(await screen.findByText('หน้า 1 จาก 3')).toBeDefined();
    expect(screen.getByRole('button', { name: 'ก่อนหน้า' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('หน้า 2 จาก 3')).toBeDefined();
    expect(router.state.location.search).toBe('?page=2');
    const calls = callsTo(fetchMock, '/api/member/statement');
    expect(calls.at(-1)?.query.get('page')).toBe('2');
    expect(calls.at(-1)?.query.get('page_size')).toBe('20');
  });

  it('filters by kind and date range, starting again from page 1', async () => {
    const fetchMock = stubApi({ '/api/member/statement': pagedStatement });
    const { router } = renderPage('/member/statement?page=3');
    await screen.findByText('หน้า 3 จาก 3');

    fireEvent.change(screen.getByLabelText('ประเภทรายการ'), { target: { value: 'withdraw' } });
    pickThaiDate('ตั้งแต่วันที่', '2026-11-01');
    pickThaiDate('ถึงวันที่', '2026-11-21');
    // Day, Thai month name and Buddhist-era year, never the browser's mm/dd/yyyy.
    expect(screen.getByRole('combobox', { name: 'ตั้งแต่วันที่ เดือน' }).textContent).toContain('พฤศจิกายน');
    expect(screen.getByRole('combobox', { name: 'ตั้งแต่วันที่ ปี (พ.ศ.)' })).toHaveProperty('value', '2569');
    expect(screen.queryByLabelText('ตั้งแต่วันที่', { selector: 'input[type="date"]' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));

    await screen.findByText('หน้า 1 จาก 3');
    expect(router.state.location.search).toBe('?reason=withdraw&date_from=2026-11-01&date_to=2026-11-21');
    const query = callsTo(fetchMock, '/api/member/statement').at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      page: '1',
      reason: 'withdraw',
      date_from: '2026-11-01',
      date_to: '2026-11-21',
    });
  });

  it('refuses a range that ends before it starts, with the server’s Thai message', async () => {
    const fetchMock = stubApi({ '/api/member/statement': pagedStatement });
    renderPage();
    await screen.findByText('หน้า 1 จาก 3');
    pickThaiDate('ตั้งแต่วันที่', '2026-11-21');
    pickThaiDate('ถึงวันที่', '2026-11-01');
    expect(screen.getByText('ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้นต้องไม่เกินวันสิ้นสุด')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(callsTo(fetchMock, '/api/member/statement')).toHaveLength(1);
  });

  it('says in Thai when there is nothing to show', async () => {
    stubApi({ '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] } });
    renderPage();
    expect(await screen.findByText('ยังไม่มีรายการในช่วงนี้')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'เลือกหน้า' })).toBeNull();
  });
});
