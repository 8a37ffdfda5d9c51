import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

// The provider-win queue (docs/BACKOFFICE.md#provider-win-queue): finance records what they found, once.

const item = {
  id: 7,
  provider_id: 'demo',
  game_id: 'slot-golden-reels',
  round_id: 'r-huge',
  transaction_id: 'tx-9',
  member_id: 42,
  member_phone: '0812345678',
  amount: 90_071_992_547_409.91,
  stakes: 10,
  paid: 0,
  max_multiplier: 5000,
  allowed: 50_000,
  status: 'pending',
  decision: null,
  note: null,
  resolved_by: null,
  resolved_at: null,
  created_at: '2026-11-28T05:00:00.000Z',
};

describe('the provider-win queue', () => {
  it('lists a refused win with its limit and records a decision with a note', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/provider-wins': { total: 1, page: 1, page_size: 25, items: [item] },
      'POST /api/backoffice/provider-wins/7/resolve': (call: FakeCall) =>
        (call.body as { note: string }).note === 'ซ้ำ'
          ? failure(200, 12453, 'รายการนี้มีผู้บันทึกผลการตรวจสอบไปแล้ว')
          : { item: { ...item, status: 'resolved', decision: 'refused' } },
    });
    renderApp('/provider-wins');
    await screen.findByRole('heading', { name: 'ยอดชนะเกินเพดานจากผู้ให้บริการเกม', level: 1 });
    const row = await screen.findByRole('row', { name: /0812345678/ });
    expect(row.textContent).toContain('5,000 เท่า');
    expect(screen.getAllByRole('link', { name: 'ยอดชนะเกินเพดาน' }).length).toBeGreaterThan(0);

    fireEvent.click(within(row).getByRole('button', { name: 'บันทึกผล' }));
    let dialog = await screen.findByRole('dialog', { name: 'บันทึกผลการตรวจสอบยอดชนะ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกผลการตรวจสอบ' }));
    expect(await within(dialog).findByText('กรุณาบันทึกสิ่งที่ตรวจสอบ')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/สิ่งที่ตรวจสอบ/), { target: { value: 'ซ้ำ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกผลการตรวจสอบ' }));
    expect(await within(dialog).findByText('รายการนี้มีผู้บันทึกผลการตรวจสอบไปแล้ว')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/สิ่งที่ตรวจสอบ/), {
      target: { value: 'ผู้ให้บริการยืนยันว่าผิดพลาด' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกผลการตรวจสอบ' }));
    expect(await screen.findByText('บันทึกผลรายการ #7 แล้ว')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      decision: 'refused',
      note: 'ผู้ให้บริการยืนยันว่าผิดพลาด',
    });
    dialog = screen.queryByRole('dialog') as HTMLElement;
    expect(dialog).toBeNull();
  });

  it('is not in the menu of a role that may not see it', async () => {
    stubApi({ 'GET /api/backoffice/auth/me': operator('marketing') });
    renderApp('/');
    await screen.findAllByRole('link', { name: /ภาพรวม/ });
    expect(screen.queryByRole('link', { name: 'ยอดชนะเกินเพดาน' })).toBeNull();
  });
});
