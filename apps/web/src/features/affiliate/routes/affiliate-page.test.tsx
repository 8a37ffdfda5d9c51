import { ERRORS, type AffiliateDaily } from '@ug99/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useReferralStore } from '@/shared/store/referral-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const config = {
  levels: [
    { level: 1, rates: { slot: 0.5, casino: 0.3, fishing: 0.3, sport: 0.2, lotto: 0.5 } },
    { level: 2, rates: { slot: 0.1, casino: 0.06, fishing: 0.06, sport: 0.04, lotto: 0.1 } },
  ],
  min_redeem: 100,
};
const summary = {
  referral_code: 'AB12CD34',
  clicks: 12,
  sign_ups: 3,
  depositors: 2,
  commission_earned: 1234.5,
  available: 250,
  min_redeem: 100,
};
function daily(): AffiliateDaily {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    commission: i === 22 ? 80.25 : i === 10 ? 12 : 0,
    redeemed: 0,
  }));
  return { from: '2026-11-01', to: '2026-11-30', days };
}

function affiliateApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(0, 0, 0, 250),
    '/api/member/points': { point: 0 },
    '/api/affiliate/v2/configs': config,
    '/api/affiliate/summary': summary,
    '/api/affiliate/v2/transactions': daily(),
    '/api/affiliate/transactions': {
      items: [{ type: 'commission', amount: 80.25, date: '2026-11-23', created_at: '2026-11-23T17:01:00Z' }],
      page: 1,
      page_size: 20,
      total: 1,
    },
    '/api/affiliate/network': {
      items: [
        {
          phone: '081-xxx-x678',
          level: 1,
          joined_at: '2026-11-02T03:00:00Z',
          turnover_month: 5000,
          commission: 25,
        },
      ],
      level: 1,
      page: 1,
      page_size: 20,
      total: 1,
    },
    '/api/affiliate/redeem': { amount: 150, available: 100 },
    ...overrides,
  });
}

beforeEach(() => {
  useUserStore.getState().clearUser();
  useReferralStore.setState({ code: null });
});

describe('/affiliate', () => {
  it('shows a visitor the rates from the configs call and the way to join', async () => {
    affiliateApi();
    renderRoutes('/affiliate');
    expect(await screen.findByText('สมัครสมาชิกเพื่อรับลิงก์แนะนำของคุณ')).toBeDefined();
    const table = await screen.findByRole('table');
    const slot = within(table).getByRole('row', { name: /สล็อต/ });
    expect(slot.textContent).toContain('0.5%');
    expect(slot.textContent).toContain('0.1%');
    expect(screen.getByText('ถอนค่าแนะนำได้ขั้นต่ำ ฿100.00')).toBeDefined();
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });

  it("shows a member's code, links, QR code, figures, 30-day chart, network and history", async () => {
    useUserStore.getState().loginSuccess('tok');
    affiliateApi();
    renderRoutes('/affiliate');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
    expect(screen.getByText(`${window.location.origin}/register?ref=AB12CD34`)).toBeDefined();
    expect(screen.getByText(`${window.location.origin}/?ag=ug99&ref=AB12CD34`)).toBeDefined();
    const qr = screen.getByRole('img', { name: 'คิวอาร์โค้ดลิงก์สมัครสมาชิก' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(qr.getAttribute('data-qr-value')).toBe(`${window.location.origin}/register?ref=AB12CD34`);
    expect(screen.getByText('12 คน')).toBeDefined();
    expect(screen.getByText('฿1,234.50')).toBeDefined();
    const chart = await screen.findByTestId('commission-chart');
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    expect(Number(bars[22]!.getAttribute('height'))).toBeGreaterThan(
      Number(bars[10]!.getAttribute('height')),
    );
    expect(Number(bars[0]!.getAttribute('height'))).toBe(0);
    expect(await screen.findByText('081-xxx-x678')).toBeDefined();
    expect(screen.getByText('ค่าแนะนำประจำวัน')).toBeDefined();
  });

  it('redeems: checks the minimum and the available amount first, then sends once with a request id', async () => {
    useUserStore.getState().loginSuccess('tok');
    const fetchMock = affiliateApi();
    renderRoutes('/affiliate');
    const field = await screen.findByLabelText('จำนวนเงินที่ต้องการถอน');
    const submit = screen.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' });
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(submit);
    expect(await screen.findByText('ถอนได้ขั้นต่ำ ฿100.00')).toBeDefined();
    fireEvent.change(field, { target: { value: '300' } });
    fireEvent.click(submit);
    expect(await screen.findByText('ถอนได้ไม่เกิน ฿250.00', { selector: '[id$=error], p' })).toBeDefined();
    expect(callsTo(fetchMock, '/api/affiliate/redeem')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo(fetchMock, '/api/affiliate/redeem')).toHaveLength(1));
    const body = callsTo(fetchMock, '/api/affiliate/redeem')[0]!.body as {
      amount: number;
      request_id: string;
    };
    expect(body.amount).toBe(150);
    expect(body.request_id).toMatch(UUID_V4);
  });

  it("shows the server's refusal under the amount", async () => {
    useUserStore.getState().loginSuccess('tok');
    affiliateApi({ '/api/affiliate/redeem': failWith('AFFILIATE_REDEEM_INSUFFICIENT') });
    renderRoutes('/affiliate');
    fireEvent.change(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }));
    expect(await screen.findByText(ERRORS.AFFILIATE_REDEEM_INSUFFICIENT.message)).toBeDefined();
  });
});

describe('referral code from the home page to /register', () => {
  it('counts the visit and fills the register form with the kept code', async () => {
    const fetchMock = affiliateApi({
      '/api/affiliate/visit': { counted: true },
      '/api/agent/validate': { agent_code: 'ug99', agent_name: 'UG99' },
    });
    const view = renderRoutes('/?ag=ug99&ref=ab12cd34');
    await waitFor(() => expect(callsTo(fetchMock, '/api/affiliate/visit')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/affiliate/visit')[0]!.body).toEqual({ ref: 'AB12CD34' });
    await view.router.navigate('/register');
    const ref = await screen.findByLabelText(/รหัสแนะนำ/);
    expect((ref as HTMLInputElement).value).toBe('AB12CD34');
  });
});
