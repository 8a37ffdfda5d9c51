import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { pickThaiDate } from '@/test/thai-date.ts';
import { lossHistory, lossPeriod, report, rules, turnoverHistory } from '../test/fixtures.ts';

function cashbackApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(900),
    '/api/member/points': { point: 0 },
    '/api/cashback/rules': rules,
    '/api/cashback/loss/history': lossHistory([lossPeriod()]),
    '/api/cashback/turnover/history': turnoverHistory,
    '/api/member/winloss': report,
    ...overrides,
  });
}

beforeEach(() => {
  useUserStore.getState().clearUser();
});

describe('rebate pages', () => {
  it('a visitor reads the loss rebate rules with the server’s numbers and a login prompt, and nothing of a member is asked', async () => {
    const fetchMock = cashbackApi();
    renderRoutes('/winloss');
    // The first page of the file also loads the lazy route: more time than findBy's default second.
    await screen.findByText(
      /คืน 5% ของยอดเสียสุทธิ ปัดเศษสตางค์ลง เมื่อยอดเสียสุทธิตั้งแต่ ฿100.00 ขึ้นไป/,
      {},
      { timeout: 5000 },
    );
    expect(screen.getByText('รับคืนได้สูงสุดสัปดาห์ละ ฿10,000.00')).toBeDefined();
    expect(screen.getByText('เข้าสู่ระบบเพื่อดูยอดของท่าน')).toBeDefined();
    const logins = screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' }).map((a) => a.getAttribute('href'));
    expect(logins).toContain('/login');
    expect(callsTo(fetchMock, '/api/cashback/loss/history')).toEqual([]);
  });

  it('a member claims a claimable week: the claim names the week, the money and the list refresh', async () => {
    useUserStore.getState().loginSuccess('tok');
    let claimed = false;
    const fetchMock = cashbackApi({
      '/api/cashback/loss/history': () =>
        lossHistory([
          claimed ? lossPeriod({ state: 'claimed', claimed_at: '2026-03-16T03:00:00.000Z' }) : lossPeriod(),
        ]),
      '/api/cashback/loss/claim': (call: FakeCall) => {
        claimed = true;
        return {
          kind: 'loss',
          period: (call.body as { period: string }).period,
          amount: 55,
          claimed_at: '',
          balance: 955,
        };
      },
    });
    renderRoutes('/winloss');
    const week = await screen.findByRole('article', { name: '9 มี.ค. 2569 – 15 มี.ค. 2569' });
    expect(within(week).getByText('฿1,100.00')).toBeDefined();
    expect(within(week).getByText('รับได้ถึง 23 มี.ค. 2569 00:00 น.')).toBeDefined();
    const success = vi.spyOn(toast, 'success');
    const walletCalls = callsTo(fetchMock, '/api/member/wallets').length;
    fireEvent.click(within(week).getByRole('button', { name: 'กดรับยอดคืน' }));
    await within(week).findByText('รับแล้ว');
    expect(callsTo(fetchMock, '/api/cashback/loss/claim').map((c) => c.body)).toEqual([
      { kind: 'loss', period: '2026-03-09' },
    ]);
    expect(within(week).queryByRole('button', { name: 'กดรับยอดคืน' })).toBeNull();
    expect(success).toHaveBeenCalledWith('รับยอดคืน ฿55.00 เข้ากระเป๋าหลักแล้ว');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/member/wallets').length).toBeGreaterThan(walletCalls),
    );
  });

  it('a refused claim shows the server’s Thai message and the refreshed state', async () => {
    useUserStore.getState().loginSuccess('tok');
    let refused = false;
    cashbackApi({
      '/api/cashback/loss/history': () =>
        lossHistory([refused ? lossPeriod({ state: 'expired' }) : lossPeriod()]),
      '/api/cashback/loss/claim': () => {
        refused = true;
        return failWith('CASHBACK_EXPIRED');
      },
    });
    const error = vi.spyOn(toast, 'error');
    renderRoutes('/winloss');
    const week = await screen.findByRole('article', { name: '9 มี.ค. 2569 – 15 มี.ค. 2569' });
    fireEvent.click(within(week).getByRole('button', { name: 'กดรับยอดคืน' }));
    await within(week).findByText('หมดเวลารับ');
    expect(error).toHaveBeenCalledWith('หมดเวลารับยอดคืนของงวดนี้แล้ว', expect.anything());
  });

  it('the daily page shows each category’s turnover and the rate table, and claims with kind turnover', async () => {
    useUserStore.getState().loginSuccess('tok');
    const fetchMock = cashbackApi({
      '/api/cashback/loss/claim': {
        kind: 'turnover',
        period: '2026-03-10',
        amount: 5.99,
        claimed_at: '',
        balance: 1,
      },
    });
    renderRoutes('/cashback');
    const day = await screen.findByRole('article', { name: '10 มี.ค. 2569' });
    expect(within(day).getByText('ยอดเทิร์น คาสิโน')).toBeDefined();
    expect(within(day).getByText('฿333.33')).toBeDefined();
    expect(within(screen.getByRole('table')).getByRole('row', { name: 'หวย 0.1%' })).toBeDefined();
    fireEvent.click(within(day).getByRole('button', { name: 'กดรับยอดคืน' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/cashback/loss/claim').map((c) => c.body)).toEqual([
        { kind: 'turnover', period: '2026-03-10' },
      ]),
    );
  });
});

