import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, FakeResponse, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import {
  inquiry,
  paymentChannels,
  paymentInfo,
  qrIntent,
  trueMoneyChannel,
} from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DepositFlow } from './deposit-flow.tsx';

const NOW = Date.parse('2026-11-21T07:00:00Z');
const wallet = trueMoneyChannel().sub_channels[0]!;
const trueMoneyIntent = qrIntent(NOW, {
  kind: 'truemoney',
  channel_id: 3,
  sub_channel_id: 31,
  amount: 300,
  pay_amount: 300.37,
  qr_svg: null,
  payload: null,
  sandbox_url: 'http://localhost:3000/sandbox/bank/pay/TM1',
  // The seed's wallet is a sandbox test account (docs/rules/payments.md#test-accounts).
  test_account: true,
  pay_to: {
    bank_code: null,
    bank_name: null,
    account_no: wallet.account_no,
    account_name: wallet.account_name,
  },
});

function trueMoneyApi() {
  return stubApi({
    '/api/member/payment/channels': [...paymentChannels(), trueMoneyChannel()],
    '/api/payment/info': paymentInfo(),
    '/api/payment/qrcode_info': new FakeResponse(200, {
      error: 5004,
      data: null,
      message: 'ไม่พบรายการฝากเงิน',
    }),
    '/api/payment/generate_qr': ({ body }: FakeCall) => ({
      ...trueMoneyIntent,
      amount: (body as { amount: number }).amount,
    }),
    '/api/payment/inquiry_status': inquiry(trueMoneyIntent, 'pending'),
    '/api/member/wallets': walletsWith(0),
    '/api/member/points': { point: 0 },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

// docs/PAYMENT-PAGES.md#truemoney: a wallet in the TrueMoney app, not a bank transfer.
describe('TrueMoney deposit', () => {
  it('shows the wallet number, its name and the TrueMoney app steps, not a bank account', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = trueMoneyApi();
    renderWithApp(<DepositFlow />);
    fireEvent.click(await screen.findByRole('radio', { name: /ทรูมันนี่ วอลเล็ท/ }));
    fireEvent.change(screen.getByLabelText('ยอดเงินที่ต้องการฝาก (บาท)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'ดำเนินการฝากเงิน' }));

    expect(await screen.findByRole('heading', { name: 'โอนเงินผ่านทรูมันนี่ วอลเล็ท' })).toBeDefined();
    expect(callsTo(fetchMock, '/api/payment/generate_qr')[0]?.body).toEqual({
      channel_id: 3,
      sub_channel_id: 31,
      amount: 300,
    });
    expect(screen.getByText('เบอร์วอลเล็ทปลายทาง')).toBeDefined();
    expect(screen.getByText('000-123-4567')).toBeDefined();
    // Marked as the sandbox's test account, with what that means.
    expect(screen.getByText('บัญชีทดสอบ').closest('[role="note"]')?.textContent).toContain('ไม่ใช่บัญชีจริง');
    expect(screen.getByText('ยูจี เก้าเก้า เซอร์วิส')).toBeDefined();
    const steps = within(screen.getByRole('region', { name: 'วิธีโอนผ่านแอปทรูมันนี่' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'เปิดแอปทรูมันนี่ วอลเล็ท แล้วเลือก "โอนเงิน"',
      'กรอกเบอร์วอลเล็ทปลายทาง 000-123-4567',
      'ตรวจว่าชื่อผู้รับคือ ยูจี เก้าเก้า เซอร์วิส',
      'ใส่ยอด ฿300.37 ให้ตรงทุกสตางค์ แล้วกดยืนยันการโอน',
      'กลับมาที่หน้านี้ ยอดเงินจะเข้ากระเป๋าหลักเมื่อระบบตรวจพบรายการ',
    ]);
    // Nothing of the bank-transfer presentation, the sandbox's link included.
    expect(screen.getByRole('link', { name: 'เปิดหน้าทรูมันนี่ วอลเล็ททดสอบ (แซนด์บ็อกซ์)' })).toBeDefined();
    expect(screen.queryByText(/ธนาคารทดสอบ/)).toBeNull();
    expect(screen.queryByText('โอนเงินเข้าบัญชี')).toBeNull();
    expect(screen.queryByText('เลขบัญชี')).toBeNull();
    expect(screen.queryByText('โอนเข้าบัญชี')).toBeNull();

    // The app takes the bare digits.
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกเบอร์วอลเล็ทปลายทาง' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('0001234567'));
  });

  it('keeps the bank-transfer presentation for a bank account', async () => {
    const intent = qrIntent(NOW, {
      kind: 'bank_transfer',
      channel_id: 2,
      sub_channel_id: 21,
      pay_amount: 500.12,
      qr_svg: null,
      payload: null,
      pay_to: {
        bank_code: 'KBANK',
        bank_name: 'ธนาคารกสิกรไทย',
        account_no: '123-4-56789-0',
        account_name: 'บจก. ยูจี',
      },
    });
    stubApi({
      '/api/member/payment/channels': [...paymentChannels(), trueMoneyChannel()],
      '/api/payment/info': paymentInfo(),
      '/api/payment/qrcode_info': intent,
      '/api/payment/inquiry_status': inquiry(intent, 'pending'),
      '/api/member/wallets': walletsWith(0),
    });
    renderWithApp(<DepositFlow />);
    expect(await screen.findByRole('heading', { name: 'โอนเงินเข้าบัญชี' })).toBeDefined();
    expect(screen.getByText('เลขบัญชี')).toBeDefined();
    // An account that is not a test account carries no mark.
    expect(screen.queryByText('บัญชีทดสอบ')).toBeNull();
    expect(screen.queryByText('เบอร์วอลเล็ทปลายทาง')).toBeNull();
    expect(screen.queryByRole('region', { name: 'วิธีโอนผ่านแอปทรูมันนี่' })).toBeNull();
  });
});
