import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as CouponPage } from './coupon.tsx';

const redeemed = {
  code: 'SONGKRAN50',
  reward_kind: 'credit',
  reward_amount: 50,
  redeemed_at: '2026-04-13T03:00:00Z',
};

describe('coupon page', () => {
  beforeEach(() => useUserStore.getState().loginSuccess('tok'));

  const type = (code: string) => {
    fireEvent.change(screen.getByLabelText('รหัสคูปอง'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
  };

  it('redeems a code and says what it gave, then lists it in the history', async () => {
    let history: unknown[] = [];
    const api = stubApi({
      '/api/member/coupon/history': () => ({ items: history }),
      '/api/member/coupon/redeem': () => {
        history = [redeemed];
        return redeemed;
      },
      '/api/member/wallets': walletsWith(0, 0, 50),
      '/api/member/points': { point: 0 },
    });
    renderWithApp(<CouponPage />, { route: '/member/coupon' });
    expect(await screen.findByText('ยังไม่เคยใช้คูปอง')).toBeDefined();
    type('songkran50');
    expect((await screen.findByRole('status')).textContent).toBe(
      'ใช้คูปอง SONGKRAN50 สำเร็จ ได้รับ เครดิตฟรี ฿50.00',
    );
    expect(callsTo(api, '/api/member/coupon/redeem')[0]!.body).toEqual({ code: 'songkran50' });
    expect(await screen.findByText('SONGKRAN50')).toBeDefined();
  });

  it("shows the server's Thai refusal in the form", async () => {
    stubApi({
      '/api/member/coupon/history': { items: [] },
      '/api/member/coupon/redeem': failWith('COUPON_ALREADY_USED'),
    });
    renderWithApp(<CouponPage />, { route: '/member/coupon' });
    type('USED');
    expect((await screen.findByRole('alert')).textContent).toContain('ท่านใช้คูปองนี้ไปแล้ว');
  });

  it('refuses a code a person cannot send before calling the server', async () => {
    const api = stubApi({ '/api/member/coupon/history': { items: [] } });
    renderWithApp(<CouponPage />, { route: '/member/coupon' });
    type('ไม่ใช่รหัส');
    await waitFor(() => expect(screen.getByText(/รหัสคูปองมีได้เฉพาะตัวอักษรภาษาอังกฤษ/)).toBeDefined());
    expect(callsTo(api, '/api/member/coupon/redeem')).toEqual([]);
  });
});
