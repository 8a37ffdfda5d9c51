import type { LottoBillLineInput } from '@ug99/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { billDetail, lobby, numberSetsApi, pricedBill, rates, round } from '../test/fixtures.ts';

type Body = { lines: LottoBillLineInput[]; wallet_id?: number };
const MAIN = { wallet_type_id: 1, wallet_name: 'กระเป๋าหลัก', balance: 0 };
const PROMOTION = { wallet_type_id: 2, wallet_name: 'กระเป๋าโปรโมชั่น', balance: 450 };

function lottoApi(wallets: object[]) {
  const priced = (call: FakeCall) => pricedBill({ lines: (call.body as Body).lines });
  return stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(0),
    '/api/member/points': { point: 0 },
    '/api/lotto/lobby': lobby(),
    '/api/lotto/round': round(),
    '/api/lotto/rate': rates(),
    ...numberSetsApi().answers,
    '/api/lotto/bill/validate': (call: FakeCall) => ({ ...priced(call), wallets }),
    '/api/lotto/bill/create': (call: FakeCall) => ({ bill_id: 502, status: 'pending', ...priced(call) }),
    '/api/lotto/bill/list': { items: [], page: 1, page_size: 20, total: 0 },
    '/api/lotto/bill/detail': billDetail(),
  });
}

beforeEach(() => {
  useUserStore.getState().clearUser();
  useUserStore.getState().loginSuccess('tok');
});

async function priceOneLine() {
  fireEvent.click(await screen.findByRole('tab', { name: '2 ตัว' }));
  const pad = screen.getByRole('group', { name: 'แป้นตัวเลข' });
  fireEvent.click(within(pad).getByRole('button', { name: '1' }));
  fireEvent.click(within(pad).getByRole('button', { name: '2' }));
  fireEvent.change(screen.getByLabelText('ราคาต่อรายการ (บาท)'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'ใช้ราคานี้ทุกรายการ' }));
  fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
  return screen.findByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
}

describe('the bill wallet (docs/rules/lotto.md#bill-wallet)', () => {
  it('offers the promotion wallet with its balance when allowed, main first, and pays from the choice', async () => {
    const fetchMock = lottoApi([MAIN, PROMOTION]);
    const { location } = renderRoutes('/lotto/11');
    const dialog = await priceOneLine();
    const group = within(dialog).getByRole('group', { name: 'จ่ายโพยจากกระเป๋า' });
    const main = within(group).getByRole('radio', { name: /กระเป๋าหลัก/ });
    const promotion = within(group).getByRole('radio', { name: /กระเป๋าโปรโมชั่น/ });
    expect((main as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText(/฿450\.00/)).toBeDefined();

    fireEvent.click(promotion);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }));
    await waitFor(() => expect(location()).toBe('/lotto/bills?bill=502'));
    expect((callsTo(fetchMock, '/api/lotto/bill/create')[0]?.body as Body).wallet_id).toBe(2);
  });

  it('shows no choice when only main is allowed, and sends no wallet_id', async () => {
    const fetchMock = lottoApi([{ ...MAIN, balance: 1000 }]);
    const { location } = renderRoutes('/lotto/11');
    const dialog = await priceOneLine();
    expect(within(dialog).queryByRole('group', { name: 'จ่ายโพยจากกระเป๋า' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }));
    await waitFor(() => expect(location()).toBe('/lotto/bills?bill=502'));
    expect(callsTo(fetchMock, '/api/lotto/bill/create')[0]?.body).not.toHaveProperty('wallet_id');
  });
});
