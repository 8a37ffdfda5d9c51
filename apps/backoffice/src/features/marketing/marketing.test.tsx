import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_MESSAGE, CONTENT_LINK_MESSAGE } from '@ug99/contract';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { dashboard, operator, pendingApproval } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

const page = <T,>(items: T[]) => ({ total: items.length, page: 1, page_size: 25, items });

const coupon = {
  id: 7,
  code: 'SONGKRAN50',
  reward_kind: 'credit',
  reward_amount: 50,
  quota: 100,
  redeemed: 12,
  valid_from: '2026-11-20T00:00:00Z',
  valid_until: '2026-12-31T16:59:00Z',
  created_by: 'marketing:ตลาด',
  created_at: '2026-11-20T00:00:00Z',
};

const promotion = {
  id: 3,
  title: 'ฝากแรกรับ 50%',
  image: '/media/p.svg',
  description: 'โบนัสฝากแรก',
  type: 'first_deposit',
  min_deposit: 100,
  bonus_percent: 50,
  bonus_cap: 500,
  turnover_multiplier: 5,
  categories: ['slot', 'fishing'],
  max_withdraw: null,
  per_member_limit: 1,
  starts_at: null,
  ends_at: null,
  active: true,
  sort_order: 0,
  created_at: '2026-11-20T00:00:00Z',
};

const banner = {
  id: 4,
  title: 'แบนเนอร์สงกรานต์',
  image: '/media/banner-1.svg',
  link: '/promotion',
  sort_order: 1,
  active: true,
  created_at: '2026-11-20T00:00:00Z',
};

