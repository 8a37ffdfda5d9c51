import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { renderApp } from '#bo/test/render.tsx';

const FINANCE = { id: 3, name: 'คุณการเงิน', role: 'finance', totp_enrolled: true, recovery_codes_left: 10 };
const SUPPORT = { ...FINANCE, id: 4, name: 'คุณบริการ', role: 'support' };

const withdrawal = (id: number, version = 0) => ({
  id,
  member_id: 10 + id,
  phone: `08100000${id}`.slice(0, 10),
  member_name: 'สมชาย ใจดี',
  amount: 1234.5,
  bank_code: 'KBANK',
  account_no: '1234567890',
  account_name: 'สมชาย ใจดี',
  status: 'pending',
  reject_reason: null,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-21T07:05:00Z',
  auto_reasons: ['first_withdrawal', 'above_per_withdrawal'],
  payout_gateway: null,
  sent_at: null,
  paid_at: null,
  failed_at: null,
  version,
});

const pageOf = (items: unknown[], total = items.length) => ({ total, page: 1, page_size: 25, items });

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
}

describe('the withdrawals queue', () => {
  it('approves a withdrawal with the version the operator saw, then reloads the queue', async () => {
    let decided = false;
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/withdrawals': () => pageOf(decided ? [] : [withdrawal(7, 3)]),
      'POST /api/backoffice/withdrawals/7/approve': () => {
        decided = true;
        return { withdrawal: { ...withdrawal(7, 4), status: 'paid' } };
      },
    });
    renderApp('/queues');

    const table = await screen.findByRole('table', { name: 'รายการถอนเงิน' });
    const row = await within(table).findByRole('row', { name: /สมชาย ใจดี/ });
    expect(row.textContent).toContain('฿1,234.50');
    // Why the automatic approval left it to a person.
    expect(row.textContent).toContain('เป็นการถอนครั้งแรกของสมาชิก');
    expect(row.textContent).toContain('ยอดเกินเพดานต่อรายการ');
    expect(row.textContent).toContain('21 พ.ย. 2569 14:05');
    // The bank by its Thai name, never its code.
    expect(row.textContent).toContain('ธนาคารกสิกรไทย 1234567890');
    expect(row.textContent).not.toContain('KBANK');
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติ' }));

    // Before: the amount and the account, to be confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'อนุมัติการถอนเงิน' });
    expect(dialog.textContent).toContain('฿1,234.50');
    expect(dialog.textContent).toContain('ธนาคารกสิกรไทย 1234567890 สมชาย ใจดี');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติ' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table).findByText('ไม่มีรายการ')).toBeTruthy();
    const approve = calls.find((c) => c.path === '/api/backoffice/withdrawals/7/approve');
    expect(approve?.body).toEqual({ version: 3 });
    // After: what was done, naming the member and the amount, and where the row went.
    const notice = screen.getByText(/อนุมัติการถอน ฿1,234.50/).closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain('อนุมัติการถอน ฿1,234.50 ของ 081000007 สมชาย ใจดี แล้ว');
    fireEvent.click(within(notice).getByRole('button', { name: 'ดูรายการจ่ายแล้ว' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/backoffice/withdrawals' && c.query?.get('status') === 'paid'),
      ).toBe(true),
    );
  });

  it('says an approval went to the payout gateway (not paid yet) and shows where the row went', async () => {
    let decided = false;
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/withdrawals': () => pageOf(decided ? [] : [withdrawal(8, 1)]),
      'POST /api/backoffice/withdrawals/8/approve': () => {
        decided = true;
        return { withdrawal: { ...withdrawal(8, 2), status: 'approved', payout_gateway: 'sandbox' } };
      },
    });
    renderApp('/queues');
    const row = await screen.findByRole('row', { name: /สมชาย ใจดี/ });
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'อนุมัติการถอนเงิน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    const notice = (await screen.findByText(/ส่งให้ระบบโอนเงินแล้ว/)).closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain(
      'อนุมัติการถอน ฿1,234.50 ของ 081000008 สมชาย ใจดี แล้ว ส่งให้ระบบโอนเงินแล้ว',
    );
    expect(notice.textContent).not.toContain('จ่ายแล้ว');
    fireEvent.click(within(notice).getByRole('button', { name: 'ดูรายการรอส่งโอน' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/backoffice/withdrawals' && c.query?.get('status') === 'approved'),
      ).toBe(true),
    );
  });

  it('requires a reason to reject, and sends it', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/withdrawals': pageOf([withdrawal(8)]),
      'POST /api/backoffice/withdrawals/8/reject': {
        withdrawal: { ...withdrawal(8, 1), status: 'rejected' },
      },
    });
    renderApp('/queues');
    fireEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธการถอนเงิน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ชื่อบัญชีไม่ตรงกับสมาชิก' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/8/reject'))?.body).toEqual({
      version: 0,
      reason: 'ชื่อบัญชีไม่ตรงกับสมาชิก',
    });
  });

  it('shows who decided first when another operator got there, and reloads the queue', async () => {
    let listed = 0;
    stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/withdrawals': () => {
        listed += 1;
        return pageOf([withdrawal(9)]);
      },
      'POST /api/backoffice/withdrawals/9/approve': failure(
        200,
        12050,
        'รายการนี้ถูกดำเนินการไปแล้วโดย คุณเอ เมื่อ 21 พ.ย. 2569 14:06',
      ),
    });
    renderApp('/queues');
    fireEvent.click(await screen.findByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'อนุมัติการถอนเงิน' });
    const before = listed;
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'รายการนี้ถูกดำเนินการไปแล้วโดย คุณเอ เมื่อ 21 พ.ย. 2569 14:06',
    );
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('reloads the queue on every live event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let listed = 0;
    stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/withdrawals': () => {
        listed += 1;
        return pageOf([withdrawal(listed)]);
      },
    });
    renderApp('/queues');
    await screen.findByRole('row', { name: /สมชาย ใจดี/ });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/backoffice/queues/events');
    source.onopen?.();
    expect(await screen.findByText('อัปเดตสด')).toBeTruthy();
    const before = listed;
    source.onmessage?.();
    await waitFor(() => expect(listed).toBe(before + 1));
  });

  it('hides the decisions from a role that may not make them', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': SUPPORT,
      'GET /api/backoffice/withdrawals': failure(403, 12002, 'บทบาทของท่านไม่มีสิทธิ์ทำรายการนี้'),
    });
    renderApp('/queues');
    expect((await screen.findByRole('alert')).textContent).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
    expect(screen.queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    // Support may not see the queues at all, so the menu does not offer them.
    expect(screen.queryByRole('link', { name: 'คิวรายการ' })).toBeNull();
  });
});

