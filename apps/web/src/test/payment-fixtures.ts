import type {
  InquiryStatus,
  PaymentChannel,
  PaymentInfo,
  QrcodeInfo,
  Withdrawal,
  WithdrawList,
} from '@ug99/contract';

/** The seed's channels: PromptPay with one id, bank transfer to two agent accounts. */
export function paymentChannels(): PaymentChannel[] {
  return [
    {
      id: 1,
      kind: 'promptpay',
      name: 'พร้อมเพย์ QR',
      min_amount: 100,
      max_amount: 50_000,
      sub_channels: [
        {
          id: 11,
          name: 'พร้อมเพย์',
          bank_code: null,
          bank_name: null,
          account_no: 'xxx-xxx-5678',
          account_name: 'บจก. ยูจี',
          test_account: false,
        },
      ],
    },
    {
      id: 2,
      kind: 'bank_transfer',
      name: 'โอนผ่านบัญชีธนาคาร',
      min_amount: 100,
      max_amount: 200_000,
      sub_channels: [
        {
          id: 21,
          name: 'KBANK',
          bank_code: 'KBANK',
          bank_name: 'ธนาคารกสิกรไทย',
          account_no: '123-4-56789-0',
          account_name: 'บจก. ยูจี',
          test_account: false,
        },
        {
          id: 22,
          name: 'SCB',
          bank_code: 'SCB',
          bank_name: 'ธนาคารไทยพาณิชย์',
          account_no: '987-6-54321-0',
          account_name: 'บจก. ยูจี',
          test_account: false,
        },
      ],
    },
  ];
}

/** The seed's TrueMoney channel: one agent wallet, paid to by phone number in the TrueMoney app. */
export function trueMoneyChannel(): PaymentChannel {
  return {
    id: 3,
    kind: 'truemoney',
    name: 'ทรูมันนี่ วอลเล็ท',
    min_amount: 20,
    max_amount: 200_000,
    sub_channels: [
      {
        id: 31,
        name: 'ทรูมันนี่ วอลเล็ท',
        bank_code: null,
        bank_name: null,
        account_no: '0001234567',
        account_name: 'ยูจี เก้าเก้า เซอร์วิส',
        // The seed's wallet is a test account; the sandbox runs in these fixtures.
        test_account: true,
      },
    ],
  };
}

export function paymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    channel: paymentChannels()[0]!,
    instructions: ['สแกน QR ด้วยแอปธนาคาร', 'ตรวจยอดเงินให้ตรงแล้วกดยืนยัน'],
    responsible_gaming_note: 'ฝากเฉพาะเงินที่เสียได้',
    blocked_message: null,
    quick_amounts: [100, 300, 500, 1000, 5000],
    ...overrides,
  };
}

/** A PromptPay intent for 500 ฿ that expires 15 minutes after `now`. */
export function qrIntent(now: number, overrides: Partial<QrcodeInfo> = {}): QrcodeInfo {
  return {
    reference: 'DP20261121ABC',
    channel_id: 1,
    sub_channel_id: 11,
    kind: 'promptpay',
    amount: 500,
    pay_amount: 500,
    qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
    payload: '00020101021229370016A000000677010111',
    pay_to: null,
    test_account: false,
    status: 'pending',
    status_label: 'รอชำระเงิน',
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 15 * 60_000).toISOString(),
    sandbox_url: null,
    ...overrides,
  };
}

const DEPOSIT_LABELS = {
  pending: 'รอชำระเงิน',
  paid: 'ฝากสำเร็จ',
  expired: 'หมดเวลาชำระ',
  cancelled: 'ยกเลิกแล้ว',
};

export function inquiry(
  intent: QrcodeInfo,
  status: InquiryStatus['status'],
  rewards: InquiryStatus['rewards'] = status === 'paid' ? { points: 0, free_spins: 0 } : null,
): InquiryStatus {
  return {
    reference: intent.reference,
    status,
    status_label: DEPOSIT_LABELS[status],
    pay_amount: intent.pay_amount,
    expires_at: intent.expires_at,
    paid_at: status === 'paid' ? intent.created_at : null,
    rewards,
  };
}

export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 41,
    amount: 200,
    bank: 'main',
    bank_code: 'KBANK',
    bank_name: 'ธนาคารกสิกรไทย',
    account_no: 'xxx-x-x7890-x',
    account_name: 'สมชาย ใจดี',
    status: 'pending',
    status_label: 'รอดำเนินการ',
    reject_reason: null,
    created_at: '2026-11-21T07:05:00Z',
    decided_at: null,
    sent_at: null,
    paid_at: null,
    failed_at: null,
    ...overrides,
  };
}

export function withdrawList(overrides: Partial<WithdrawList> = {}): WithdrawList {
  return {
    min_amount: 100,
    withdrawable: 1500,
    has_pending: false,
    auto_approval: false,
    expected_minutes: null,
    accounts: [
      {
        bank: 'main',
        bank_code: 'KBANK',
        bank_name: 'ธนาคารกสิกรไทย',
        account_no: 'xxx-x-x7890-x',
        account_name: 'สมชาย ใจดี',
      },
      {
        bank: 'sub',
        bank_code: 'SCB',
        bank_name: 'ธนาคารไทยพาณิชย์',
        account_no: 'xxx-x-x4321-x',
        account_name: 'สมชาย ใจดี',
      },
    ],
    rows: [],
    ...overrides,
  };
}
