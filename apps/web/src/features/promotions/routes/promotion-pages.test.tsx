import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, MEMBER_PROMOTION_STATUS_LABELS, type ActivePromotion, type Promotion } from '@ug99/contract';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, FakeResponse, stubApi } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as MemberPromotionsPage } from './member-promotions.tsx';
import { Component as PromotionsPage } from './promotions.tsx';

const promotion: Promotion = {
  id: 3,
  title: 'โบนัสเกมสล็อต 20%',
  image: '/media/promotion-3.svg',
  description: 'ฝากขั้นต่ำ 200 บาท',
  type: 'deposit_bonus',
  min_deposit: 200,
  bonus_percent: 20,
  bonus_cap: 2000,
  turnover_multiplier: 5,
  categories: ['slot', 'fishing'],
  max_withdraw: 10_000,
  per_member_limit: 5,
  starts_at: null,
  ends_at: '2026-12-31T17:00:00.000Z',
  agent_code: 'ug99',
};

const active: ActivePromotion = {
  promotion,
  locked_balance: 480,
  required_turnover: 3000,
  turnover: 750,
  remaining: 2250,
  max_withdraw: 10_000,
  started_at: '2026-11-24T04:00:00.000Z',
};

const preview = {
  promotion_id: 3,
  title: promotion.title,
  locked_balance: 480,
  returned: 400,
  forfeited: 80,
};

function promotionApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/promotion/list': [promotion],
    '/api/member/promotion/active': active,
    '/api/member/promotion/history': [],
    '/api/member/promotion/give_up': preview,
    '/api/member/wallets': walletsWith(0, 480),
    '/api/member/points': { point: 0 },
    '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
    ...overrides,
  });
}

beforeEach(() => {
  useUserStore.getState().loginSuccess('token');
  useSessionStore.setState({ selectedPromotion: null });
});

describe('/member/promotions', () => {
  it('shows the live figures and a bar at the share played', async () => {
    promotionApi();
    renderWithApp(<MemberPromotionsPage />, { route: '/member/promotions' });
    const card = await screen.findByTestId('active-promotion');
    expect(within(card).getByText('฿750.00 / ฿3,000.00')).toBeDefined();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('฿2,250.00')).toBeDefined();
    expect(within(card).getByText('฿480.00')).toBeDefined();
  });

  it('says the exact split before giving up, and confirms again with new figures after a bet moved them', async () => {
    const moved = { ...preview, locked_balance: 240, returned: 200, forfeited: 40 };
    let confirmations = 0;
    const fetchMock = promotionApi({
      '/api/member/promotion/give_up': (call: { method: string }) => {
        if (call.method === 'GET') return preview;
        confirmations += 1;
        if (confirmations === 1) {
          const { code, message } = ERRORS.PROMOTION_GIVE_UP_CHANGED;
          return new FakeResponse(200, { error: code, data: moved, message });
        }
        return {
          id: 1,
          promotion_id: 3,
          title: promotion.title,
          deposit_reference: 'UGABC',
          status: 'given_up',
          status_label: MEMBER_PROMOTION_STATUS_LABELS.given_up,
          deposit: 400,
          bonus: 80,
          required_turnover: 2400,
          released: 200,
          forfeited: 40,
          note: null,
          started_at: '2026-11-24T04:00:00.000Z',
          ended_at: '2026-11-24T05:00:00.000Z',
        };
      },
    });
    renderWithApp(<MemberPromotionsPage />, { route: '/member/promotions' });
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกโปรโมชั่น' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ยกเลิกโปรโมชั่นนี้?' });
    await within(dialog).findByText(/ยอดฝากส่วนที่เหลือ ฿400.00 จะกลับเข้ากระเป๋าหลัก และโบนัสส่วนที่เหลือ ฿80.00/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));
    await within(dialog).findByText(/ยอดฝากส่วนที่เหลือ ฿200.00/);
    expect(within(dialog).getByRole('alert').textContent).toBe(ERRORS.PROMOTION_GIVE_UP_CHANGED.message);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const posted = callsTo(fetchMock, '/api/member/promotion/give_up').filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.body)).toEqual([
      { promotion_id: 3, returned: 400 },
      { promotion_id: 3, returned: 200 },
    ]);
  });

  it('lists a refused promotion with the reason the deposit stayed in main', async () => {
    promotionApi({
      '/api/member/promotion/active': null,
      '/api/member/promotion/history': [
        {
          id: 9,
          promotion_id: 3,
          title: promotion.title,
          deposit_reference: 'UGABC',
          status: 'refused',
          status_label: 'ไม่ได้รับโปรโมชั่น',
          deposit: 150,
          bonus: 0,
          required_turnover: 0,
          released: 0,
          forfeited: 0,
          note: ERRORS.PROMOTION_DEPOSIT_TOO_SMALL.message,
          started_at: '2026-11-24T04:00:00.000Z',
          ended_at: null,
        },
      ],
    });
    renderWithApp(<MemberPromotionsPage />, { route: '/member/promotions' });
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นที่กำลังทำเทิร์น')).toBeDefined();
    expect(await screen.findByText(ERRORS.PROMOTION_DEPOSIT_TOO_SMALL.message)).toBeDefined();
  });
});

describe('/promotions and the promotion dialog', () => {
  it('shows every term, and a refusal to receive in the dialog without leaving it', async () => {
    const fetchMock = promotionApi({
      '/api/member/promotion/receive': failWith('PROMOTION_DEPOSIT_TOUCHED'),
    });
    renderWithApp(<PromotionsPage />, { route: '/promotions' });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(promotion.title) }));
    const dialog = await screen.findByRole('dialog', { name: promotion.title });
    expect(within(dialog).getByText('20% สูงสุด ฿2,000.00')).toBeDefined();
    expect(within(dialog).getByText('5 เท่าของยอดฝากรวมโบนัส')).toBeDefined();
    expect(within(dialog).getByText('สล็อต · ยิงปลา')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'รับโปรโมชั่น' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      ERRORS.PROMOTION_DEPOSIT_TOUCHED.message,
    );
    expect(callsTo(fetchMock, '/api/member/promotion/receive')[0]?.body).toEqual({ promotion_id: 3 });
  });

  it('keeps the choice for the deposit page when the member deposits with it', async () => {
    promotionApi();
    const { router } = renderWithApp(<PromotionsPage />, {
      route: '/promotions',
      extraRoutes: [{ path: '/member/deposit', element: <p>deposit page</p> }],
    });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(promotion.title) }));
    const dialog = await screen.findByRole('dialog', { name: promotion.title });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ฝากพร้อมรับโปรนี้' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/deposit'));
    expect(useSessionStore.getState().selectedPromotion?.id).toBe(3);
  });
});