const flagged = {
  id: 5,
  amount: 500,
  reference: 'REF-5',
  reason: 'ไม่พบรายการฝากที่ตรงกัน',
  detail: 'ยอดโอนไม่ตรงกับรายการใด',
  source: 'gateway',
  paid_at: '2026-11-21T03:00:00Z',
  member_id: null,
  member_phone: null,
  status: 'pending',
  credited_member_id: null,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  created_at: '2026-11-21T03:00:01Z',
  version: 2,
};

describe('the flagged deposits queue', () => {
  it('credits a flagged deposit to the member named by phone', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/flagged-deposits': pageOf([flagged]),
      'POST /api/backoffice/flagged-deposits/5/credit': (c: FakeCall) => ({
        flagged: { ...flagged, ...(c.body as object) },
      }),
    });
    renderApp('/queues?tab=flagged');
    expect(
      (await screen.findByRole('tab', { name: 'รายการฝากที่ต้องตรวจสอบ' })).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'เติมให้สมาชิก' }));
    const dialog = await screen.findByRole('dialog', { name: 'เติมรายการฝากให้สมาชิก' });
    fireEvent.change(within(dialog).getByLabelText('เบอร์โทรศัพท์ของสมาชิก'), {
      target: { value: '081-234-5678' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันเติมเงิน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/5/credit'))?.body).toEqual({
      version: 2,
      phone: '0812345678',
    });
  });

  it('returns a flagged deposit to its payer only with a reason', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': FINANCE,
      'GET /api/backoffice/flagged-deposits': pageOf([flagged]),
      'POST /api/backoffice/flagged-deposits/5/return': { flagged: { ...flagged, status: 'returned' } },
    });
    renderApp('/queues?tab=flagged');
    fireEvent.click(await screen.findByRole('button', { name: 'คืนผู้โอน' }));
    const dialog = await screen.findByRole('dialog', { name: 'คืนเงินรายการฝากให้ผู้โอน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันคืนเงิน' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('กรุณาระบุเหตุผล');
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ไม่พบสมาชิกที่โอน' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันคืนเงิน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/5/return'))?.body).toEqual({
      version: 2,
      reason: 'ไม่พบสมาชิกที่โอน',
    });
  });
});
