import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator, pendingApproval } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const segment = (id: number, label: string, prize_kind: string, prize_amount: number, weight: number) => ({
  id,
  position: id - 1,
  label,
  image: `/media/wheel/${id}.svg`,
  prize_kind,
  prize_amount,
  weight,
  enabled: true,
});

// Total weight 100: 10% × ฿50 = ฿5 of credit; 40% × 10 points = 4 points.
const wheel = {
  id: 7,
  tab: 1,
  name: 'วงล้อหมุนฟรี',
  spin_cost_points: 0,
  segments: [
    segment(1, 'เครดิต 50', 'credit', 50, 10),
    segment(2, '10 พอยท์', 'points', 10, 40),
    segment(3, 'เสียใจด้วย', 'nothing', 0, 50),
  ],
  expected: { credit_baht: 5, points: 4, spins: 0 },
};
const report = { wheels: [] };
const emptyPage = { total: 0, page: 1, page_size: 25, items: [] };

describe('engagement', () => {
  it("recomputes the wheel's expected value and each chance as the operator types, and saves only a valid wheel", async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/wheels': { wheels: [wheel] },
      'GET /api/backoffice/wheels/report': report,
      'POST /api/backoffice/wheels/7/segments': (c: FakeCall) => ({
        ...wheel,
        segments: (c.body as { segments: object[] }).segments.map((s, i) => ({ ...wheel.segments[i], ...s })),
      }),
    });
    renderApp('/engagement/wheel');
    const ev = async () => (await screen.findByTestId('ev-credit-7')).textContent;
    expect(await ev()).toBe('฿5.0000');
    expect(screen.getByTestId('ev-points-7').textContent).toBe('4.00');

    const first = screen.getByRole('group', { name: /ช่องที่ 1/ });
    // Weight 10 → 60: total 150, credit 60/150 × ฿50 = ฿20, points 40/150 × 10 = 2.66.
    fireEvent.change(within(first).getByLabelText('น้ำหนัก'), { target: { value: '60' } });
    expect(screen.getByTestId('ev-credit-7').textContent).toBe('฿20.0000');
    expect(screen.getByTestId('ev-points-7').textContent).toBe('2.66');
    expect(screen.getByRole('group', { name: /ช่องที่ 1 · โอกาส 40.00%/ })).toBeTruthy();
    // The prize itself: ฿50 → ฿12.50 gives 60/150 × 12.5 = ฿5.
    fireEvent.change(within(first).getByLabelText('มูลค่า'), { target: { value: '12.5' } });
    expect(screen.getByTestId('ev-credit-7').textContent).toBe('฿5.0000');

    // A zero weight is refused on the screen, before any call.
    fireEvent.change(within(first).getByLabelText('น้ำหนัก'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toMatch(/ช่องที่ 1: น้ำหนัก/);
    const save = screen.getByRole('button', { name: 'บันทึก' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(within(first).getByLabelText('น้ำหนัก'), { target: { value: '60' } });
    fireEvent.click(save);
    await screen.findByText('บันทึกแล้ว');
    const sent = calls.find((c) => c.method === 'POST')!.body as {
      segments: { segment_id: number; weight: number }[];
    };
    expect(sent.segments[0]).toMatchObject({
      segment_id: 1,
      weight: 60,
      prize_kind: 'credit',
      prize_amount: 12.5,
    });
    expect(sent.segments).toHaveLength(3);
  });

  it("refuses a segment without a label with the contract's message, before any call", async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/wheels': { wheels: [wheel] },
      'GET /api/backoffice/wheels/report': report,
    });
    renderApp('/engagement/wheel');
    const second = await screen.findByRole('group', { name: /ช่องที่ 2/ });
    fireEvent.change(within(second).getByLabelText('ชื่อช่อง'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await within(second).findByText('กรุณาใส่ชื่อช่อง')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a wheel save past the caps became a request, and keeps the form as typed (the wheel is unchanged)', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/wheels': { wheels: [wheel] },
      'GET /api/backoffice/wheels/report': report,
      'POST /api/backoffice/wheels/7/segments': () => ({
        approval: pendingApproval(41, 'wheel.segments', {
          subject: 'wheel:7',
          summary: 'วงล้อ วงล้อหมุนฟรี: รางวัลที่ตั้งหรือเพิ่ม เครดิต 50,000.00 บาท (ช่องที่ 1 → 50,000.00 บาท)',
          requested_by: 'marketing:ตลาด',
          requested_at: '2026-03-16T05:00:00.000Z',
        }),
      }),
    });
    renderApp('/engagement/wheel');
    const first = await screen.findByRole('group', { name: /ช่องที่ 1/ });
    fireEvent.change(within(first).getByLabelText('มูลค่า'), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByText(/ส่งคำขอ #41 แล้ว/)).textContent).toMatch(/ยังไม่มีผลกับสมาชิก/);
    expect(screen.queryByText('บันทึกแล้ว')).toBeNull();
    expect((within(first).getByLabelText('มูลค่า') as HTMLInputElement).value).toBe('50000');
  });

  it('lets finance adjust points by phone with a reason and one request id, and shows the new total', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'POST /api/backoffice/points/adjust': (c: FakeCall) =>
        (c.body as { points: number }).points < -100
          ? failure(200, 12259, 'สมาชิกมีพอยท์ไม่พอให้หักตามจำนวนนี้')
          : { member_id: 3, transfer_id: 11, points: 1250, replayed: false },
    });
    renderApp('/engagement');
    // Finance sees the points tab only.
    await screen.findByRole('heading', { name: 'ปรับพอยท์สมาชิก' });
    expect(screen.queryByRole('tab', { name: 'วงล้อ' })).toBeNull();
    fireEvent.change(screen.getByLabelText('เบอร์โทรสมาชิก'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('พอยท์ (ติดลบเพื่อหักคืน)'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('เหตุผล'), { target: { value: 'ชดเชยกิจกรรม' } });
    fireEvent.click(screen.getByRole('button', { name: 'ปรับพอยท์' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/10 หลัก/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('เบอร์โทรสมาชิก'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'ปรับพอยท์' }));
    await screen.findByText('ปรับพอยท์แล้ว สมาชิกมี 1,250 พอยท์');
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '0812345678', points: 250, reason: 'ชดเชยกิจกรรม' });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.change(screen.getByLabelText('พอยท์ (ติดลบเพื่อหักคืน)'), { target: { value: '-500' } });
    fireEvent.change(screen.getByLabelText('เหตุผล'), { target: { value: 'หักคืน' } });
    fireEvent.click(screen.getByRole('button', { name: 'ปรับพอยท์' }));
    await screen.findByText('สมาชิกมีพอยท์ไม่พอให้หักตามจำนวนนี้');
    const posts = calls.filter((c) => c.method === 'POST');
    // A new submission is a new adjustment: its own request id.
    expect((posts[1]!.body as { request_id: string }).request_id).not.toBe(body.request_id);
  });

  it('lists pending shop redemptions and marks one sent', async () => {
    const pending = {
      total: 1,
      page: 1,
      page_size: 25,
      items: [
        {
          id: 31,
          created_at: '2026-11-20T03:00:00Z',
          member_id: 3,
          phone: '0812345678',
          name: 'สมหญิง รักดี',
          item: 'เสื้อยืด UG99',
          quantity: 1,
          status: 'pending',
        },
      ],
    };
    let sent = false;
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/shop/items': emptyPage,
      'GET /api/backoffice/shop/redemptions': () => (sent ? emptyPage : pending),
      'POST /api/backoffice/shop/redemptions/31/sent': () => {
        sent = true;
        return { id: 31, status: 'sent' };
      },
    });
    renderApp('/engagement/shop');
    const table = await screen.findByRole('table', { name: 'รายการแลกที่รอจัดส่ง' });
    fireEvent.click(await within(table).findByRole('button', { name: 'จัดส่งแล้ว' }));
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกการจัดส่ง' });
    fireEvent.change(within(dialog).getByLabelText('หมายเหตุ (เช่น เลขพัสดุ)'), { target: { value: 'EMS123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'จัดส่งแล้ว' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ note: 'EMS123' });
    await waitFor(() => expect(within(table).queryByText('เสื้อยืด UG99')).toBeNull());
  });

  it('shows when a quest change applies and adds a quest with whole counts', async () => {
    const quest = {
      id: 1,
      code: 'daily_deposit_300',
      title: 'ฝากเงินวันนี้ 300 บาทขึ้นไป',
      description: '',
      period: 'day',
      metric: 'deposit',
      target: 300,
      reward_kind: 'credit',
      reward_amount: 20,
      active: true,
      sort_order: 1,
      pending: {
        title: 'ฝากเงินวันนี้ 500 บาทขึ้นไป',
        description: '',
        target: 500,
        reward_kind: 'credit',
        reward_amount: 25,
        active: true,
        sort_order: 1,
        from: '2026-11-26',
      },
      created_at: '2026-11-01T00:00:00Z',
    };
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/quests': { total: 1, page: 1, page_size: 25, items: [quest] },
      'POST /api/backoffice/quests': (c: FakeCall) => ({ ...quest, ...(c.body as object), id: 2 }),
    });
    renderApp('/engagement/quests');
    const table = await screen.findByRole('table', { name: 'ภารกิจ' });
    expect(await within(table).findByText('มีการแก้ไขรอมีผลตั้งแต่ 26 พ.ย. 2569')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มภารกิจ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มภารกิจ' });
    fireEvent.change(within(dialog).getByLabelText('รหัส'), { target: { value: 'daily_bills_2' } });
    fireEvent.change(within(dialog).getByLabelText('นับจาก'), { target: { value: 'lotto_bills' } });
    fireEvent.change(within(dialog).getByLabelText('ชื่อ'), { target: { value: 'แทงหวย 2 โพย' } });
    fireEvent.change(within(dialog).getByLabelText('เป้าหมาย (จำนวนโพยหวย)'), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนรางวัล'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    // Half a bill is refused on the screen, before any call.
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/ตรวจข้อมูล/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('เป้าหมาย (จำนวนโพยหวย)'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      code: 'daily_bills_2',
      period: 'day',
      metric: 'lotto_bills',
      target: 2,
      reward_kind: 'points',
      reward_amount: 10,
    });
  });

  it('says a quest save past the caps became a request; the list does not gain the quest', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/quests': emptyPage,
      'POST /api/backoffice/quests': {
        approval: pendingApproval(43, 'quest.save', {
          subject: 'quest:code:big_credit',
          summary: 'ภารกิจ ฝากครบ: รางวัล 5,000.00 บาท ต่อครั้งที่สำเร็จ',
          requested_by: 'marketing:ตลาด',
          requested_at: '2026-03-16T05:00:00.000Z',
        }),
      },
    });
    renderApp('/engagement/quests');
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มภารกิจ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มภารกิจ' });
    fireEvent.change(within(dialog).getByLabelText('รหัส'), { target: { value: 'big_credit' } });
    fireEvent.change(within(dialog).getByLabelText('ชื่อ'), { target: { value: 'ฝากครบ' } });
    fireEvent.change(within(dialog).getByLabelText('เป้าหมาย (ยอดฝาก (บาท))'), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByLabelText('ประเภทรางวัล'), { target: { value: 'credit' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนรางวัล'), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByText(/ส่งคำขอ #43 แล้ว/)).textContent).toMatch(/ยังไม่มีผลกับสมาชิก/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a poll's votes per choice and its winners", async () => {
    const row = {
      id: 5,
      title: 'ทีมไหนจะชนะ',
      opens_at: '2026-11-01T00:00:00Z',
      closes_at: '2026-11-20T00:00:00Z',
      state: 'drawn',
      baht_per_vote: 500,
      winner_count: 1,
      prize_spins: 2,
      total_votes: 4,
      created_at: '2026-11-01T00:00:00Z',
    };
    stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/polls': { total: 1, page: 1, page_size: 25, items: [row] },
      'GET /api/backoffice/polls/5': {
        poll: { ...row, description: '', seed_hash: 'ab'.repeat(32), drawn_at: '2026-11-20T00:01:00Z' },
        choices: [
          { id: 1, label: 'ทีมเหย้า', votes: 3, winning: true },
          { id: 2, label: 'ทีมเยือน', votes: 1, winning: false },
        ],
        winners: [{ rank: 1, member_id: 9, phone: '0812345678', prize: 'granted' }],
      },
    });
    renderApp('/engagement/polls');
    fireEvent.click(await screen.findByRole('button', { name: 'ทีมไหนจะชนะ' }));
    await screen.findByRole('heading', { name: 'ผลโพล: ทีมไหนจะชนะ' });
    expect(screen.getByText('ทีมเหย้า (ตัวเลือกที่ชนะ)')).toBeTruthy();
    expect(screen.getByText('3 (75.0%)')).toBeTruthy();
    expect(screen.getByText('0812345678 (granted)')).toBeTruthy();
  });
});
