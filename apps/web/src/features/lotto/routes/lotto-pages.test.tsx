import { ERRORS, type LottoBillLineInput } from '@ug99/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, FakeResponse, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { memberInfo, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { pickThaiDate } from '@/test/thai-date.ts';
import { billDetail, lobby, numberSetsApi, pricedBill, rates, round } from '../test/fixtures.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Body = { lines: LottoBillLineInput[]; request_id?: string };
const priceBody = (call: FakeCall) => pricedBill({ lines: (call.body as Body).lines });

function lottoApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/get_user_info': memberInfo(),
    '/api/member/wallets': walletsWith(1000),
    '/api/member/points': { point: 0 },
    '/api/lotto/lobby': lobby(),
    '/api/lotto/round': round(),
    '/api/lotto/rate': rates(),
    ...numberSetsApi().answers,
    '/api/lotto/bill/validate': priceBody,
    '/api/lotto/bill/create': (call: FakeCall) => ({ bill_id: 501, status: 'pending', ...priceBody(call) }),
    '/api/lotto/bill/list': { items: [], page: 1, page_size: 20, total: 0 },
    '/api/lotto/bill/detail': billDetail(),
    ...overrides,
  });
}

beforeEach(() => {
  useUserStore.getState().clearUser();
  useUserStore.getState().loginSuccess('tok');
});

afterEach(() => {
  vi.useRealTimers();
});

async function buildFrontRunBill() {
  fireEvent.click(await screen.findByRole('tab', { name: '2 ตัว' }));
  const pad = screen.getByRole('group', { name: 'แป้นตัวเลข' });
  fireEvent.click(within(pad).getByRole('button', { name: '5' }));
  fireEvent.click(screen.getByRole('button', { name: 'รูดหน้า' }));
}

