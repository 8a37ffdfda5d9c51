import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoValueCaps } from '@ug99/contract';
import { stubApi } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const cap = (
  key: string,
  name: string,
  roles: string[],
  unit: 'baht' | 'points' | 'spins' | 'rate',
  a: number,
  d: number,
) => ({
  key,
  name,
  unit,
  roles,
  per_action_label: 'ต่อครั้ง',
  per_action: a,
  per_operator_day: d,
  updated_by: null,
  updated_at: null,
});

const caps = {
  caps: [
    cap('balance_adjust', 'ปรับยอดเงินสมาชิก', ['finance'], 'baht', 5_000, 20_000),
    cap('shop_credit', 'สินค้าเครดิตในร้านแลกพอยท์', ['marketing'], 'baht', 500, 5_000),
    cap('points_adjust', 'ปรับพอยท์สมาชิก', ['marketing', 'finance'], 'points', 10_000, 50_000),
    cap('lotto_rates', 'อัตราจ่ายหวย', ['lotto'], 'rate', 20, 100),
  ],
  outside: [
    {
      key: 'cashback_rates',
      name: 'อัตราคืนยอดเสีย/คืนยอดเล่น',
      where: 'ไม่มีในระบบหลังบ้าน: ตั้งในค่าระบบตอนติดตั้ง (CASHBACK_LOSS_RATE_BP, CASHBACK_TURNOVER_RATES_BP)',
    },
  ],
} as BoValueCaps;

describe('operator-created value', () => {
  it('shows every cap; finance edits marketing’s caps, not its own', async () => {
    const saved = {
      ...caps,
      caps: caps.caps.map((c) => (c.key === 'shop_credit' ? { ...c, per_action: 800 } : c)),
    };
    const api = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/value-caps': caps,
      'POST /api/backoffice/value-caps/shop_credit': saved,
    });
    renderApp('/value-caps');
    const table = await screen.findByRole('table', { name: 'วงเงินแต่ละช่องทาง' });
    const balance = within(table).getByRole('row', { name: /ปรับยอดเงินสมาชิก/ });
    expect(balance.textContent).toContain('฿5,000.00');
    expect(balance.textContent).toContain('ผู้ดูแลระบบเป็นผู้ตั้ง');
    expect(within(table).getByRole('row', { name: /ปรับพอยท์สมาชิก/ }).textContent).toContain('50,000 พอยท์');
    expect(screen.getByText('อัตราคืนยอดเสีย/คืนยอดเล่น')).toBeTruthy();
    expect(screen.getByText(/CASHBACK_LOSS_RATE_BP/)).toBeTruthy();
    // A lotto rate cap reads in baht per baht with two decimals.
    expect(screen.getAllByText('20.00 บาทต่อบาท').length).toBeGreaterThan(0);
    const shop = within(table).getByRole('row', { name: /สินค้าเครดิต/ });
    fireEvent.click(within(shop).getByRole('button', { name: 'แก้ไขวงเงิน' }));
    const dialog = await screen.findByRole('dialog');
    const perAction = within(dialog).getByLabelText('วงเงินต่อครั้ง (บาท)');
    fireEvent.change(perAction, { target: { value: '9000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกวงเงิน' }));
    expect(await within(dialog).findByText('วงเงินต่อวันต้องไม่น้อยกว่าวงเงินต่อครั้ง')).toBeTruthy();
    fireEvent.change(perAction, { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกวงเงิน' }));
    expect(await screen.findByText('บันทึกวงเงินของ "สินค้าเครดิตในร้านแลกพอยท์" แล้ว')).toBeTruthy();
    const post = api.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/backoffice/value-caps/shop_credit',
    );
    expect(post?.body).toEqual({ per_action: 800, per_operator_day: 5_000 });
  });
});
