import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoApproval, BoWithdrawRulesState } from '@ug99/contract';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const rules = {
  enabled: true,
  max_per_withdrawal: 5_000,
  max_per_member_day: 20_000,
  hourly_budget: 50_000,
  daily_budget: 300_000,
  min_account_age_hours: 168,
  min_turnover_percent: 100,
  first_withdrawal_to_person: true,
};

const state: BoWithdrawRulesState = {
  rules,
  source: 'saved',
  payout_gateway: 'sandbox',
  auto_last_hour: 1_250.5,
  auto_today: 12_000,
  in_flight: 3,
  failed_today: 1,
  unknown: 2,
  pending_approval: null,
  reconciliation: {
    day: '2026-11-28',
    gateway: 'sandbox',
    checked_at: '2026-11-28T17:01:00.000Z',
    matched: 41,
    ours_count: 42,
    ours_total: 84_000,
    theirs_count: 42,
    theirs_total: 84_500,
    differences: [
      {
        kind: 'amount_differs',
        payout_id: 'withdrawal:7',
        withdrawal_id: 7,
        ours: 500,
        gateway: 1_000,
        status: 'paid',
      },
    ],
  },
};

const request: BoApproval = {
  id: 17,
  kind: 'withdraw.rules',
  subject: 'agent:1',
  summary: 'ผ่อนกฎอนุมัติถอนอัตโนมัติ',
  payload: {},
  requested_by: 'finance1',
  requested_by_id: 2,
  requested_at: '2026-11-29T05:00:00.000Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  reason: null,
  may_decide: false,
};

const field = (name: string) => screen.getByLabelText(name);
const postOf = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === '/api/backoffice/withdraw-rules');

describe('automatic approval rules', () => {
  it('shows the rules, today’s automatic totals against the budgets and the payouts in flight', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/withdraw-rules': state,
    });
    renderApp('/withdraw-rules');
    expect(await screen.findByRole('heading', { name: 'กฎอนุมัติถอนอัตโนมัติ' })).toBeTruthy();
    const today = (await screen.findByRole('heading', { name: 'วันนี้' })).closest('section')!;
    expect(today.textContent).toContain('฿1,250.50');
    expect(today.textContent).toContain('จากงบ ฿50,000.00');
    expect(today.textContent).toContain('฿12,000.00');
    expect(today.textContent).toContain('จากงบ ฿300,000.00');
    expect(within(today).getByText('กำลังโอน').nextSibling?.textContent).toBe('3 รายการ');
    expect(within(today).getByText('ไม่ทราบผล').nextSibling?.textContent).toBe('2 รายการ');
    const recon = screen.getByRole('heading', { name: 'กระทบยอดการจ่ายเงินกับเกตเวย์' }).closest('section')!;
    expect(within(recon).getByText('ตรงกัน').nextSibling?.textContent).toBe('41 รายการ');
    const differences = within(recon).getByRole('list', { name: 'รายการที่ไม่ตรงกัน' });
    expect(within(differences).getByRole('listitem').textContent).toBe(
      'รายการถอน #7: ยอดเงินไม่ตรงกันในระบบ ฿500.00 · เกตเวย์ ฿1,000.00 · สถานะในระบบ จ่ายแล้ว',
    );
    expect((field('สูงสุดต่อรายการ (บาท)') as HTMLInputElement).value).toBe('5000');
    expect((field('เปิดการอนุมัติถอนอัตโนมัติ') as HTMLInputElement).checked).toBe(true);
    // The menu links it beside the withdrawal queues.
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links.indexOf('กฎถอนอัตโนมัติ')).toBe(links.indexOf('คิวรายการ') + 1);
  });

  it('a tightening is saved at once', async () => {
    const tighter = { ...rules, max_per_withdrawal: 2_000 };
    const api = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/withdraw-rules': state,
      'POST /api/backoffice/withdraw-rules': { applied: true, state: { ...state, rules: tighter } },
    });
    renderApp('/withdraw-rules');
    fireEvent.change(await screen.findByLabelText('สูงสุดต่อรายการ (บาท)'), { target: { value: '2,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกกฎ' }));
    expect(await screen.findByText('บันทึกกฎแล้ว มีผลทันที')).toBeTruthy();
    expect(postOf(api).map((c) => c.body)).toEqual([tighter]);
    expect((field('สูงสุดต่อรายการ (บาท)') as HTMLInputElement).value).toBe('2000');
  });

  it('a loosening becomes a four-eyes request, and the page says it has no effect yet', async () => {
    const api = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/withdraw-rules': state,
      'POST /api/backoffice/withdraw-rules': {
        applied: false,
        state: { ...state, pending_approval: request },
      },
    });
    renderApp('/withdraw-rules');
    fireEvent.click(await screen.findByLabelText('การถอนครั้งแรกของสมาชิกให้ผู้ใช้งานตรวจเสมอ'));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกกฎ' }));
    expect((await screen.findByText(/ส่งคำขอ #17 แล้ว/)).textContent).toMatch(/ยังไม่มีผล/);
    expect(screen.getByText(/มีคำขอผ่อนกฎ #17 จาก finance1/)).toBeTruthy();
    expect(postOf(api)[0]?.body).toEqual({ ...rules, first_withdrawal_to_person: false });
  });

  it('a value the rules refuse shows the Thai reason and sends nothing; the server’s refusal is shown too', async () => {
    const api = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/withdraw-rules': {
        ...state,
        payout_gateway: null,
        rules: { ...rules, enabled: false },
      },
      'POST /api/backoffice/withdraw-rules': failure(
        200,
        12500,
        'ยังไม่มีเกตเวย์จ่ายเงินที่เปิดใช้งาน จึงเปิดการอนุมัติถอนอัตโนมัติไม่ได้ ยังไม่มีการเปลี่ยนแปลงใด ๆ',
      ),
    });
    renderApp('/withdraw-rules');
    const perDay = await screen.findByLabelText('สูงสุดต่อสมาชิกต่อวัน (บาท)');
    fireEvent.change(perDay, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกกฎ' }));
    expect(await screen.findByText('เพดานต่อสมาชิกต่อวันต้องไม่น้อยกว่าเพดานต่อรายการ')).toBeTruthy();
    fireEvent.change(perDay, { target: { value: '20000' } });
    fireEvent.change(field('อายุบัญชีขั้นต่ำ (ชั่วโมง)'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกกฎ' }));
    expect(await screen.findByText('อายุบัญชีต้องเป็นจำนวนชั่วโมงเต็ม')).toBeTruthy();
    expect(postOf(api)).toHaveLength(0);
    fireEvent.change(field('อายุบัญชีขั้นต่ำ (ชั่วโมง)'), { target: { value: '168' } });
    fireEvent.click(field('เปิดการอนุมัติถอนอัตโนมัติ'));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกกฎ' }));
    expect(await screen.findByText(/ยังไม่มีเกตเวย์จ่ายเงินที่เปิดใช้งาน/)).toBeTruthy();
    expect(postOf(api)).toHaveLength(1);
  });
});
