import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Promotion } from '@ug99/contract';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { callsTo, FakeResponse, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { paymentChannels, paymentInfo, qrIntent } from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DepositFlow } from './deposit-flow.tsx';

const NOW = Date.parse('2026-11-21T07:00:00Z');

const promotion: Promotion = {
  id: 2,
  title: 'ฝากแรกของวัน รับโบนัส 10%',
  image: '/media/promotion-2.svg',
  description: '',
  type: 'daily_deposit',
  min_deposit: 300,
  bonus_percent: 10,
  bonus_cap: 300,
  turnover_multiplier: 3,
  categories: ['slot'],
  max_withdraw: null,
  per_member_limit: 1,
  starts_at: null,
  ends_at: null,
  agent_code: 'ug99',
};

const welcome: Promotion = {
  ...promotion,
  id: 1,
  title: 'สมาชิกใหม่ ฝากแรกรับโบนัส 100%',
  type: 'first_deposit',
  min_deposit: 100,
  bonus_percent: 100,
  bonus_cap: 500,
};
const cashback: Promotion = { ...promotion, id: 4, title: 'คืนยอดเสียทุกสัปดาห์ 5%', type: 'cashback' };

function depositApi() {
  return stubApi({
    '/api/member/payment/channels': paymentChannels(),
    '/api/payment/info': paymentInfo(),
    '/api/promotion/list': [promotion, welcome, cashback],
    '/api/payment/qrcode_info': new FakeResponse(200, {
      error: 5004,
      data: null,
      message: 'ไม่พบรายการฝากเงิน',
    }),
    '/api/payment/generate_qr': ({ body }: FakeCall) =>
      qrIntent(NOW, { amount: (body as { amount: number }).amount }),
    '/api/member/wallets': walletsWith(0),
    '/api/member/points': { point: 0 },
    '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
  });
}

async function deposit500() {
  const quick = await screen.findByRole('group', { name: 'เลือกยอดเงินด่วน' });
  fireEvent.click(within(quick).getByRole('button', { name: 'ฝาก ฿500.00' }));
  fireEvent.click(screen.getByRole('button', { name: 'ดำเนินการฝากเงิน' }));
}

beforeEach(() => {
  useSessionStore.setState({ selectedPromotion: null });
});

describe('the promotion chosen for a deposit (selectedPromotion)', () => {
  it('is shown on the form and sent as promotion_id', async () => {
    useSessionStore.getState().selectPromotion(promotion);
    const fetchMock = depositApi();
    renderWithApp(<DepositFlow />);
    expect((await screen.findByTestId('chosen-promotion')).textContent).toBe(promotion.title);
    await deposit500();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/payment/generate_qr')[0]?.body).toMatchObject({
        amount: 500,
        promotion_id: 2,
      }),
    );
  });

  it('can be removed: the deposit then carries no promotion', async () => {
    useSessionStore.getState().selectPromotion(promotion);
    const fetchMock = depositApi();
    renderWithApp(<DepositFlow />);
    fireEvent.click(await screen.findByRole('radio', { name: /ไม่รับโปรโมชั่น/ }));
    expect(screen.queryByTestId('chosen-promotion')).toBeNull();
    expect(useSessionStore.getState().selectedPromotion).toBeNull();
    await deposit500();
    await waitFor(() => expect(callsTo(fetchMock, '/api/payment/generate_qr')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/payment/generate_qr')[0]?.body).not.toHaveProperty('promotion_id');
  });

  it('is chosen on the form itself: the deposit promotions are offered, cashback is not', async () => {
    const fetchMock = depositApi();
    renderWithApp(<DepositFlow />);
    const group = await screen.findByRole('group', { name: 'เลือกโปรโมชั่นก่อนฝาก' });
    const options = await within(group).findAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.querySelector('span span')?.textContent)).toEqual([
      'ไม่รับโปรโมชั่น',
      promotion.title,
      welcome.title,
    ]);
    expect(within(group).getByRole('radio', { name: /ไม่รับโปรโมชั่น/ })).toHaveProperty('checked', true);
    expect(within(group).getByText(/ฝากขั้นต่ำ ฿100.00 · โบนัส 100% สูงสุด ฿500.00/)).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: new RegExp(welcome.title) }));
    expect(useSessionStore.getState().selectedPromotion?.id).toBe(1);
    expect(screen.getByTestId('chosen-promotion').textContent).toBe(welcome.title);
    await deposit500();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/payment/generate_qr')[0]?.body).toMatchObject({
        amount: 500,
        promotion_id: 1,
      }),
    );
  });
});
