import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { inquiry, paymentChannels, paymentInfo, qrIntent } from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import type { InquiryStatus } from '@ug99/contract';
import { DepositFlow } from './deposit-flow.tsx';

const NOW = Date.parse('2026-11-21T07:00:00Z');

/** A member whose deposit is already paid, with what it brought (docs/ENGAGEMENT.md "When rewards arrive"). */
function paidDeposit(rewards: InquiryStatus['rewards']) {
  const intent = qrIntent(NOW, { amount: 500, pay_amount: 500 });
  return stubApi({
    '/api/member/payment/channels': paymentChannels(),
    '/api/payment/info': paymentInfo(),
    '/api/payment/qrcode_info': intent,
    '/api/payment/inquiry_status': inquiry(intent, 'paid', rewards),
    '/api/member/wallets': walletsWith(500),
    '/api/member/points': { point: 5 },
    '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
    '/api/member/promotion/history': [],
  });
}

describe('the deposit success dialog', () => {
  it('names the points and the free spin that came with the deposit, with the way to the wheel', async () => {
    paidDeposit({ points: 5, free_spins: 1 });
    renderWithApp(<DepositFlow />);
    await screen.findByText('ฝากเงินสำเร็จ');
    const rewards = await screen.findByTestId('deposit-rewards');
    expect(rewards.textContent).toContain('ได้รับ 5 พอยท์ และสิทธิ์หมุนวงล้อ 1 ครั้ง');
    expect(screen.getByRole('link', { name: 'ไปหมุนวงล้อ' }).getAttribute('href')).toBe('/member/wheel');
  });

  it('names only the points when the deposit earned no spin', async () => {
    paidDeposit({ points: 3, free_spins: 0 });
    renderWithApp(<DepositFlow />);
    expect((await screen.findByTestId('deposit-rewards')).textContent).toContain('ได้รับ 3 พอยท์');
    expect(screen.getByTestId('deposit-rewards').textContent).not.toContain('วงล้อ');
    expect(screen.queryByRole('link', { name: 'ไปหมุนวงล้อ' })).toBeNull();
  });

  it('says nothing about rewards when the deposit earned none', async () => {
    paidDeposit({ points: 0, free_spins: 0 });
    renderWithApp(<DepositFlow />);
    await screen.findByText('ฝากเงินสำเร็จ');
    expect(screen.queryByTestId('deposit-rewards')).toBeNull();
  });
});