describe('/member/winloss', () => {
  beforeEach(() => useUserStore.getState().loginSuccess('tok'));

  it('shows the days by category with totals and a bar per day', async () => {
    cashbackApi();
    renderRoutes('/member/winloss');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('9 มี.ค. 2569')).toBeDefined();
    expect(within(table).getByRole('row', { name: 'คาสิโน ฿200.00 ฿0.00 -฿200.00' })).toBeDefined();
    expect(within(table).getByRole('row', { name: 'รวมทั้งช่วง ฿350.00 ฿250.00 -฿100.00' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'กราฟผลได้เสียรายวัน' }).querySelectorAll('rect')).toHaveLength(1);
  });

  it('refuses a backwards or too long range in Thai before sending, and sends a good one', async () => {
    const fetchMock = cashbackApi();
    const { location } = renderRoutes('/member/winloss');
    await screen.findByRole('group', { name: 'ตั้งแต่วันที่' });
    pickThaiDate('ตั้งแต่วันที่', '2026-03-10');
    pickThaiDate('ถึงวันที่', '2026-03-01');
    expect(await screen.findByText('วันเริ่มต้นต้องไม่เกินวันสิ้นสุด')).toBeDefined();
    pickThaiDate('ตั้งแต่วันที่', '2025-11-01');
    expect(await screen.findByText('เลือกได้ไม่เกิน 93 วัน')).toBeDefined();
    const sent = callsTo(fetchMock, '/api/member/winloss').length;
    fireEvent.click(screen.getByRole('button', { name: 'แสดง' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(fetchMock, '/api/member/winloss')).toHaveLength(sent);

    pickThaiDate('ตั้งแต่วันที่', '2026-02-01');
    // Day, Thai month name and Buddhist-era year, never the browser's mm/dd/yyyy.
    expect(
      (screen.getByRole('combobox', { name: 'ตั้งแต่วันที่ เดือน' }) as HTMLSelectElement).selectedOptions[0]!
        .textContent,
    ).toBe('กุมภาพันธ์');
    expect(screen.getByRole('combobox', { name: 'ตั้งแต่วันที่ ปี (พ.ศ.)' })).toHaveProperty('value', '2569');
    fireEvent.click(screen.getByRole('button', { name: 'แสดง' }));
    await waitFor(() => expect(location()).toBe('/member/winloss?from=2026-02-01&to=2026-03-01'));
    await waitFor(() => {
      const last = callsTo(fetchMock, '/api/member/winloss').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    });
  });
});
