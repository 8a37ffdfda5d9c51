import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, FakeResponse, stubApi } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { withdrawal, withdrawList } from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Toaster } from 'sonner';
import { Component as WithdrawPage } from './withdraw.tsx';

function withdrawApi(list = withdrawList(), answer: unknown = withdrawal()) {
  return stubApi({
    '/api/member/withdraw/list': list,
    '/api/member/withdraw': answer,
    '/api/member/wallets': walletsWith(1300),
    '/api/member/points': { point: 0 },
    '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
  });
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function fillAmount(value: string) {
  fireEvent.change(await screen.findByLabelText('ยอดเงินที่ต้องการถอน (บาท)'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
}

describe('withdraw page', () => {
  it('shows the withdrawable balance and asks for confirmation naming amount and account before sending', async () => {
    const fetchMock = withdrawApi();
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    expect(await screen.findByText('฿1,500.00')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: /บัญชีสำรอง/ }));
    await fillAmount('200');

    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' });
    expect(within(confirm).getByText('ถอน ฿200.00 เข้าบัญชีสำรอง ใช่หรือไม่?')).toBeDefined();
    expect(within(confirm).getByText('xxx-x-x4321-x')).toBeDefined();
    expect(callsTo(fetchMock, '/api/member/withdraw')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/member/withdraw')[0]?.body).toEqual({
        amount: 200,
        bank: 'sub',
        request_id: expect.stringMatching(UUID_V4),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, '/api/member/withdraw/list').length).toBeGreaterThan(1));
  });

  it('says what happens next: an officer approves, or the request is checked and paid automatically', async () => {
    const officer = 'ถอนได้จากกระเป๋าหลักเท่านั้น เงินจะโอนเข้าบัญชีที่เลือกหลังเจ้าหน้าที่อนุมัติ';
    withdrawApi(withdrawList({ auto_approval: true }));
    renderWithApp(
      <>
        <Toaster />
        <WithdrawPage />
      </>,
      { route: '/member/withdraw' },
    );
    expect(await screen.findByText(/ระบบตรวจคำขอให้อัตโนมัติแล้วโอนเข้าบัญชีที่เลือกผ่านระบบโอนเงิน/)).toBeDefined();
    expect(screen.queryByText(officer)).toBeNull();
    await fillAmount('200');
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(
      await screen.findByText('ส่งคำขอถอนเงินแล้ว ระบบกำลังตรวจและโอนให้ ดูสถานะได้ที่รายการด้านล่าง'),
    ).toBeDefined();
  });

  it('with the automatic approval off, tells the member an officer approves the request', async () => {
    withdrawApi();
    renderWithApp(
      <>
        <Toaster />
        <WithdrawPage />
      </>,
      { route: '/member/withdraw' },
    );
    expect(await screen.findByText(/เงินจะโอนเข้าบัญชีที่เลือกหลังเจ้าหน้าที่อนุมัติ/)).toBeDefined();
    await fillAmount('200');
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(await screen.findByText('ส่งคำขอถอนเงินแล้ว รอเจ้าหน้าที่อนุมัติ')).toBeDefined();
  });

  it('sends a new request id with each confirmed submission', async () => {
    const message = 'ท่านมีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จก่อน';
    const fetchMock = withdrawApi(
      withdrawList(),
      new FakeResponse(200, { error: 5008, data: null, message }),
    );
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    for (let i = 0; i < 2; i++) {
      await fillAmount('200');
      fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
      await screen.findByRole('alert');
    }
    const ids = callsTo(fetchMock, '/api/member/withdraw').map(
      (c) => (c.body as { request_id: string }).request_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(UUID_V4);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('retries a withdrawal whose connection dropped with the same request id, so it is made once', async () => {
    let attempts = 0;
    const fetchMock = withdrawApi(withdrawList(), () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return withdrawal();
    });
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    await fillAmount('200');
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/member/withdraw')).toHaveLength(2), {
      timeout: 5000,
    });
    const [first, retry] = callsTo(fetchMock, '/api/member/withdraw');
    expect(retry?.body).toEqual(first?.body);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('sends nothing when the member cancels the confirmation', async () => {
    const fetchMock = withdrawApi();
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    await fillAmount('150');
    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/member/withdraw')).toHaveLength(0);
  });

  it('refuses below the minimum and above the withdrawable balance in Thai without a confirmation', async () => {
    withdrawApi();
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    await fillAmount('99');
    expect((await screen.findByRole('alert')).textContent).toBe('ยอดถอนขั้นต่ำ ฿100.00');
    await fillAmount('1500.01');
    // The form re-checks the amount as it changes; the check settles a moment after the keystroke.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ยอดที่ถอนได้มี ฿1,500.00'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server refusal in the form', async () => {
    const message = 'ท่านมีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จก่อน';
    withdrawApi(withdrawList(), new FakeResponse(200, { error: 5008, data: null, message }));
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    await fillAmount('200');
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('lists requests with Thai status labels and holds the form back while one is pending', async () => {
    withdrawApi(
      withdrawList({
        has_pending: true,
        withdrawable: 1300,
        rows: [
          withdrawal({ id: 43 }),
          withdrawal({ id: 42, status: 'paid', status_label: 'โอนเงินแล้ว', amount: 300 }),
          withdrawal({ id: 41, status: 'rejected', status_label: 'ไม่อนุมัติ', reject_reason: 'ชื่อบัญชีไม่ตรง' }),
        ],
      }),
    );
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    const list = await screen.findByRole('list', { name: 'รายการถอนเงิน' });
    // The requests themselves, not the steps listed inside each.
    const items = [...list.children] as HTMLElement[];
    expect(
      items.map((item) => within(item).getByText(/^(รอดำเนินการ|โอนเงินแล้ว|ไม่อนุมัติ)$/).textContent),
    ).toEqual(['รอดำเนินการ', 'โอนเงินแล้ว', 'ไม่อนุมัติ']);
    expect(within(items[2]!).getByText('เหตุผล: ชื่อบัญชีไม่ตรง')).toBeDefined();
    expect(screen.getByText('ท่านมีรายการถอนที่รอดำเนินการอยู่ ถอนใหม่ได้เมื่อรายการเดิมเสร็จแล้ว')).toBeDefined();
    expect(screen.queryByLabelText('ยอดเงินที่ต้องการถอน (บาท)')).toBeNull();
  });

  it('shows each step of a request with its time and, while it waits, the usual time to be paid', async () => {
    withdrawApi(
      withdrawList({
        expected_minutes: 5,
        rows: [
          withdrawal({
            id: 45,
            status: 'sent',
            status_label: 'กำลังโอนเงิน',
            decided_at: '2026-11-21T07:05:02Z',
            sent_at: '2026-11-21T07:05:04Z',
          }),
          withdrawal({
            id: 44,
            status: 'paid',
            status_label: 'โอนเงินแล้ว',
            decided_at: '2026-11-21T07:05:02Z',
            sent_at: '2026-11-21T07:05:04Z',
            paid_at: '2026-11-21T07:05:09Z',
          }),
          withdrawal({
            id: 43,
            status: 'failed',
            status_label: 'โอนไม่สำเร็จ เงินคืนแล้ว',
            decided_at: '2026-11-21T07:05:02Z',
            sent_at: '2026-11-21T07:05:04Z',
            failed_at: '2026-11-21T07:05:09Z',
            reject_reason: 'ธนาคารปลายทางปฏิเสธการโอน เลขบัญชีไม่ถูกต้องหรือปิดแล้ว ยอดเงินคืนเข้ากระเป๋าหลักแล้ว',
          }),
        ],
      }),
    );
    renderWithApp(<WithdrawPage />, { route: '/member/withdraw' });
    const list = await screen.findByRole('list', { name: 'รายการถอนเงิน' });
    const [sent, paid, failed] = [...list.children] as HTMLElement[];
    const steps = (item: HTMLElement) =>
      within(within(item).getByRole('list', { name: 'ขั้นตอนของรายการถอน' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' ')[0]);
    expect(steps(sent!)).toEqual(['แจ้งถอน', 'อนุมัติ', 'ส่งโอน']);
    expect(within(sent!).getByText('โดยปกติภายใน 5 นาที')).toBeDefined();
    expect(steps(paid!)).toEqual(['แจ้งถอน', 'อนุมัติ', 'ส่งโอน', 'โอนสำเร็จ']);
    expect(within(paid!).queryByText(/โดยปกติภายใน/)).toBeNull();
    expect(steps(failed!)).toEqual(['แจ้งถอน', 'อนุมัติ', 'ส่งโอน', 'โอนไม่สำเร็จ']);
    expect(within(failed!).getByText(/เลขบัญชีไม่ถูกต้อง/)).toBeDefined();
  });
});
