import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator, pendingApproval } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const row = {
  id: 42,
  phone: '0812345678',
  first_name: 'สมหญิง',
  last_name: 'รักดี',
  referral_code: 'ABC123',
  bank_account_no: '1234567890',
  locked: false,
  created_at: '2026-11-01T03:00:00Z',
};

const detail = {
  profile: {
    ...row,
    birth_date: '1990-05-15',
    line_id: null,
    upline_member_id: null,
    locked_at: null,
    lock_reason: null,
  },
  bank_accounts: [{ kind: 'main', bank_code: 'KBANK', account_no: '1234567890', account_name: 'สมหญิง รักดี' }],
  wallets: [
    { wallet_type_id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1500.25 },
    { wallet_type_id: 2, wallet_name: 'กระเป๋าโปรโมชั่น', balance: 0 },
  ],
  points: 120,
  deposits: [
    {
      id: 1,
      reference: 'DEP-1',
      channel: 'qr',
      amount: 500,
      credited: 500,
      status: 'credited',
      created_at: '2026-11-20T03:00:00Z',
      paid_at: '2026-11-20T03:01:00Z',
    },
  ],
  withdrawals: [],
  lotto_bills: [],
  game_rounds: [],
  promotions: [],
  responsible_gaming: {
    reality_check_minutes: 60,
    cool_off_until: null,
    self_excluded_until: null,
    limits: [],
  },
  sessions: [],
  notes: [{ id: 1, text: 'โทรมาสอบถามเรื่องโบนัส', operator: 'คุณบริการ', created_at: '2026-11-20T05:00:00Z' }],
};

const statement = {
  total: 1,
  page: 1,
  page_size: 25,
  items: [
    {
      id: 't-1',
      created_at: '2026-11-20T03:01:00Z',
      reason: 'deposit',
      reason_label: 'ฝากเงิน',
      asset: 'THB',
      wallet_type_id: 1,
      amount: 500,
      balance_after: 1500.25,
      memo: null,
    },
  ],
};

describe('members', () => {
  it('searches on the server and opens a member page with its sections', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('support'),
      'GET /api/backoffice/members': (c: FakeCall) => ({
        total: c.query.get('q') ? 1 : 0,
        page: 1,
        page_size: 25,
        items: c.query.get('q') ? [row] : [],
      }),
      'GET /api/backoffice/members/42': detail,
      'GET /api/backoffice/members/42/statement': statement,
    });
    renderApp('/members');
    await screen.findByText('ไม่มีรายการ');
    fireEvent.change(screen.getByLabelText('ค้นหาสมาชิก'), { target: { value: ' 0812345678 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    const link = await screen.findByRole('link', { name: '0812345678' });
    const search = calls.filter((c) => c.path === '/api/backoffice/members').at(-1)!;
    expect(search.query.get('q')).toBe('0812345678');
    expect(search.query.get('sort')).toBe('-created_at');
    expect(search.query.get('page')).toBe('1');

    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'สมหญิง รักดี' });
    expect(screen.getByText('฿1,500.25', { selector: 'p' })).toBeTruthy();
    const ledger = await screen.findByRole('table', { name: 'รายการเดินบัญชี' });
    expect(within(ledger).getByRole('row', { name: /ฝากเงิน/ }).textContent).toContain('กระเป๋าหลัก');
    expect(within(screen.getByRole('table', { name: 'รายการฝาก' })).getByText('DEP-1')).toBeTruthy();
    expect(screen.getByText('โทรมาสอบถามเรื่องโบนัส')).toBeTruthy();
    // Support may lock and reset sessions, never adjust money.
    expect(screen.getByRole('button', { name: 'ระงับบัญชี' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ปรับยอดเงิน' })).toBeNull();
  });

  it('adjusts a balance with a reason and one request id, and shows the balance after', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/members/42': detail,
      'GET /api/backoffice/members/42/statement': statement,
      'POST /api/backoffice/members/42/adjust': {
        transfer_id: 9,
        balance_after: 1400.25,
        replayed: false,
        approval: null,
      },
    });
    renderApp('/members/42');
    fireEvent.click(await screen.findByRole('button', { name: 'ปรับยอดเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปรับยอดเงินสมาชิก' });
    fireEvent.change(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), { target: { value: '-100.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับยอด' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('กรุณาระบุเหตุผล');
    fireEvent.change(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), { target: { value: '-100' } });
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'โบนัสเข้าซ้ำ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับยอด' }));
    expect(await screen.findByText('ปรับยอดแล้ว ยอดคงเหลือ ฿1,400.25')).toBeTruthy();
    const body = calls.find((c) => c.path.endsWith('/adjust'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ wallet_type_id: 1, amount: -100, reason: 'โบนัสเข้าซ้ำ' });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells the operator an adjustment above the limit waits for a second operator', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/members/42': detail,
      'GET /api/backoffice/members/42/statement': statement,
      'POST /api/backoffice/members/42/adjust': {
        transfer_id: null,
        balance_after: null,
        replayed: false,
        approval: pendingApproval(7, 'member.adjust'),
      },
    });
    renderApp('/members/42');
    fireEvent.click(await screen.findByRole('button', { name: 'ปรับยอดเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปรับยอดเงินสมาชิก' });
    fireEvent.change(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), { target: { value: '90000' } });
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ทดสอบ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับยอด' }));
    expect(await screen.findByText('ยอดเกินวงเงิน ส่งคำขอ #7 แล้ว รอผู้ดูแลอีกคนอนุมัติ')).toBeTruthy();
  });

  it('locks a member with a reason and adds a note', async () => {
    let locked = false;
    const notes = [...detail.notes];
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('support'),
      'GET /api/backoffice/members/42': () => ({
        ...detail,
        notes,
        profile: {
          ...detail.profile,
          locked,
          lock_reason: locked ? 'สงสัยทุจริต' : null,
          locked_at: locked ? '2026-11-21T07:00:00Z' : null,
        },
      }),
      'GET /api/backoffice/members/42/statement': statement,
      'POST /api/backoffice/members/42/lock': () => {
        locked = true;
        return { locked: true, locked_at: '2026-11-21T07:00:00Z', lock_reason: 'สงสัยทุจริต' };
      },
      'POST /api/backoffice/members/42/notes': (c: FakeCall) => {
        const note = {
          id: 2,
          text: (c.body as { text: string }).text,
          operator: 'คุณทดสอบ',
          created_at: '2026-11-21T07:01:00Z',
        };
        notes.unshift(note);
        return note;
      },
    });
    renderApp('/members/42');
    fireEvent.click(await screen.findByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับบัญชีสมาชิก' });
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'สงสัยทุจริต' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันระงับบัญชี' }));
    expect(await screen.findByRole('button', { name: 'ยกเลิกการระงับ' })).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/lock'))?.body).toEqual({ reason: 'สงสัยทุจริต' });

    fireEvent.change(screen.getByLabelText('โน้ตใหม่'), { target: { value: 'แจ้งสมาชิกทาง LINE แล้ว' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกโน้ต' }));
    expect(await screen.findByText('แจ้งสมาชิกทาง LINE แล้ว')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('โน้ตใหม่').value).toBe(''));
  });
});
