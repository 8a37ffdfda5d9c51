import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { hanoiCategory, lottoRate, operator, pendingApproval } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const round = {
  id: 12,
  category: 'hanoi',
  category_name: 'หวยฮานอย',
  government: false,
  title: 'หวยฮานอย 21 พ.ย. 69',
  draw_date: '2026-11-21',
  open_at: '2026-11-20T11:00:00Z',
  close_at: '2026-11-21T11:00:00Z',
  status: 'closed',
  result: null,
  void_reason: null,
  pending_bills: 3,
  stake: 350,
};
const categories = { items: [hanoiCategory([lottoRate('3top', 800, 2000)])] };
const page = (items: object[]) => ({ total: items.length, page: 1, page_size: 25, items });
const preview = {
  round,
  result: { top3: '575', bottom2: '28' },
  bills: 3,
  lines: 5,
  winning_bills: 2,
  winning_lines: 3,
  payout: 8459.6,
  by_type: [
    { bet_type: '3top', lines: 2, stake: 30, winning_lines: 1, payout: 8000 },
    { bet_type: '2bottom', lines: 3, stake: 9, winning_lines: 2, payout: 459.6 },
  ],
  needs_approval: false,
};

describe('lotto screen', () => {
  it('enters a result in two steps: the preview of what it pays, then the confirmation', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/categories': categories,
      'GET /api/backoffice/lotto/alerts': { total: 0, page: 1, page_size: 50, items: [] },
      'GET /api/backoffice/lotto/rounds': page([round]),
      'POST /api/backoffice/lotto/rounds/12/result/preview': preview,
      'POST /api/backoffice/lotto/rounds/12/result': {
        round: { ...round, status: 'settled', result: preview.result },
        changed: true,
        settlement: { bills: 3, winning_bills: 2, paid: 8459.6 },
        approval: null,
      },
    });
    renderApp('/lotto');
    const row = (await screen.findByText('หวยฮานอย 21 พ.ย. 69')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'กรอกผล' }));
    const dialog = await screen.findByRole('dialog', { name: 'กรอกผลรางวัล หวยฮานอย 21 พ.ย. 69' });
    fireEvent.change(within(dialog).getByLabelText('3 ตัวบน'), { target: { value: '57' } });
    fireEvent.change(within(dialog).getByLabelText('2 ตัวล่าง'), { target: { value: '28' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบยอดจ่าย' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('3 ตัวบนต้องเป็นตัวเลข 3 หลัก');
    fireEvent.change(within(dialog).getByLabelText('3 ตัวบน'), { target: { value: '575' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบยอดจ่าย' }));

    const summary = await within(dialog).findByRole('region', { name: 'ยอดที่ผลนี้จะจ่าย (ยังไม่บันทึก)' });
    expect(within(summary).getByText('฿8,459.60')).toBeTruthy();
    expect(within(summary).getByText('฿8,000.00')).toBeTruthy();
    // Nothing is written before the confirmation.
    expect(calls.some((c: FakeCall) => c.path.endsWith('/result'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันบันทึกผลและจ่ายรางวัล' }));
    expect(await screen.findByText('บันทึกผลแล้ว จ่ายรางวัล 3 โพย รวม ฿8,459.60')).toBeTruthy();
    const sent = calls.filter((c) => c.path.endsWith('/result') || c.path.endsWith('/preview'));
    expect(sent.map((c) => c.body)).toEqual([
      { top3: '575', bottom2: '28' },
      { top3: '575', bottom2: '28' },
    ]);
  });

  it('a government result is sent for a second operator, and a refusal is shown in the dialog', async () => {
    const gov = {
      ...round,
      id: 13,
      category: 'thai_gov',
      category_name: 'หวยรัฐบาลไทย',
      government: true,
      title: 'งวด 1 ธ.ค. 69',
    };
    stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/categories': categories,
      'GET /api/backoffice/lotto/alerts': { total: 0, page: 1, page_size: 50, items: [] },
      'GET /api/backoffice/lotto/rounds': page([gov]),
      'POST /api/backoffice/lotto/rounds/13/result/preview': (c: FakeCall) =>
        (c.body as { first: string }).first === '000000'
          ? failure(200, 12102, 'งวดนี้ยังไม่ปิดรับ กรุณาปิดรับก่อนกรอกผล')
          : {
              ...preview,
              round: gov,
              result: { ...(c.body as object), top3: '972', bottom2: '33' },
              needs_approval: true,
            },
      'POST /api/backoffice/lotto/rounds/13/result': {
        round: gov,
        changed: false,
        settlement: null,
        approval: pendingApproval(5, 'lotto.result'),
      },
    });
    renderApp('/lotto');
    const row = (await screen.findByText('งวด 1 ธ.ค. 69')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'กรอกผล' }));
    const dialog = await screen.findByRole('dialog');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('รางวัลที่ 1', '000000');
    fill('เลขหน้า 3 ตัว ชุดที่ 1', '046');
    fill('เลขหน้า 3 ตัว ชุดที่ 2', '781');
    fill('เลขท้าย 3 ตัว ชุดที่ 1', '009');
    fill('เลขท้าย 3 ตัว ชุดที่ 2', '677');
    fill('เลขท้าย 2 ตัว', '33');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบยอดจ่าย' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('งวดนี้ยังไม่ปิดรับ กรุณาปิดรับก่อนกรอกผล');
    fill('รางวัลที่ 1', '878972');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบยอดจ่าย' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ส่งขออนุมัติผล' }));
    expect(await screen.findByText('ส่งคำขอ #5 แล้ว รอผู้ดูแลอีกคนอนุมัติที่หน้า "รออนุมัติ"')).toBeTruthy();
  });

  it('filters rounds by state on the server and voids one with a reason', async () => {
    const open = { ...round, id: 14, status: 'open', title: 'งวดเปิด' };
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/categories': categories,
      'GET /api/backoffice/lotto/alerts': { total: 0, page: 1, page_size: 50, items: [] },
      'GET /api/backoffice/lotto/rounds': page([open]),
      'POST /api/backoffice/lotto/rounds/14/void': {
        round: { ...open, status: 'voided' },
        changed: true,
        refunded_bills: 2,
        refunded: 150,
      },
    });
    renderApp('/lotto');
    fireEvent.change(await screen.findByLabelText('สถานะ'), { target: { value: 'open' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/backoffice/lotto/rounds' && c.query.get('status') === 'open'),
      ).toBe(true),
    );
    const row = (await screen.findByText('งวดเปิด')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'กรอกผล' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'ยกเลิกงวด' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกงวดและคืนเงินทุกโพย' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกงวด' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ตลาดปิด' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกงวด' }));
    expect(await screen.findByText('ยกเลิกงวดแล้ว คืนเงิน 2 โพย รวม ฿150.00')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/void'))?.body).toEqual({ reason: 'ตลาดปิด' });
  });

  it('shows the stake on each number and closes a number', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/rounds/12': { ...round, status: 'open' },
      'GET /api/backoffice/lotto/rounds/12/numbers': page([
        {
          bet_type: '2bottom',
          number: '19',
          staked: 500,
          category_rate: 90,
          category_cap: 10000,
          closed: false,
          rate: null,
          cap: null,
        },
      ]),
      'POST /api/backoffice/lotto/rounds/12/numbers': {
        changed: true,
        item: {
          bet_type: '2bottom',
          number: '19',
          staked: 500,
          category_rate: 90,
          category_cap: 10000,
          closed: true,
          rate: null,
          cap: null,
        },
      },
    });
    renderApp('/lotto/rounds/12/numbers');
    const row = (await screen.findByText('฿500.00')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'ปิดเลข' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกเลขอั้น' }));
    expect(await screen.findByText('บันทึกเลขอั้นแล้ว: 2 ตัวล่าง 19')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bet_type: '2bottom',
      number: '19',
      action: 'close',
    });
  });

  it('checks a new rule’s number has the bet type’s digits before opening the rule for it', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('lotto'),
      'GET /api/backoffice/lotto/rounds/12': { ...round, status: 'open' },
      'GET /api/backoffice/lotto/rounds/12/numbers': page([]),
    });
    renderApp('/lotto/rounds/12/numbers');
    const card = (await screen.findByRole('heading', { name: 'ตั้งเลขอั้นใหม่' })).parentElement!;
    fireEvent.change(within(card).getByLabelText('เลข'), { target: { value: '7' } });
    fireEvent.click(within(card).getByRole('button', { name: 'ตั้งเลขอั้นใหม่' }));
    expect(await within(card).findByText('กรอกเลข 2 หลัก')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(card).getByLabelText('เลข'), { target: { value: ' 07 ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'ตั้งเลขอั้นใหม่' }));
    expect(await screen.findByRole('dialog', { name: 'ปิดเลข 2 ตัวล่าง 07' })).toBeTruthy();
    expect(within(card).queryByText('กรอกเลข 2 หลัก')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