describe('marketing', () => {
  it('lists coupons with how many were redeemed, checks the form in Thai, then adds one usable at once', async () => {
    const items = [coupon];
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/coupons': () => page(items),
      'POST /api/backoffice/coupons': (c: FakeCall) => {
        const body = c.body as { code: string };
        const added = { ...coupon, id: 8, code: body.code.toUpperCase(), redeemed: 0 };
        items.unshift(added);
        return added;
      },
    });
    renderApp('/marketing/coupons');
    const table = await screen.findByRole('table', { name: 'คูปอง' });
    const row = await within(table).findByRole('row', { name: /SONGKRAN50/ });
    expect(row.textContent).toContain('12 / 100');
    expect(row.textContent).toContain('฿50.00');
    expect(calls.find((c) => c.path === '/api/backoffice/coupons')?.query.get('sort')).toBe('-created_at');

    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มคูปอง' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มคูปอง' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกคูปอง' }));
    expect(await within(dialog).findByText('กรุณากรอกรหัสคูปอง')).toBeTruthy();
    expect(within(dialog).getByText('กรุณากรอกจำนวนรางวัลเป็นตัวเลข')).toBeTruthy();
    expect(within(dialog).getByText('กรุณาเลือกเวลาที่ใช้ได้ถึง')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('รหัสคูปอง'), { target: { value: 'newyear' } });
    fireEvent.change(within(dialog).getByLabelText('ประเภทรางวัล'), { target: { value: 'points' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนรางวัล'), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนสิทธิ์ทั้งหมด'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('ใช้ได้ถึง'), { target: { value: '2026-12-31T23:59' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกคูปอง' }));
    expect(await within(dialog).findByText('พอยท์และจำนวนครั้งหมุนวงล้อต้องเป็นจำนวนเต็ม')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('จำนวนรางวัล'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกคูปอง' }));

    expect(await screen.findByText('เพิ่มคูปอง NEWYEAR แล้ว สมาชิกใช้ได้ตามช่วงเวลาที่กำหนด')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'newyear',
      reward_kind: 'points',
      reward_amount: 100,
      quota: 500,
      valid_from: null,
      valid_until: '2026-12-31T23:59:00+07:00',
    });
    expect(await within(table).findByRole('row', { name: /NEWYEAR/ })).toBeTruthy();
  });

  it("shows the server's refusal of a taken coupon code inside the form", async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('admin'),
      'GET /api/backoffice/coupons': page([coupon]),
      'POST /api/backoffice/coupons': failure(200, 12202, 'มีคูปองรหัสนี้อยู่แล้ว กรุณาใช้รหัสอื่น'),
    });
    renderApp('/marketing/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มคูปอง' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มคูปอง' });
    fireEvent.change(within(dialog).getByLabelText('รหัสคูปอง'), { target: { value: 'songkran50' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนรางวัล'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนสิทธิ์ทั้งหมด'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('ใช้ได้ถึง'), { target: { value: '2026-12-31T23:59' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกคูปอง' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('มีคูปองรหัสนี้อยู่แล้ว กรุณาใช้รหัสอื่น');
  });

  it('ends a coupon now after a confirmation; a coupon whose window has ended offers no button', async () => {
    const open = { ...coupon, valid_until: '2099-12-31T16:59:00Z' };
    const over = { ...coupon, id: 6, code: 'OLDCODE', valid_until: '2020-01-31T16:59:00Z' };
    let items = [open, over];
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/coupons': () => page(items),
      'POST /api/backoffice/coupons/7/end': () => {
        const ended = { ...open, valid_until: new Date().toISOString() };
        items = [ended, over];
        return ended;
      },
    });
    renderApp('/marketing/coupons');
    const table = await screen.findByRole('table', { name: 'คูปอง' });
    const oldRow = await within(table).findByRole('row', { name: /OLDCODE/ });
    expect(within(oldRow).queryByRole('button', { name: /ปิดคูปอง/ })).toBeNull();
    fireEvent.click(await within(table).findByRole('button', { name: 'ปิดคูปอง SONGKRAN50' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปิดคูปอง' });
    expect(dialog.textContent).toContain('สมาชิกจะใช้รหัสนี้ไม่ได้อีก');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปิดคูปอง' }));
    expect(await screen.findByText('ปิดคูปอง SONGKRAN50 แล้ว (ใช้ไปแล้ว 12 สิทธิ์)')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/backoffice/coupons/7/end',
    ]);
    await waitFor(() => expect(within(table).queryByRole('button', { name: /ปิดคูปอง/ })).toBeNull());
  });

  it('adds a promotion with amounts in baht and switches one off after a confirmation', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/promotions': page([promotion]),
      'POST /api/backoffice/promotions': (c: FakeCall) => ({ ...promotion, ...(c.body as object), id: 9 }),
      'POST /api/backoffice/promotions/3/disable': {
        changed: true,
        promotion: { ...promotion, active: false },
      },
    });
    renderApp('/marketing/promotions');
    const row = await screen.findByRole('row', { name: /ฝากแรกรับ 50%/ });
    expect(row.textContent).toContain('ฝากขั้นต่ำ ฿100.00 โบนัส 50% สูงสุด ฿500.00 เทิร์น 5 เท่า');

    fireEvent.click(within(row).getByRole('button', { name: 'ปิดโปรโมชั่น ฝากแรกรับ 50%' }));
    const confirm = await screen.findByRole('dialog', { name: 'ปิดโปรโมชั่น' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันปิดโปรโมชั่น' }));
    expect(await screen.findByText('ปิดโปรโมชั่น "ฝากแรกรับ 50%" แล้ว')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มโปรโมชั่น' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('ชื่อโปรโมชั่น', 'ฝากรายวัน 10%');
    type('รูปภาพ', '/media/daily.svg');
    type('รายละเอียด', 'ฝากทุกวันรับ 10%');
    type('ประเภทโปรโมชั่น', 'daily_deposit');
    type('ยอดฝากขั้นต่ำ (บาท)', '300');
    type('โบนัส (%)', '10');
    type('โบนัสสูงสุด (บาท)', '1,000.50');
    type('ยอดเทิร์น (เท่า)', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกโปรโมชั่น' }));
    expect(await within(dialog).findByText('กรุณาเลือกประเภทเกมอย่างน้อย 1 ประเภท')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('สล็อต'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกโปรโมชั่น' }));
    expect(await screen.findByText('เพิ่มโปรโมชั่น "ฝากรายวัน 10%" แล้ว')).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/api/backoffice/promotions' && c.method === 'POST')?.body,
    ).toMatchObject({
      type: 'daily_deposit',
      min_deposit: 300,
      bonus_cap: 1000.5,
      categories: ['slot'],
      max_withdraw: null,
      per_member_limit: 1,
      starts_at: null,
    });
  });

  it('says a promotion past the caps became a request for finance, and adds nothing to the list', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/promotions': page([promotion]),
      'POST /api/backoffice/promotions': {
        approval: pendingApproval(52, 'promotion.add', {
          subject: 'promotion:โบนัสแสน',
          summary: 'โปรโมชั่นใหม่ โบนัสแสน',
          requested_by: 'marketing:ตลาด',
          requested_at: '2026-03-16T05:00:00.000Z',
        }),
      },
    });
    renderApp('/marketing/promotions');
    await screen.findByRole('row', { name: /ฝากแรกรับ 50%/ });
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มโปรโมชั่น' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('ชื่อโปรโมชั่น', 'โบนัสแสน');
    type('รูปภาพ', '/media/daily.svg');
    type('รายละเอียด', 'ฝากรับโบนัส');
    type('ยอดฝากขั้นต่ำ (บาท)', '100');
    type('โบนัส (%)', '100');
    type('โบนัสสูงสุด (บาท)', '100000');
    type('ยอดเทิร์น (เท่า)', '5');
    fireEvent.click(within(dialog).getByLabelText('สล็อต'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกโปรโมชั่น' }));
    expect((await screen.findByText(/ส่งคำขอ #52 แล้ว/)).textContent).toMatch(/ยังไม่มีผลกับสมาชิก/);
    expect(screen.queryByText(/เพิ่มโปรโมชั่น "โบนัสแสน" แล้ว/)).toBeNull();
  });

  it('adds a banner, edits it and switches a notification off, per tab', async () => {
    const { calls } = stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/banners': page([banner]),
      'POST /api/backoffice/banners': (c: FakeCall) => ({ ...banner, ...(c.body as object), id: 5 }),
      'POST /api/backoffice/banners/4': (c: FakeCall) => ({ ...banner, ...(c.body as object) }),
      'GET /api/backoffice/notifications': page([
        { ...banner, id: 6, title: 'ปิดปรับปรุง', type: 'maintenance', description: 'คืนนี้ 02:00' },
      ]),
      'POST /api/backoffice/notifications/6/disable': {
        ...banner,
        id: 6,
        title: 'ปิดปรับปรุง',
        type: 'maintenance',
        description: 'คืนนี้ 02:00',
        active: false,
      },
    });
    renderApp('/marketing/content');
    const row = await screen.findByRole('row', { name: /แบนเนอร์สงกรานต์/ });
    expect(row.textContent).toContain('/promotion');

    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มแบนเนอร์' }));
    let dialog = await screen.findByRole('dialog', { name: 'เพิ่มแบนเนอร์' });
    fireEvent.change(within(dialog).getByLabelText('ชื่อ'), { target: { value: 'ลอยกระทง' } });
    fireEvent.change(within(dialog).getByLabelText('รูปภาพ'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(CONTENT_IMAGE_MESSAGE)).toBeTruthy();
    // A link to another site written as a path is refused in the form, before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('รูปภาพ'), { target: { value: '/media/loy.svg' } });
    fireEvent.change(within(dialog).getByLabelText('ลิงก์เมื่อกด'), { target: { value: '//evil.example/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(CONTENT_LINK_MESSAGE)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('ลิงก์เมื่อกด'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('รูปภาพ'), { target: { value: '/media/loy.svg' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึก "ลอยกระทง" แล้ว')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'ลอยกระทง',
      image: '/media/loy.svg',
      link: null,
      sort_order: 0,
      active: true,
    });

    fireEvent.click(within(row).getByRole('button', { name: 'แก้ไข แบนเนอร์สงกรานต์' }));
    dialog = await screen.findByRole('dialog', { name: 'แก้ไขแบนเนอร์' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('ลิงก์เมื่อกด').value).toBe('/promotion');
    fireEvent.click(within(dialog).getByLabelText('แสดงบนหน้าเว็บ'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/backoffice/banners/4')).toBe(true));
    expect(calls.find((c) => c.path === '/api/backoffice/banners/4')?.body).toMatchObject({ active: false });

    fireEvent.click(screen.getByRole('tab', { name: 'ประกาศแจ้งเตือน' }));
    const note = await screen.findByRole('row', { name: /ปิดปรับปรุง/ });
    expect(note.textContent).toContain('ปิดปรับปรุงระบบ');
    fireEvent.click(within(note).getByRole('button', { name: 'ปิดการแสดง ปิดปรับปรุง' }));
    const confirm = await screen.findByRole('dialog', { name: 'ปิดการแสดง' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันปิดการแสดง' }));
    expect(await screen.findByText('ปิดการแสดง "ปิดปรับปรุง" แล้ว')).toBeTruthy();
  });

  it('shows the marketing menu to marketing, not to support', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('marketing'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    const first = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'เมนู' }));
    let menu = await screen.findByRole('dialog', { name: 'เมนู' });
    for (const name of ['คูปอง', 'โปรโมชั่น', 'แบนเนอร์และประกาศ']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    first.unmount();
    stubApi({
      'GET /api/backoffice/auth/me': operator('support'),
      'GET /api/backoffice/dashboard': dashboard,
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'เมนู' }));
    menu = await screen.findByRole('dialog', { name: 'เมนู' });
    expect(within(menu).queryByRole('link', { name: 'คูปอง' })).toBeNull();
  });
});
