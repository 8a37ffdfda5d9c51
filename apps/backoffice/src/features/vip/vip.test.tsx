import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS, type BoVipTermsList } from '@ug99/contract';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const level = (n: 1 | 2, o: Partial<BoVipTermsList['items'][number]> = {}) => ({
  level: n,
  name: n === 1 ? 'สมาชิกระดับโกลด์' : 'สมาชิกระดับฮีโร่',
  lotto_discount_extra_bp: 0,
  cashback_bonus_bp: 0,
  monthly_bonus: 0,
  deposit_threshold: n === 1 ? 10_000 : 100_000,
  turnover_threshold: n === 1 ? 100_000 : 1_000_000,
  updated_by: null,
  updated_at: null,
  ...o,
});

const list: BoVipTermsList = {
  items: [
    level(1, {
      lotto_discount_extra_bp: 150,
      cashback_bonus_bp: 50,
      monthly_bonus: 100,
      updated_by: 'admin:คุณทดสอบ',
      updated_at: '2026-11-20T03:00:00.000Z',
    }),
    level(2),
  ],
};

describe('VIP levels', () => {
  it('lists each level’s thresholds and terms, and saves a level’s terms in basis points', async () => {
    const api = stubApi({
      'GET /api/backoffice/auth/me': operator('admin'),
      'GET /api/backoffice/vip/terms': list,
      'POST /api/backoffice/vip/terms/2': {
        terms: level(2, { lotto_discount_extra_bp: 325 }),
        changed: true,
      },
    });
    renderApp('/vip');
    const table = await screen.findByRole('table', { name: 'สิทธิประโยชน์ของแต่ละระดับ' });
    expect(screen.getAllByRole('link', { name: 'ระดับ VIP' }).length).toBeGreaterThan(0);
    const gold = within(table).getByRole('row', { name: /สมาชิกระดับโกลด์/ });
    expect(gold.textContent).toContain('1.50%');
    expect(gold.textContent).toContain('0.50%');
    expect(gold.textContent).toContain('฿100.00');
    expect(gold.textContent).toContain('฿10,000.00');
    const hero = within(table).getByRole('row', { name: /สมาชิกระดับฮีโร่/ });
    expect(hero.textContent).toContain('ค่าเริ่มต้น (ไม่มีสิทธิประโยชน์)');

    fireEvent.click(within(hero).getByRole('button', { name: 'แก้ไขสิทธิประโยชน์' }));
    const dialog = await screen.findByRole('dialog');
    const lotto = within(dialog).getByLabelText('ส่วนลดหวยเพิ่ม (%, ไม่เกิน 20%)');
    fireEvent.change(lotto, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกสิทธิประโยชน์' }));
    expect(await within(dialog).findByText('ส่วนลดหวยเพิ่มได้ไม่เกิน 20%')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(lotto, { target: { value: '3.25' } });
    fireEvent.change(within(dialog).getByLabelText('โบนัสรายเดือนต่อสมาชิก (บาท)'), {
      target: { value: '250.50' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกสิทธิประโยชน์' }));
    expect(await screen.findByText('บันทึกสิทธิประโยชน์ของสมาชิกระดับฮีโร่แล้ว')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ lotto_discount_extra_bp: 325, cashback_bonus_bp: 0, monthly_bonus: 250.5 });
  });

  it('shows the server’s refusal of a monthly bonus past the caps and keeps the dialog open', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('admin'),
      'GET /api/backoffice/vip/terms': list,
      'POST /api/backoffice/vip/terms/1': failure(200, 13020, ERRORS.BO_VIP_BONUS_OVER_CAP.message),
    });
    renderApp('/vip');
    const table = await screen.findByRole('table', { name: 'สิทธิประโยชน์ของแต่ละระดับ' });
    const gold = within(table).getByRole('row', { name: /สมาชิกระดับโกลด์/ });
    fireEvent.click(within(gold).getByRole('button', { name: 'แก้ไขสิทธิประโยชน์' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('โบนัสรายเดือนต่อสมาชิก (บาท)'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกสิทธิประโยชน์' }));
    expect(await within(dialog).findByText(ERRORS.BO_VIP_BONUS_OVER_CAP.message)).toBeTruthy();
  });

  it('is not in the menu of other roles', async () => {
    stubApi({ 'GET /api/backoffice/auth/me': operator('marketing'), '/api/backoffice/dashboard': {} });
    renderApp('/vip');
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('link', { name: 'ระดับ VIP' })).toBeNull();
  });
});
