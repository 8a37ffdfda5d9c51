import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failWith, FakeResponse, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { inquiry, paymentChannels, paymentInfo, qrIntent } from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { INQUIRY_INTERVAL_MS } from '../api/inquiry-status.ts';
import { DepositFlow } from './deposit-flow.tsx';

const NOW = Date.parse('2026-11-21T07:00:00Z');
const noIntent = new FakeResponse(200, { error: 5004, data: null, message: 'ไม่พบรายการฝากเงิน' });

/** The API of a member with no open intent; answers can be replaced per test. */
function depositApi(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/member/payment/channels': paymentChannels(),
    '/api/payment/info': paymentInfo(),
    '/api/payment/qrcode_info': noIntent,
    '/api/payment/generate_qr': ({ body }: FakeCall) =>
      qrIntent(NOW, { amount: (body as { amount: number }).amount }),
    '/api/payment/inquiry_status': inquiry(qrIntent(NOW), 'pending'),
    '/api/member/wallets': walletsWith(0),
    '/api/member/points': { point: 0 },
    '/api/member/statement': { page: 1, page_size: 20, total: 0, rows: [] },
    ...overrides,
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deposit flow', () => {
  it('fills the amount from a quick-amount button and opens a PromptPay intent with channel and account', async () => {
    const fetchMock = depositApi();
    renderWithApp(<DepositFlow />);
    const quick = await screen.findByRole('group', { name: 'เลือกยอดเงินด่วน' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['฿100.00', '฿300.00', '฿500.00', '฿1,000.00', '฿5,000.00']);
    fireEvent.click(within(quick).getByRole('button', { name: 'ฝาก ฿500.00' }));
    expect(screen.getByLabelText('ยอดเงินที่ต้องการฝาก (บาท)')).toHaveProperty('value', '500');
    fireEvent.click(screen.getByRole('button', { name: 'ดำเนินการฝากเงิน' }));

    expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์ สำหรับชำระ ฿500.00' })).toBeDefined();
    expect(callsTo(fetchMock, '/api/payment/generate_qr')[0]?.body).toEqual({
      channel_id: 1,
      sub_channel_id: 11,
      amount: 500,
    });
    expect(screen.getByText('DP20261121ABC')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toBe('15:00');
    expect(screen.getByText('ฝากเฉพาะเงินที่เสียได้')).toBeDefined();
  });

  it('refuses an amount under the channel minimum in Thai without asking the server', async () => {
    const fetchMock = depositApi();
    renderWithApp(<DepositFlow />);
    fireEvent.change(await screen.findByLabelText('ยอดเงินที่ต้องการฝาก (บาท)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'ดำเนินการฝากเงิน' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ยอดฝากขั้นต่ำ ฿100.00');
    expect(callsTo(fetchMock, '/api/payment/generate_qr')).toHaveLength(0);
  });

  it('shows a refusal of the server (a deposit limit) in the form and stays on it', async () => {
    const message = 'เกินวงเงินฝากรายวันที่ท่านตั้งไว้ (฿1,000.00) ฝากได้อีก ฿200.00 วันนี้';
    depositApi({ '/api/payment/generate_qr': new FakeResponse(200, { error: 3010, data: null, message }) });
    renderWithApp(<DepositFlow />);
    fireEvent.change(await screen.findByLabelText('ยอดเงินที่ต้องการฝาก (บาท)'), { target: { value: '1,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ดำเนินการฝากเงิน' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('polls inquiry_status while pending, stops once paid, and refreshes the balance it shows', async () => {
    const intent = qrIntent(NOW);
    let paid = false;
    let wallets = walletsWith(0);
    const fetchMock = depositApi({
      '/api/payment/qrcode_info': intent,
      '/api/payment/inquiry_status': () => inquiry(intent, paid ? 'paid' : 'pending'),
      '/api/member/wallets': () => wallets,
    });
    renderWithApp(<DepositFlow />);
    await screen.findByRole('timer');
    await waitFor(() => expect(callsTo(fetchMock, '/api/payment/inquiry_status')).toHaveLength(1));
    await advance(INQUIRY_INTERVAL_MS);
    await advance(INQUIRY_INTERVAL_MS);
    expect(callsTo(fetchMock, '/api/payment/inquiry_status')).toHaveLength(3);

    paid = true;
    wallets = walletsWith(500);
    await advance(INQUIRY_INTERVAL_MS);
    expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeDefined();
    expect(await screen.findByText('฿500.00', { selector: 'span' })).toBeDefined();
    expect(screen.queryByRole('timer')).toBeNull();
    const polls = callsTo(fetchMock, '/api/payment/inquiry_status').length;
    await advance(INQUIRY_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, '/api/payment/inquiry_status')).toHaveLength(polls);
  });

  it('stops polling when the intent expired and offers a new one, which brings the form back', async () => {
    const intent = qrIntent(NOW);
    const fetchMock = depositApi({
      '/api/payment/qrcode_info': intent,
      '/api/payment/inquiry_status': inquiry(intent, 'expired'),
    });
    renderWithApp(<DepositFlow />);
    expect(await screen.findByText('รายการฝากหมดเวลา')).toBeDefined();
    expect(screen.getByText('หมดเวลาชำระ')).toBeDefined();
    const polls = callsTo(fetchMock, '/api/payment/inquiry_status').length;
    await advance(INQUIRY_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, '/api/payment/inquiry_status')).toHaveLength(polls);

    fireEvent.click(screen.getByRole('button', { name: 'สร้างรายการฝากใหม่' }));
    expect(await screen.findByRole('button', { name: 'ดำเนินการฝากเงิน' })).toBeDefined();
  });

  it('cancels a pending deposit after a warning and brings the form back at once', async () => {
    const intent = qrIntent(NOW);
    let cancelled = false;
    const fetchMock = depositApi({
      '/api/payment/qrcode_info': () => (cancelled ? { ...intent, status: 'cancelled' } : intent),
      '/api/payment/inquiry_status': () => inquiry(intent, cancelled ? 'cancelled' : 'pending'),
      '/api/member/payment/cancel': () => {
        cancelled = true;
        return inquiry(intent, 'cancelled');
      },
    });
    renderWithApp(<DepositFlow />);
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกรายการฝากนี้' }));
    // The member is warned first, and can step back without cancelling anything.
    expect(screen.getByText(/กรุณาอย่ายกเลิก/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(callsTo(fetchMock, '/api/member/payment/cancel')).toHaveLength(0);
    expect(screen.getByRole('timer')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกรายการฝากนี้' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันยกเลิกรายการ' }));
    expect(await screen.findByRole('button', { name: 'ดำเนินการฝากเงิน' })).toBeDefined();
    expect(callsTo(fetchMock, '/api/member/payment/cancel').map((c) => [c.method, c.body])).toEqual([
      ['POST', { reference: intent.reference }],
    ]);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the deposit as paid when it was paid before the cancel arrived', async () => {
    const intent = qrIntent(NOW);
    let paid = false;
    depositApi({
      '/api/payment/qrcode_info': intent,
      '/api/payment/inquiry_status': () => inquiry(intent, paid ? 'paid' : 'pending'),
      '/api/member/payment/cancel': () => {
        paid = true;
        return failWith('DEPOSIT_ALREADY_PAID');
      },
      '/api/member/wallets': walletsWith(500),
    });
    renderWithApp(<DepositFlow />);
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกรายการฝากนี้' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันยกเลิกรายการ' }));
    expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'ดำเนินการฝากเงิน' })).toBeNull();
  });

  it('shows a bank transfer as the account and the exact amount, each with a copy button', async () => {
    const intent = qrIntent(NOW, {
      kind: 'bank_transfer',
      channel_id: 2,
      sub_channel_id: 22,
      pay_amount: 500.37,
      qr_svg: null,
      payload: null,
      pay_to: {
        bank_code: 'SCB',
        bank_name: 'ธนาคารไทยพาณิชย์',
        account_no: '987-6-54321-0',
        account_name: 'บจก. ยูจี',
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    depositApi({
      '/api/payment/qrcode_info': intent,
      '/api/payment/inquiry_status': inquiry(intent, 'pending'),
    });
    renderWithApp(<DepositFlow />);
    expect(await screen.findByText('฿500.37')).toBeDefined();
    expect(screen.getByText('กรุณาโอนยอดนี้ให้ตรงทุกสตางค์ ระบบจึงจะจับคู่รายการได้อัตโนมัติ')).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกยอดที่ต้องชำระ' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('500.37'));
    expect(await screen.findByRole('button', { name: 'คัดลอกแล้ว' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('987-6-54321-0'));
  });

  it('during a cool-off shows why deposits are refused instead of the amount', async () => {
    depositApi({
      '/api/payment/info': paymentInfo({ blocked_message: 'ท่านพักการเล่นถึง 22 พ.ย. 2569 14:05 น.' }),
    });
    renderWithApp(<DepositFlow />);
    expect(await screen.findByText('ท่านพักการเล่นถึง 22 พ.ย. 2569 14:05 น.')).toBeDefined();
    expect(screen.queryByLabelText('ยอดเงินที่ต้องการฝาก (บาท)')).toBeNull();
    expect(screen.getByRole('link', { name: 'ตั้งวงเงินฝากหรือพักการเล่น' }).getAttribute('href')).toBe(
      '/member/profile#responsible-gaming',
    );
  });
});
