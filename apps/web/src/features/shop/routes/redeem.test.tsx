import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShopItem } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as RedeemPage } from './redeem.tsx';

const items: ShopItem[] = [
  {
    id: 1,
    name: 'เครดิต 50 บาท',
    description: 'แลกรับเครดิต 50 บาท',
    image: '/media/shop/credit-50.svg',
    kind: 'credit',
    price_points: 500,
    credit_amount: 50,
    stock: 3,
    per_member_limit: 10,
    redeemed: 0,
  },
  {
    id: 3,
    name: 'เสื้อยืด UG99',
    description: 'เสื้อยืด',
    image: '/media/shop/tshirt.svg',
    kind: 'physical',
    price_points: 1500,
    credit_amount: null,
    stock: 0,
    per_member_limit: 1,
    redeemed: 0,
  },
];

const history = { page: 1, page_size: 10, total: 0, rows: [] };

beforeEach(() => {
  useUserStore.getState().loginSuccess('tok');
});

describe('points shop page', () => {
  it('lists items with price, stock and limit; a sold-out item cannot be redeemed', async () => {
    stubApi({
      '/api/redemption/list': items,
      '/api/member/points': { point: 1200 },
      '/api/redemption/history': history,
    });
    renderWithApp(<RedeemPage />, { route: '/redeem' });
    const credit = await screen.findByRole('listitem', { name: 'เครดิต 50 บาท' });
    expect(within(credit).getByText('500 พอยท์')).toBeDefined();
    expect(within(credit).getByText('รับเครดิตฟรี ฿50.00 เข้ากระเป๋าเครดิตฟรี')).toBeDefined();
    const shirt = screen.getByRole('listitem', { name: 'เสื้อยืด UG99' });
    expect(within(shirt).getByRole('button', { name: 'แลก' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('พอยท์ของฉัน 1,200 พอยท์')).toBeDefined();
    // The stepper stops at the stock.
    const more = within(credit).getByRole('button', { name: 'เพิ่มจำนวน' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more.hasAttribute('disabled')).toBe(true);
    expect(within(credit).getByText('3')).toBeDefined();
  });

  it('prices the quantity on the server, redeems it under one request id, and shows a refusal reason', async () => {
    const fetchMock = stubApi({
      '/api/redemption/list': items,
      '/api/member/points': { point: 1200 },
      '/api/redemption/history': history,
      '/api/redemption/calc': ({ body }: FakeCall) => {
        const { quantity } = body as { quantity: number };
        const possible = quantity * 500 <= 1200;
        return {
          item_id: 1,
          quantity,
          price_points: quantity * 500,
          point: 1200,
          possible,
          error: possible ? null : 9001,
          reason: possible ? null : 'พอยท์ของท่านไม่พอ กรุณาสะสมพอยท์เพิ่มแล้วลองใหม่อีกครั้ง',
        };
      },
      '/api/redemption/redeem': ({ body }: FakeCall) => ({
        id: 7,
        item_id: 1,
        item_name: 'เครดิต 50 บาท',
        image: '/media/shop/credit-50.svg',
        kind: 'credit',
        quantity: (body as { quantity: number }).quantity,
        points_total: 1000,
        credit_amount: 100,
        status: 'paid',
        created_at: '2026-11-24T03:00:00Z',
        point: 200,
      }),
      '/api/member/wallets': [],
      '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
    });
    renderWithApp(<RedeemPage />, { route: '/redeem' });
    const credit = await screen.findByRole('listitem', { name: 'เครดิต 50 บาท' });
    const more = within(credit).getByRole('button', { name: 'เพิ่มจำนวน' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(within(credit).getByRole('button', { name: 'แลก' }));
    let dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' });
    expect(await within(dialog).findByText('พอยท์ของท่านไม่พอ กรุณาสะสมพอยท์เพิ่มแล้วลองใหม่อีกครั้ง')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(credit).getByRole('button', { name: 'ลดจำนวน' }));
    fireEvent.click(within(credit).getByRole('button', { name: 'แลก' }));
    dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' });
    expect(await within(dialog).findByText('ใช้ 1,000 พอยท์')).toBeDefined();
    expect(within(dialog).getByText('พอยท์คงเหลือหลังแลก 200 พอยท์')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = callsTo(fetchMock, '/api/redemption/redeem');
    expect(sent?.body).toMatchObject({ item_id: 1, quantity: 2 });
    expect((sent?.body as { request_id: string }).request_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
