import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, type FakeCall } from '#bo/test/fake-api.ts';
import { operator } from '#bo/test/fixtures.ts';
import { renderApp } from '#bo/test/render.tsx';

// The sandbox tools page (docs/BACKOFFICE.md#sandbox-tools): admin only, its cards shown only for the
// sandbox the server says is on, each action asked first.

const page = async (
  status: { gateway: boolean; sms: boolean; deposit_accounts?: unknown[] },
  answers: Record<string, unknown> = {},
) => {
  const api = stubApi({
    'GET /api/backoffice/auth/me': operator('admin'),
    'GET /api/backoffice/sandbox/status': { deposit_accounts: [], ...status },
    ...answers,
  });
  renderApp('/sandbox-tools');
  await screen.findByRole('heading', { name: 'เครื่องมือทดสอบ', level: 1 });
  return api;
};
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section')!;

describe('sandbox tools', () => {
  it('lists the deposit accounts members see, the test ones marked บัญชีทดสอบ', async () => {
    await page({
      gateway: true,
      sms: true,
      deposit_accounts: [
        {
          kind: 'bank_transfer',
          name: 'ธนาคารกสิกรไทย',
          account_no: '000-0-12345',
          account_name: 'บจก. ยูจี',
          test_account: true,
        },
        {
          kind: 'bank_transfer',
          name: 'ธนาคารกรุงเทพ',
          account_no: '123-4-56789-0',
          account_name: 'บจก. ยูจี',
          test_account: false,
        },
      ],
    });
    const accounts = within(await card('บัญชีรับฝากของเว็บ'));
    const [test, real] = accounts.getAllByRole('listitem');
    expect(test!.textContent).toContain('000-0-12345');
    expect(test!.textContent).toContain('บัญชีทดสอบ');
    expect(real!.textContent).toContain('123-4-56789-0');
    expect(real!.textContent).not.toContain('บัญชีทดสอบ');
  });

  it('pays a deposit at the sandbox gateway after asking, and shows the event to deliver again', async () => {
    const { calls } = await page(
      { gateway: true, sms: true },
      {
        'POST /api/backoffice/sandbox/pay': (call: FakeCall) =>
          (call.body as { reference: string }).reference === 'UGNONE'
            ? failure(200, 12332, 'ไม่พบรายการฝากที่มีรหัสอ้างอิงนี้')
            : { reference: 'UGABC123', event_id: 'evt_123', amount: 500.37, delivered: true },
      },
    );
    const pay = within(await card('ชำระเงินทดสอบ'));
    expect(screen.getAllByRole('link', { name: 'เครื่องมือทดสอบ' }).length).toBeGreaterThan(0);
    fireEvent.click(pay.getByRole('button', { name: 'ชำระเงินทดสอบ' }));
    expect(await pay.findByText('กรุณากรอกรหัสอ้างอิงการฝาก')).toBeTruthy();
    fireEvent.change(pay.getByLabelText('รหัสอ้างอิงการฝาก'), { target: { value: 'ugabc123' } });
    fireEvent.click(pay.getByRole('button', { name: 'ชำระเงินทดสอบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ชำระเงินทดสอบ' });
    expect(dialog.textContent).toContain('UGABC123');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ชำระเงินทดสอบ' }));
    expect(await pay.findByText('ชำระรายการ UGABC123 ฿500.37 แล้ว ระบบรับแจ้งเตือนแล้ว')).toBeTruthy();
    expect(pay.getByText('evt_123')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reference: 'ugabc123' });

    fireEvent.change(pay.getByLabelText('รหัสอ้างอิงการฝาก'), { target: { value: 'UGNONE' } });
    fireEvent.click(pay.getByRole('button', { name: 'ชำระเงินทดสอบ' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'ชำระเงินทดสอบ' })).getByRole('button', {
        name: 'ชำระเงินทดสอบ',
      }),
    );
    expect(await pay.findByText('ไม่พบรายการฝากที่มีรหัสอ้างอิงนี้')).toBeTruthy();
  });

  it('delivers an event again after asking, and says whether it was accepted', async () => {
    const { calls } = await page(
      { gateway: true, sms: false },
      { 'POST /api/backoffice/sandbox/redeliver': { event_id: 'evt_9', delivered: false } },
    );
    const redeliver = within(await card('ส่งแจ้งเตือนการชำระเงินซ้ำ'));
    fireEvent.click(redeliver.getByRole('button', { name: 'ส่งซ้ำ' }));
    expect(await redeliver.findByText('กรุณากรอกรหัสเหตุการณ์')).toBeTruthy();
    fireEvent.change(redeliver.getByLabelText('รหัสเหตุการณ์'), { target: { value: ' evt_9 ' } });
    fireEvent.click(redeliver.getByRole('button', { name: 'ส่งซ้ำ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งแจ้งเตือนการชำระเงินซ้ำ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ส่งซ้ำ' }));
    expect(await redeliver.findByText(/ส่งเหตุการณ์ evt_9 แล้ว แต่ระบบยังไม่รับ/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ event_id: 'evt_9' });
    // The SMS sandbox is off: no code card.
    expect(screen.queryByRole('heading', { name: 'ดูรหัส OTP ของ SMS ทดสอบ' })).toBeNull();
  });

  it('shows the latest code for a phone, checking the phone first', async () => {
    const { calls } = await page(
      { gateway: false, sms: true },
      {
        'GET /api/backoffice/sandbox/otp': (call: FakeCall) =>
          call.query.get('phone') === '0899999999'
            ? failure(200, 12335, 'ยังไม่มีรหัส OTP ที่ส่งถึงเบอร์นี้ในกล่อง SMS ทดสอบ')
            : { phone: '0812345678', otp: '482913', sent_at: '2026-11-25T03:00:00.000Z' },
      },
    );
    const otp = within(await card('ดูรหัส OTP ของ SMS ทดสอบ'));
    fireEvent.change(otp.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '12345' } });
    fireEvent.click(otp.getByRole('button', { name: 'ดูรหัส OTP' }));
    expect(await otp.findByText(/ต้องเป็นตัวเลข 10 หลัก/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/backoffice/sandbox/otp')).toBe(false);
    fireEvent.change(otp.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
    fireEvent.click(otp.getByRole('button', { name: 'ดูรหัส OTP' }));
    expect(await otp.findByText(/รหัส OTP 482913/)).toBeTruthy();
    fireEvent.change(otp.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0899999999' } });
    fireEvent.click(otp.getByRole('button', { name: 'ดูรหัส OTP' }));
    expect(await otp.findByText('ยังไม่มีรหัส OTP ที่ส่งถึงเบอร์นี้ในกล่อง SMS ทดสอบ')).toBeTruthy();
    // The gateway is off: its cards are hidden and the page says why.
    expect(screen.queryByRole('heading', { name: 'ชำระเงินทดสอบ' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'ส่งแจ้งเตือนการชำระเงินซ้ำ' })).toBeNull();
    expect(screen.getByText(/เกตเวย์ชำระเงินทดสอบปิดอยู่/)).toBeTruthy();
  });

  it('hides every card when the sandbox is off', async () => {
    await page({ gateway: false, sms: false });
    expect(await screen.findByText(/เว็บนี้ไม่ได้เปิดระบบทดสอบ/)).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /ชำระเงินทดสอบ|ส่งซ้ำ|ดูรหัส OTP/ })).toEqual([]);
  });

  it('is in the menu of admins only', async () => {
    stubApi({
      'GET /api/backoffice/auth/me': operator('finance'),
      'GET /api/backoffice/members': { total: 0, page: 1, page_size: 25, items: [] },
    });
    renderApp('/members');
    await screen.findAllByRole('link', { name: 'สมาชิก' });
    expect(screen.queryByRole('link', { name: 'เครื่องมือทดสอบ' })).toBeNull();
  });
});
