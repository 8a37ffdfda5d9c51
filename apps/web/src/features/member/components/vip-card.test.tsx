import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VipStatus } from '@ug99/contract';
import { callsTo, FakeResponse, stubApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { useUserStore } from '@/shared/store/user-store.ts';
import { VipCard } from './vip-card.tsx';

const gold: VipStatus = {
  level: 1,
  terms: { lotto_discount_extra_percent: 1.5, cashback_bonus_percent: 1, monthly_bonus: 100 },
  deposits: 12_500,
  turnover: 40_000.5,
  next: {
    level: 2,
    deposit_threshold: 100_000,
    turnover_threshold: 1_000_000,
    deposit_to_go: 87_500,
    turnover_to_go: 959_999.5,
    terms: { lotto_discount_extra_percent: 3, cashback_bonus_percent: 2, monthly_bonus: 400 },
  },
  month_bonus_paid: 100,
};

beforeEach(() => useUserStore.getState().loginSuccess('tok'));

describe('VipCard', () => {
  it('shows the level, its three terms in Thai with baht to 2 decimals, and how far the next level is', async () => {
    const api = stubApi({ '/api/vip/status': gold });
    renderWithApp(<VipCard />);
    const card = await screen.findByRole('region', { name: 'สิทธิประโยชน์ VIP' });
    expect(await within(card).findByText('สมาชิกระดับโกลด์')).toBeDefined();
    expect(card.querySelector('svg[data-vip="gold"]')).not.toBeNull();
    expect(within(card).getByText('+1.50%')).toBeDefined();
    expect(within(card).getByText('+1.00%')).toBeDefined();
    expect(within(card).getByText('฿100.00')).toBeDefined();
    expect(within(card).getByText('ได้รับของเดือนนี้แล้ว')).toBeDefined();
    expect(within(card).getByText('เลื่อนเป็นสมาชิกระดับฮีโร่')).toBeDefined();
    expect(within(card).getByText('อีก ฿87,500.00')).toBeDefined();
    expect(within(card).getByText('อีก ฿959,999.50')).toBeDefined();
    const deposits = within(card).getByRole('progressbar', { name: /^ยอดฝากสะสม/ });
    expect(deposits.getAttribute('aria-valuenow')).toBe('13');
    // What the next level would give.
    expect(within(card).getByText('฿400.00')).toBeDefined();
    expect(callsTo(api, '/api/vip/status')).toHaveLength(1);
  });

  it('says a level that gives nothing gives nothing, and the top level has no next', async () => {
    stubApi({
      '/api/vip/status': {
        ...gold,
        level: 2,
        terms: { lotto_discount_extra_percent: 0, cashback_bonus_percent: 0, monthly_bonus: 0 },
        next: null,
        month_bonus_paid: null,
      },
    });
    renderWithApp(<VipCard />);
    expect(await screen.findByText('ระดับนี้ยังไม่มีสิทธิประโยชน์เพิ่มเติม')).toBeDefined();
    expect(screen.getByText('ท่านอยู่ในระดับสูงสุดแล้ว')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('tells the member when the status cannot be loaded', async () => {
    stubApi({ '/api/vip/status': new FakeResponse(500, { error: 1003, data: null, message: 'x' }) });
    renderWithApp(<VipCard />);
    expect(await screen.findByText('โหลดข้อมูล VIP ไม่สำเร็จ')).toBeDefined();
  });
});
