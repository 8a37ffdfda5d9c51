import { maskAccountNo, PAYMENT_CHANNELS, satangToBaht } from '@ug99/contract';
import type { PaymentChannel, PaymentChannelKind, PaymentSubChannel, PayTo } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import {
  activeBankAccounts,
  activePromptpayAccounts,
  activeTrueMoneyAccounts,
  depositLimits,
} from './queries.ts';

/** A sub-channel with what the server needs beyond what the member sees. */
export type SubChannelDetail = Omit<PaymentSubChannel, 'test_account'> & {
  payTo: PayTo;
  /** One of the sandbox's demo payees (docs/rules/payments.md#test-accounts). */
  testAccount: boolean;
  promptpay?: { type: 'mobile' | 'national_id'; id: string };
};
export type ChannelDetail = Omit<PaymentChannel, 'sub_channels'> & {
  minSatang: bigint;
  maxSatang: bigint;
  subChannels: SubChannelDetail[];
};

/**
 * The agent's enabled channels (docs/rules/payments.md#channels): one per kind that has at least one active
 * account.
 */
export async function loadChannels(db: Db, agentId: number): Promise<ChannelDetail[]> {
  const [limits, promptpay, banks, wallets] = await Promise.all([
    depositLimits(db, agentId),
    activePromptpayAccounts(db, agentId),
    activeBankAccounts(db, agentId),
    activeTrueMoneyAccounts(db, agentId),
  ]);
  if (!limits) return [];
  const channel = (kind: PaymentChannelKind, subChannels: SubChannelDetail[]): ChannelDetail => ({
    id: PAYMENT_CHANNELS[kind].id,
    kind,
    name: PAYMENT_CHANNELS[kind].name,
    min_amount: satangToBaht(limits.min),
    max_amount: satangToBaht(limits.max),
    minSatang: limits.min,
    maxSatang: limits.max,
    subChannels,
  });
  const all = [
    channel(
      'promptpay',
      promptpay.map((p) => {
        const view = {
          bank_code: null,
          bank_name: null,
          // Enough of a PromptPay id to recognise it, not enough to copy it elsewhere: the last 4 digits.
          account_no: maskAccountNo(p.proxyId),
          account_name: p.accountName,
        };
        return {
          id: p.id,
          name: 'พร้อมเพย์',
          ...view,
          payTo: view,
          testAccount: p.testAccount,
          promptpay: { type: p.proxyType, id: p.proxyId },
        };
      }),
    ),
    channel(
      'bank_transfer',
      banks.map((b) => {
        const view = {
          bank_code: b.bankCode,
          bank_name: b.bankName,
          account_no: b.accountNo,
          account_name: b.accountName,
        };
        return { id: b.id, name: b.bankName, ...view, payTo: view, testAccount: b.testAccount };
      }),
    ),
    channel(
      'truemoney',
      wallets.map((w) => {
        const view = { bank_code: null, bank_name: null, account_no: w.phone, account_name: w.accountName };
        return { id: w.id, name: 'ทรูมันนี่ วอลเล็ท', ...view, payTo: view, testAccount: w.testAccount };
      }),
    ),
  ];
  return all.filter((c) => c.subChannels.length > 0);
}

/** `sandbox`: whether the sandbox gateway runs, the only time a test account is marked as one. */
export function toContractChannel(c: ChannelDetail, sandbox: boolean): PaymentChannel {
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    min_amount: c.min_amount,
    max_amount: c.max_amount,
    sub_channels: c.subChannels.map((s) => ({
      id: s.id,
      name: s.name,
      bank_code: s.bank_code,
      bank_name: s.bank_name,
      account_no: s.account_no,
      account_name: s.account_name,
      test_account: sandbox && s.testAccount,
    })),
  };
}

const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000, 10000];

export function quickAmounts(c: ChannelDetail): number[] {
  return QUICK_AMOUNTS.filter((a) => a >= c.min_amount && a <= c.max_amount);
}

export const INSTRUCTIONS: Record<PaymentChannelKind, string[]> = {
  promptpay: [
    'กรอกจำนวนเงินแล้วกดสร้าง QR',
    'เปิดแอปธนาคาร สแกน QR พร้อมเพย์ ยอดเงินจะขึ้นให้อัตโนมัติ',
    'ชำระภายในเวลาที่กำหนด ยอดเงินจะเข้ากระเป๋าหลักอัตโนมัติ',
  ],
  bank_transfer: [
    'กรอกจำนวนเงินแล้วกดยืนยัน ระบบจะแสดงยอดโอนที่มีเศษสตางค์เฉพาะรายการของท่าน',
    'โอนจากบัญชีที่ลงทะเบียนไว้ ไปยังบัญชีที่แสดง ด้วยยอดที่แสดงทุกหลักรวมเศษสตางค์',
    'โอนภายในเวลาที่กำหนด ยอดเงินจะเข้ากระเป๋าหลักเมื่อระบบตรวจพบรายการ',
  ],
  // A wallet transfer, not a bank transfer: the member works in the TrueMoney app, to a phone number
  // (docs/PAYMENT-PAGES.md#truemoney).
  truemoney: [
    'กรอกจำนวนเงินแล้วกดยืนยัน ระบบจะแสดงเบอร์วอลเล็ทปลายทางและยอดโอนที่มีเศษสตางค์เฉพาะรายการของท่าน',
    'เปิดแอปทรูมันนี่ วอลเล็ท แล้วเลือก "โอนเงิน"',
    'กรอกเบอร์วอลเล็ทปลายทางที่แสดง และตรวจว่าชื่อผู้รับตรงกับชื่อบัญชีวอลเล็ท',
    'ใส่ยอดที่แสดงทุกหลักรวมเศษสตางค์ แล้วกดยืนยันการโอน',
    'โอนภายในเวลาที่กำหนด ยอดเงินจะเข้ากระเป๋าหลักเมื่อระบบตรวจพบรายการ',
  ],
};

export const RESPONSIBLE_GAMING_NOTE =
  'เล่นอย่างมีสติ ฝากเฉพาะเงินที่พร้อมเสียได้ ท่านตั้งวงเงินฝาก พักการเล่น หรือหยุดเล่นได้ที่หน้า "เล่นอย่างรับผิดชอบ"';
