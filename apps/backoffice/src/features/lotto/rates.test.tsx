import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi } from '#bo/test/fake-api.ts';
import { hanoiCategory, lottoRate, operator, pendingApproval } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const hanoi = hanoiCategory([lottoRate('3top', 800, 2000), lottoRate('2top', 90, 5000)]);

async function openEditor() {
  renderApp('/lotto?tab=categories');
  fireEvent.click(await screen.findByRole('button', { name: 'แก้ไขอัตราจ่าย หวยฮานอย' }));
  return screen.findByRole('dialog', { name: 'แก้ไขอัตราจ่าย หวยฮานอย' });
}

describe('lotto rates', () => {
  it('saves every bet type of the category together and shows the stored rates', async () => {
    const saved = { ...hanoi, rates: [{ ...hanoi.rates[0]!, rate: 750.5, max: 1500 }, hanoi.rates[1]!] };
    let stored = hanoi;
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/categories': () => ({ items: [stored] }),
      'GET /api/backoffice/lotto/alerts': { total: 0, page: 1, page_size: 50, items: [] },
      'POST /api/backoffice/lotto/categories/hanoi/rates': () => {
        stored = saved;
        return { category: saved, changed: true };
      },
    });
    const dialog = await openEditor();
    const top = within(dialog).getByRole('group', { name: '3 ตัวบน' });
    fireEvent.change(within(top).getByLabelText('อัตราจ่าย (บาทละ)'), { target: { value: '750.5' } });
    fireEvent.change(within(top).getByLabelText('แทงสูงสุดต่อรายการ (บาท)'), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกอัตราจ่าย' }));

    expect((await screen.findByRole('alert')).textContent).toBe('บันทึกอัตราจ่าย หวยฮานอย แล้ว');
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ rates: [lottoRate('3top', 750.5, 1500), lottoRate('2top', 90, 5000)] });
    await waitFor(() => expect(screen.getByText('750.50')).toBeTruthy());
  });

  it('says a raise past the caps became a request for finance; the table keeps the stored rates', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/categories': { items: [hanoi] },
      'GET /api/backoffice/lotto/alerts': { total: 0, page: 1, page_size: 50, items: [] },
      'POST /api/backoffice/lotto/categories/hanoi/rates': {
        approval: pendingApproval(52, 'lotto.rates', {
          subject: 'lotto_rates:hanoi',
          summary: 'หวยฮานอย: เพิ่มอัตราจ่ายรวม 810.00 บาทต่อบาท (2 ตัวบน 90 → 900)',
          requested_by: 'lotto:หวย',
          requested_at: '2026-03-16T05:00:00.000Z',
        }),
      },
    });
    const dialog = await openEditor();
    const two = within(dialog).getByRole('group', { name: '2 ตัวบน' });
    fireEvent.change(within(two).getByLabelText('อัตราจ่าย (บาทละ)'), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกอัตราจ่าย' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/ส่งคำขอ #52 แล้ว.*ยังไม่มีผลกับสมาชิก/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('900.00')).toBeNull();
  });

  it('shows the server’s Thai refusal and keeps the form; an empty field is caught before sending', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/categories': { items: [hanoi] },
      'GET /api/backoffice/lotto/alerts': { total: 0, page: 1, page_size: 50, items: [] },
      'POST /api/backoffice/lotto/categories/hanoi/rates': failure(
        200,
        12130,
        '3 ตัวบน: ยอดแทงขั้นต่ำต้องไม่มากกว่ายอดแทงสูงสุด',
      ),
    });
    const dialog = await openEditor();
    const top = within(dialog).getByRole('group', { name: '3 ตัวบน' });
    fireEvent.change(within(top).getByLabelText('แทงขั้นต่ำ (บาท)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกอัตราจ่าย' }));
    expect(await within(top).findByText('กรอกตัวเลข')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(top).getByLabelText('แทงขั้นต่ำ (บาท)'), { target: { value: '3000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกอัตราจ่าย' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '3 ตัวบน: ยอดแทงขั้นต่ำต้องไม่มากกว่ายอดแทงสูงสุด',
    );
    expect(screen.getByRole('dialog', { name: 'แก้ไขอัตราจ่าย หวยฮานอย' })).toBeTruthy();
  });
});