describe('lotto pages', () => {
  it('lobby: an open round leads to its bet form with a countdown; a closed one says so', async () => {
    lottoApi();
    renderRoutes('/lotto/lobby');
    const open = await screen.findByRole('link', { name: /หวยฮานอย/ });
    expect(open.getAttribute('href')).toBe('/lotto/11');
    expect(within(open).getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeDefined();
    expect(screen.queryByRole('link', { name: /หวยลาว/ })).toBeNull();
    expect(screen.getByText('ปิดรับแล้ว')).toBeDefined();
  });

  it('lobby: a round before its open shows ยังไม่เปิดรับ, its opening time and a countdown, then opens by itself', async () => {
    const now = Date.UTC(2026, 10, 21, 10, 59, 55); // 17:59:55 in Bangkok
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const [hanoi, ...rest] = lobby();
    const upcoming = {
      ...hanoi!,
      round: {
        round_id: 11,
        title: 'หวยฮานอย งวด 21 พ.ย. 2569',
        open_at: new Date(now + 5_000).toISOString(),
        close_at: new Date(now + 3_605_000).toISOString(),
        status: 'scheduled' as const,
      },
    };
    lottoApi({ '/api/lotto/lobby': [upcoming, ...rest] });
    renderRoutes('/lotto/lobby');
    const card = await screen.findByRole('link', { name: /หวยฮานอย/ });
    expect(within(card).getByText('ยังไม่เปิดรับ')).toBeDefined();
    expect(within(card).getByText('เปิดรับ 21 พ.ย. 2569 18:00')).toBeDefined();
    expect(within(card).getByText('เปิดรับใน')).toBeDefined();
    // The category is not repeated in the round's title.
    expect(within(card).getByText('งวด 21 พ.ย. 2569')).toBeDefined();

    act(() => vi.advanceTimersByTime(6_000));
    await waitFor(() => expect(within(card).getByText('เปิดรับแทง')).toBeDefined());
    expect(within(card).getByText('ปิดรับ 21 พ.ย. 2569 19:00')).toBeDefined();
    expect(card.getAttribute('aria-label')).toContain('แทงเลย');
    vi.useRealTimers();
  });

  it('bills and results: the date filter is a Thai date (day, month name, Buddhist-era year) put in the address', async () => {
    lottoApi({ '/api/lotto/results': [] });
    const { location } = renderRoutes('/lotto/bills');
    await screen.findByRole('group', { name: 'วันที่แทง' });
    pickThaiDate('วันที่แทง', '2026-11-03');
    await waitFor(() => expect(location()).toBe('/lotto/bills?date=2026-11-03'));
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it("results: without a date, each category's latest result; demo history says ข้อมูลตัวอย่าง", async () => {
    const hanoi = lobby()[0]!;
    const fetchMock = lottoApi({
      '/api/lotto/results': [
        {
          round_id: 7,
          title: 'หวยฮานอย งวด 9 มี.ค. 2569',
          category: {
            category_id: hanoi.category_id,
            code: hanoi.code,
            name: hanoi.name,
            image: hanoi.image,
          },
          draw_date: '2026-03-09',
          status: 'settled',
          result: { top3: '123', bottom2: '45' },
          demo: true,
        },
      ],
    });
    renderRoutes('/lotto/results');
    const card = await screen.findByRole('region', { name: /หวยฮานอย/ });
    expect(within(card).getByText('ข้อมูลตัวอย่าง')).toBeDefined();
    expect(within(card).getByText('ผลตัวอย่างสำหรับทดลองใช้งาน ไม่ใช่ผลรางวัลจริง')).toBeDefined();
    expect(within(card).getByText('123')).toBeDefined();
    // The category and the date are said once each (the title already carries the date).
    expect(within(card).getByText('งวด 9 มี.ค. 2569')).toBeDefined();
    const [call] = callsTo(fetchMock, '/api/lotto/results');
    expect(call?.query.has('date')).toBe(false);
  });

  it('lobby: a failed list is the error page', async () => {
    lottoApi({ '/api/lotto/lobby': new FakeResponse(200, { error: 1, data: null, message: 'พัง' }) });
    renderRoutes('/lotto/lobby');
    expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeDefined();
  });

  it('an invalid or unknown round id is the 404 page', async () => {
    lottoApi({ '/api/lotto/round': failWith('LOTTO_ROUND_NOT_FOUND') });
    renderRoutes('/lotto/abc');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
  });

  it('an unknown round number is the 404 page', async () => {
    lottoApi({ '/api/lotto/round': failWith('LOTTO_ROUND_NOT_FOUND') });
    renderRoutes('/lotto/999');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
  });

  it('the helpers เลขเบิ้ล, สูง and 6 กลับ put their numbers into the bill once each', async () => {
    lottoApi();
    renderRoutes('/lotto/11');
    fireEvent.click(await screen.findByRole('tab', { name: '2 ตัว' }));
    fireEvent.click(screen.getByRole('button', { name: 'เลขเบิ้ล' }));
    expect(screen.getByRole('heading', { name: 'รายการแทง (10)' })).toBeDefined();
    expect(screen.getByLabelText('ราคา 2 ตัวบน 99 (บาท)')).toBeDefined();
    // 55, 66 … 99 are already in: สูง adds the other 45 of 50–99.
    fireEvent.click(screen.getByRole('button', { name: 'สูง (50–99)' }));
    expect(screen.getByRole('heading', { name: 'รายการแทง (55)' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'ล้างโพย' }));
    fireEvent.click(screen.getByRole('tab', { name: '3 ตัว' }));
    expect((screen.getByRole('button', { name: '6 กลับ' }) as HTMLButtonElement).disabled).toBe(true);
    const pad = screen.getByRole('group', { name: 'แป้นตัวเลข' });
    for (const d of ['1', '2', '3']) fireEvent.click(within(pad).getByRole('button', { name: d }));
    expect((screen.getByRole('button', { name: '3 กลับ' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '6 กลับ' }));
    expect(screen.getByRole('heading', { name: 'รายการแทง (6)' })).toBeDefined();
    for (const n of ['123', '132', '213', '231', '312', '321']) {
      expect(screen.getByLabelText(`ราคา 3 ตัวบน ${n} (บาท)`)).toBeDefined();
    }
  });

  it('builds a bill with รูดหน้า and one amount, prices it, and places it with a UUID request_id', async () => {
    const fetchMock = lottoApi();
    const { location } = renderRoutes('/lotto/11');
    await buildFrontRunBill();
    fireEvent.change(screen.getByLabelText('ราคาต่อรายการ (บาท)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้ราคานี้ทุกรายการ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));

    const dialog = await screen.findByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
    const validated = callsTo(fetchMock, '/api/lotto/bill/validate')[0]?.body as Body;
    expect(validated.lines.map((l) => l.number)).toEqual([
      '50',
      '51',
      '52',
      '53',
      '54',
      '55',
      '56',
      '57',
      '58',
      '59',
    ]);
    expect(validated.lines.every((l) => l.type === '2top' && l.amount === 20)).toBe(true);
    expect(within(dialog).getByText('฿200.00')).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }));
    await waitFor(() => expect(location()).toBe('/lotto/bills?bill=501'));
    const created = callsTo(fetchMock, '/api/lotto/bill/create')[0]?.body as Body;
    expect(created.request_id).toMatch(UUID_V4);
    expect(created.lines).toEqual(validated.lines);
    // The pricing the member saw goes with it, so a moved rate or discount is never charged unseen.
    expect((created as Body & { expected: unknown[] }).expected[0]).toEqual({
      type: '2top',
      number: '50',
      amount: 20,
      rate: 90,
      state: 'ok',
      discount: 0,
    });
    expect(await screen.findByRole('dialog', { name: 'รายละเอียดโพย #501' })).toBeDefined();
  });

  it('the bill shows the total, the discount and what the wallet pays before the member confirms', async () => {
    lottoApi({
      '/api/lotto/bill/validate': (call: FakeCall) =>
        pricedBill({ discountPercent: 28, lines: (call.body as Body).lines }),
    });
    renderRoutes('/lotto/11');
    await buildFrontRunBill();
    fireEvent.change(screen.getByLabelText('ราคาต่อรายการ (บาท)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้ราคานี้ทุกรายการ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));

    const dialog = await screen.findByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
    const figure = (label: string) =>
      within(dialog)
        .getAllByText(label)
        .find((el) => el.tagName === 'DT')?.nextElementSibling?.textContent;
    expect(figure('รวม')).toBe('฿250.00');
    expect(figure('ส่วนลด')).toBe('−฿70.00');
    expect(figure('ยอดชำระจริง')).toBe('฿180.00');
    // Each line: 25 ฿ less 28% is 7 ฿ off.
    const lineDiscounts = within(dialog).getAllByText((_, el) => el?.textContent === 'ส่วนลด −฿7.00');
    expect(lineDiscounts).toHaveLength(10);
  });

  it('rate_changed shows the new pricing and places the bill only after the member confirms it', async () => {
    let creates = 0;
    const fetchMock = lottoApi({
      '/api/lotto/bill/create': (call: FakeCall) => {
        creates += 1;
        if (creates === 1) {
          const { code, message } = ERRORS.LOTTO_RATE_CHANGED;
          return new FakeResponse(200, {
            error: code,
            message,
            data: pricedBill({ rate: 45, lines: (call.body as Body).lines }),
          });
        }
        return { bill_id: 502, status: 'pending', ...pricedBill({ rate: 45 }) };
      },
      '/api/lotto/bill/validate': (call: FakeCall) =>
        pricedBill({ rate: creates === 0 ? 90 : 45, lines: (call.body as Body).lines }),
    });
    const { location } = renderRoutes('/lotto/11');
    await buildFrontRunBill();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }));

    expect(await within(dialog).findByText(ERRORS.LOTTO_RATE_CHANGED.message)).toBeDefined();
    expect(within(dialog).getAllByText('45')).toHaveLength(10);
    expect(location()).toBe('/lotto/11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันราคาใหม่' }));
    await waitFor(() => expect(location()).toBe('/lotto/bills?bill=502'));
    const [first, second] = callsTo(fetchMock, '/api/lotto/bill/create').map(
      (c) => (c.body as Body).request_id,
    );
    expect(second).not.toBe(first);
  });

  it('a refused bill stays open with the server message in the dialog error box', async () => {
    lottoApi({ '/api/lotto/bill/create': failWith('LOTTO_ROUND_CLOSED') });
    renderRoutes('/lotto/11');
    await buildFrontRunBill();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ERRORS.LOTTO_ROUND_CLOSED.message);
  });

  it('a 401 on a lotto call says the session expired and goes to /login', async () => {
    lottoApi({ '/api/lotto/bill/validate': failWith('UNAUTHORIZED') });
    const { location } = renderRoutes('/lotto/11');
    await buildFrontRunBill();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    // The client's 401 rule: the member is forgotten with the session-expired toast, then /login.
    await waitFor(() => expect(location()).toBe('/login'));
    expect(useUserStore.getState().isLoggedIn).toBe(false);
  });

  it('bills: a discounted bill shows its total and what the member paid, and its detail the three figures', async () => {
    const { lines: _lines, note: _note, ...summary } = billDetail({ discount: 5.6, pay: 14.4 });
    lottoApi({
      '/api/lotto/bill/list': { items: [{ ...summary, line_count: 2 }], page: 1, page_size: 20, total: 1 },
      '/api/lotto/bill/detail': billDetail({ discount: 5.6, pay: 14.4 }),
    });
    renderRoutes('/lotto/bills');
    const item = await screen.findByRole('button', { name: 'โพย #501 ดูรายละเอียด' });
    expect(within(item).getByText('฿20.00')).toBeDefined();
    expect(within(item).getByText('ชำระจริง ฿14.40')).toBeDefined();
    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดโพย #501' });
    expect(await within(dialog).findByText('−฿5.60')).toBeDefined();
    expect(within(dialog).getByText('฿14.40')).toBeDefined();
  });

  it('bill detail: cancels a pending bill after confirmation while cancel_until is ahead', async () => {
    const fetchMock = lottoApi({ '/api/lotto/bill/cancel': billDetail({ status: 'cancelled' }) });
    renderRoutes('/lotto/bills?bill=501');
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดโพย #501' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ยกเลิกโพย' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ยกเลิกโพยนี้?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิกโพย' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/lotto/bill/cancel')[0]?.body).toEqual({ bill_id: 501, agent_id: 1 }),
    );
  });

  it('bill detail: no cancel button once cancel_until has passed', async () => {
    lottoApi({
      '/api/lotto/bill/detail': billDetail({ cancel_until: new Date(Date.now() - 1000).toISOString() }),
    });
    renderRoutes('/lotto/bills?bill=501');
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดโพย #501' });
    await within(dialog).findByText('฿20.00');
    expect(within(dialog).queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
  });
});
