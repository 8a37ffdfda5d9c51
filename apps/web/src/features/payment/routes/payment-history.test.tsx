import { fireEvent, screen, within } from '@testing-library/react';
import type { PaymentHistoryRow } from '@ug99/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as HistoryPage } from './payment-history.tsx';

function row(overrides: Partial<PaymentHistoryRow>): PaymentHistoryRow {
  return {
    id: 'DDP1',
    type: 'deposit',
    type_label: 'ฝากเงิน',
    channel_label: 'พร้อมเพย์ QR',
    amount: 500,
    status: 'paid',
    status_label: 'ฝากสำเร็จ',
    reference: 'DP1',
    created_at: '2026-11-21T07:05:00Z',
    completed_at: '2026-11-21T07:06:00Z',
    ...overrides,
  };
}

const rows = [
  row({
    id: 'W7',
    type: 'withdraw',
    type_label: 'ถอนเงิน',
    channel_label: 'ธนาคารกสิกรไทย',
    amount: 200,
    status: 'pending',
    status_label: 'รอดำเนินการ',
    reference: '7',
  }),
  row({}),
  row({ id: 'DDP0', status: 'expired', status_label: 'หมดเวลาชำระ', reference: 'DP0' }),
];

describe('payment history page', () => {
  it('lists deposits and withdrawals with amounts, Buddhist-era times and Thai status labels', async () => {
    stubApi({ '/api/member/payment/history': { page: 1, page_size: 20, total: 3, rows } });
    renderWithApp(<HistoryPage />, { route: '/member/payment' });
    const list = await screen.findByRole('list', { name: 'ประวัติการฝากถอน' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('ถอนเงิน')).toBeDefined();
    expect(within(items[0]!).getByText('รอดำเนินการ')).toBeDefined();
    expect(within(items[1]!).getByText('฿500.00')).toBeDefined();
    expect(within(items[1]!).getByText('ฝากสำเร็จ')).toBeDefined();
    expect(within(items[1]!).getByText('21 พ.ย. 2569 14:05')).toBeDefined();
    expect(within(items[2]!).getByText('หมดเวลาชำระ')).toBeDefined();
  });

  it('filters by kind, keeping it in the address', async () => {
    const fetchMock = stubApi({
      '/api/member/payment/history': { page: 1, page_size: 20, total: 0, rows: [] },
    });
    const { router } = renderWithApp(<HistoryPage />, { route: '/member/payment' });
    expect(await screen.findByText('ยังไม่มีรายการฝากหรือถอน')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    expect(router.state.location.search).toBe('?type=withdraw');
    await screen.findByRole('button', { name: 'ถอนเงิน', pressed: true });
    expect(callsTo(fetchMock, '/api/member/payment/history').at(-1)?.query.get('type')).toBe('withdraw');
  });
});
