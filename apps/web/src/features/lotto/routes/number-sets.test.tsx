import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, stubApi } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { useLottoStore } from '../store.ts';
import { lobby, numberSetsApi, rates, round } from '../test/fixtures.ts';

const at = '2026-11-21T10:00:00.000Z';
const kept = {
  id: 7,
  name: 'เลขเด็ดแม่',
  lines: [
    { type: '2top' as const, number: '58', amount: 30 },
    { type: '3front' as const, number: '123', amount: 10 },
    { type: 'run_top' as const, number: '5', amount: 15 },
  ],
  share_code: null,
  created_at: at,
  updated_at: at,
};

function api(initial = [kept]) {
  const sets = numberSetsApi(initial);
  const fetchMock = stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(1000),
    '/api/member/points': { point: 0 },
    '/api/lotto/lobby': lobby(),
    '/api/lotto/round': round(),
    '/api/lotto/rate': rates(),
    ...sets.answers,
  });
  return { fetchMock, sets };
}

beforeEach(() => {
  useUserStore.getState().clearUser();
  useUserStore.getState().loginSuccess('tok');
  useLottoStore.setState({ numberSets: [] });
});

describe('number sets in the bet form', () => {
  it('ใช้โพยนี้ puts a kept set into the bill with its amounts, leaving out what the round does not take', async () => {
    api();
    renderRoutes('/lotto/11');
    fireEvent.click(await screen.findByRole('button', { name: 'ใช้โพยนี้: เลขเด็ดแม่' }));
    expect(await screen.findByText('ใส่เลขจากโพย "เลขเด็ดแม่" แล้ว ข้าม 1 รายการที่งวดนี้ไม่เปิดรับ')).toBeDefined();
    expect((screen.getByLabelText('ราคา 2 ตัวบน 58 (บาท)') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('ราคา วิ่งบน 5 (บาท)') as HTMLInputElement).value).toBe('15');
    expect(screen.getByRole('heading', { name: 'รายการแทง (2)' })).toBeDefined();
  });

  it('saves the bill under a name with its amounts, shares it by code and deletes it', async () => {
    const { fetchMock, sets } = api([]);
    renderRoutes('/lotto/11');
    fireEvent.click(await screen.findByRole('tab', { name: '2 ตัว' }));
    const pad = screen.getByRole('group', { name: 'แป้นตัวเลข' });
    for (const d of ['4', '2']) fireEvent.click(within(pad).getByRole('button', { name: d }));
    fireEvent.change(screen.getByLabelText('ราคา 2 ตัวบน 42 (บาท)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('ชื่อโพย'), { target: { value: 'งวดนี้' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกโพย' }));
    expect(await screen.findByText('บันทึกโพย "งวดนี้" แล้ว')).toBeDefined();
    expect(callsTo(fetchMock, '/api/lotto/number_sets').find((c) => c.method === 'POST')?.body).toEqual({
      name: 'งวดนี้',
      lines: [{ type: '2top', number: '42', amount: 25 }],
    });
    expect(sets.sets).toHaveLength(1);

    fireEvent.click(await screen.findByRole('button', { name: 'แชร์โพย งวดนี้' }));
    expect((await screen.findByTestId('share-code')).textContent).toBe('K7M2Q9XA');

    fireEvent.click(screen.getByRole('button', { name: 'ลบโพย งวดนี้' }));
    expect(await screen.findByText('ลบโพย "งวดนี้" แล้ว')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ใช้โพยนี้: งวดนี้' })).toBeNull());
    expect(callsTo(fetchMock, '/api/lotto/number_sets').find((c) => c.method === 'DELETE')?.body).toEqual({
      id: 100,
    });
  });

  it('offers the sets this device kept before once: uploaded with the form amount, a name in the account skipped', async () => {
    useLottoStore.setState({
      numberSets: [
        { name: 'ชุดเก่า', lines: [{ type: '2top', number: '12' }] },
        { name: 'เลขเด็ดแม่', lines: [{ type: '2top', number: '99' }] },
      ],
    });
    const { fetchMock, sets } = api();
    renderRoutes('/lotto/11');
    const offer = await screen.findByRole('region', { name: /พบโพยที่บันทึกไว้ในเครื่องนี้ 2 ชุด/ });
    expect(within(offer).getByText('ทุกรายการจะใช้ราคา ฿10.00 ต่อรายการ (แก้ไขได้ภายหลัง)')).toBeDefined();
    fireEvent.click(within(offer).getByRole('button', { name: 'ย้ายเข้าบัญชี' }));
    expect(
      await screen.findByText('ย้ายโพย 1 ชุดเข้าบัญชีแล้ว ข้ามโพย "เลขเด็ดแม่" เพราะในบัญชีมีโพยชื่อนี้แล้ว'),
    ).toBeDefined();
    const posts = callsTo(fetchMock, '/api/lotto/number_sets').filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { name: 'ชุดเก่า', lines: [{ type: '2top', number: '12', amount: 10 }] },
    ]);
    expect(sets.sets.map((s) => s.name)).toEqual(['ชุดเก่า', 'เลขเด็ดแม่']);
    expect(useLottoStore.getState().numberSets).toEqual([]);
    expect(screen.queryByRole('region', { name: /พบโพยที่บันทึกไว้ในเครื่องนี้/ })).toBeNull();
  });

  it('ไม่ต้อง declines the offer and the device forgets its sets', async () => {
    useLottoStore.setState({ numberSets: [{ name: 'ชุดเก่า', lines: [{ type: '2top', number: '12' }] }] });
    const { fetchMock } = api();
    renderRoutes('/lotto/11');
    fireEvent.click(await screen.findByRole('button', { name: 'ไม่ต้อง' }));
    expect(useLottoStore.getState().numberSets).toEqual([]);
    expect(callsTo(fetchMock, '/api/lotto/number_sets').filter((c) => c.method === 'POST')).toEqual([]);
  });
});
