import { z } from 'zod';
import { rowId } from './ids.ts';
import { bahtAmount } from './money.ts';
import { testAccountFlag } from './content.ts';

/**
 * Deposits and withdrawals (docs/rules/payments.md). Amounts are baht; times are ISO 8601.
 * A deposit is an intent the member opens (generate_qr) and a gateway, a bank statement or an operator
 * later confirms; a withdrawal is a request whose amount the ledger holds until an operator decides.
 */

/** The channel ids the member site sends as `channel_id`. */
export const PAYMENT_CHANNELS = {
  promptpay: { id: 1, name: 'พร้อมเพย์ QR' },
  bank_transfer: { id: 2, name: 'โอนผ่านบัญชีธนาคาร' },
  truemoney: { id: 3, name: 'ทรูมันนี่ วอลเล็ท' },
} as const;
export const paymentChannelKind = z.enum(['promptpay', 'bank_transfer', 'truemoney']);
export type PaymentChannelKind = z.infer<typeof paymentChannelKind>;

/** Where the money goes: a PromptPay id, an agent bank account or an agent TrueMoney wallet. */
export const paymentSubChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for PromptPay and TrueMoney. */
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  /** Bank account number, PromptPay id (masked) or TrueMoney phone. */
  account_no: z.string(),
  account_name: z.string(),
  /** A sandbox test account while the sandbox gateway runs (docs/rules/payments.md#test-accounts). */
  test_account: testAccountFlag,
});

export const paymentChannel = z.object({
  id: z.number().int(),
  kind: paymentChannelKind,
  name: z.string(),
  /** Per deposit, baht. */
  min_amount: z.number(),
  max_amount: z.number(),
  sub_channels: z.array(paymentSubChannel),
});
export const paymentChannelList = z.array(paymentChannel);

export const paymentInfoQuery = z.object({ channel_id: z.coerce.number().int().positive() });

export const paymentInfo = z.object({
  channel: paymentChannel,
  /** Thai steps the deposit page shows in order. */
  instructions: z.array(z.string()),
  /**
   * The responsible-gaming note every deposit page carries (docs/rules/responsible-gaming.md#deposit-note).
   */
  responsible_gaming_note: z.string(),
  /** Thai reason deposits are refused right now (cool-off, self-exclusion), or null. */
  blocked_message: z.string().nullable(),
  /** Quick-amount buttons, baht, within the channel's limits. */
  quick_amounts: z.array(z.number()),
});

export const generateQrRequest = z.object({
  channel_id: z.number().int().positive(),
  sub_channel_id: z.number().int().positive(),
  /** Limits are checked by the server and refused with a Thai message (not a 400): members type this. */
  amount: bahtAmount.max(100_000_000),
  /** The promotion the member chose for this deposit (`selectedPromotion`; docs/rules/promotions.md#choosing-while-depositing). */
  promotion_id: rowId.optional(),
});

export const depositStatus = z.enum(['pending', 'paid', 'expired', 'cancelled']);
export type DepositStatus = z.infer<typeof depositStatus>;
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  pending: 'รอชำระเงิน',
  paid: 'ฝากสำเร็จ',
  expired: 'หมดเวลาชำระ',
  cancelled: 'ยกเลิกแล้ว',
};

/** The account a bank transfer or TrueMoney deposit is paid to. */
export const payTo = z.object({
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_no: z.string(),
  account_name: z.string(),
});

/** An open (or just finished) deposit intent as the deposit page shows it. */
export const qrcodeInfo = z.object({
  reference: z.string(),
  channel_id: z.number().int(),
  sub_channel_id: z.number().int(),
  kind: paymentChannelKind,
  /** What the member asked for. */
  amount: z.number(),
  /** What to pay, exactly: equals `amount` for PromptPay; for transfers it carries a unique satang suffix. */
  pay_amount: z.number(),
  /** PromptPay: the QR image as an `data:image/svg+xml;base64,...` URL; null for transfers. */
  qr_svg: z.string().nullable(),
  /** PromptPay: the raw EMVCo payload the QR encodes; null for transfers. */
  payload: z.string().nullable(),
  /** Transfers: the account to pay to; null for PromptPay. */
  pay_to: payTo.nullable(),
  /** The payee (account, wallet or PromptPay id) is a sandbox test account: the page says "บัญชีทดสอบ". */
  test_account: testAccountFlag,
  status: depositStatus,
  status_label: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The sandbox bank page that pays this reference, when the sandbox gateway runs; null otherwise. */
  sandbox_url: z.string().nullable(),
});

/** Without a reference: the member's latest intent. */
export const qrcodeInfoQuery = z.object({ reference: z.string().min(1).max(40).optional() });
export const inquiryStatusQuery = qrcodeInfoQuery;

/**
 * What a credited deposit brought with it, granted in the same transaction as the credit
 * (docs/ENGAGEMENT.md "When rewards arrive"): points (1 per full 100 ฿) and free spins of the wheel.
 */
export const depositRewards = z.object({
  points: z.number().int().nonnegative(),
  free_spins: z.number().int().nonnegative(),
});

export const inquiryStatus = z.object({
  reference: z.string(),
  status: depositStatus,
  status_label: z.string(),
  pay_amount: z.number(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** Once paid: what the deposit earned (zeros when nothing); null before. */
  rewards: depositRewards.nullable(),
});

/**
 * POST /api/member/payment/cancel: the member closes their own open deposit intent, so they can open
 * another at once. Answers the intent's status; money that arrives for it later waits for an operator.
 */
export const cancelDepositRequest = z.object({ reference: z.string().min(1).max(40) });

// ---- Withdrawals (our own calls: docs/rules/payments.md#withdrawals) ----

export const withdrawBank = z.enum(['main', 'sub']);
export type WithdrawBank = z.infer<typeof withdrawBank>;

/**
 * `request_id`: a UUID the client makes for each submission the member confirms and sends again,
 * unchanged, when it retries that submission. The same id with the same amount and bank answers the
 * first withdrawal and holds nothing more; with another amount or bank it is refused (docs/PAYMENTS.md).
 */
export const withdrawRequest = z.object({
  amount: bahtAmount.max(100_000_000),
  bank: withdrawBank,
  request_id: z.uuid(),
});

/**
 * pending (waiting for approval) → approved (automatically or by an operator) → sent (the payout gateway
 * has it) → paid, or failed (the money is back in the main wallet); unknown while the gateway's answer is
 * being asked for; rejected by an operator. A manual payout goes from pending to paid (docs/PAYMENTS.md#payouts).
 */
export const withdrawalStatus = z.enum([
  'pending',
  'approved',
  'sent',
  'unknown',
  'paid',
  'failed',
  'rejected',
]);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'รอดำเนินการ',
  approved: 'อนุมัติแล้ว รอโอน',
  sent: 'กำลังโอนเงิน',
  unknown: 'กำลังตรวจสอบการโอน',
  paid: 'โอนเงินแล้ว',
  failed: 'โอนไม่สำเร็จ เงินคืนแล้ว',
  rejected: 'ไม่อนุมัติ',
};
/** The states in which the member is still waiting for the money. */
export const WITHDRAWAL_WAITING: readonly WithdrawalStatus[] = ['pending', 'approved', 'sent', 'unknown'];

export const withdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  bank: withdrawBank,
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked, e.g. "xxx-x-x1234-x": enough for the member to recognise it. */
  account_no: z.string(),
  account_name: z.string(),
  status: withdrawalStatus,
  status_label: z.string(),
  /** Why it was rejected (the operator's reason) or why the payout failed, else null. */
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  /** When it was approved, paid or rejected by a decision (approval, for a gateway payout). */
  decided_at: z.string().nullable(),
  /** The payout gateway took it / the money arrived / the payout failed. */
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});

export const withdrawAccount = z.object({
  bank: withdrawBank,
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
});

/** Everything the withdraw page needs: the balance it may take, the accounts, and the requests. */
export const withdrawList = z.object({
  min_amount: z.number(),
  /** The main wallet's available balance (held money excluded). */
  withdrawable: z.number(),
  has_pending: z.boolean(),
  /**
   * Whether requests are checked by the automatic approval and paid through the payout gateway (the rules
   * are on and a gateway is); false: an officer decides every request.
   */
  auto_approval: z.boolean(),
  /**
   * The median minutes from request to paid over the last day's paid withdrawals, rounded up (at least
   * 1), for "โดยปกติภายใน N นาที" while a request waits; null when none was paid in the last day.
   */
  expected_minutes: z.number().int().min(1).nullable(),
  accounts: z.array(withdrawAccount),
  rows: z.array(withdrawal),
});

// ---- Payment history (/member/payment) ----

export const PAYMENT_HISTORY_PAGE_SIZE_MAX = 100;

export const paymentHistoryType = z.enum(['deposit', 'withdraw']);
export const PAYMENT_HISTORY_TYPE_LABELS = { deposit: 'ฝากเงิน', withdraw: 'ถอนเงิน' } as const;

export const paymentHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAYMENT_HISTORY_PAGE_SIZE_MAX).default(20),
  type: paymentHistoryType.optional(),
});

export const paymentHistoryRow = z.object({
  /** "D<reference>" or "W<id>": unique across both kinds. */
  id: z.string(),
  type: paymentHistoryType,
  type_label: z.string(),
  /** Channel name for deposits, bank name for withdrawals. */
  channel_label: z.string(),
  amount: z.number(),
  status: z.union([depositStatus, withdrawalStatus]),
  status_label: z.string(),
  /** Deposit reference, or the withdrawal number as text. */
  reference: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const paymentHistoryPage = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(paymentHistoryRow),
});

export type PaymentSubChannel = z.infer<typeof paymentSubChannel>;
export type PaymentChannel = z.infer<typeof paymentChannel>;
export type PaymentInfoQuery = z.infer<typeof paymentInfoQuery>;
export type PaymentInfo = z.infer<typeof paymentInfo>;
export type GenerateQrRequest = z.infer<typeof generateQrRequest>;
export type PayTo = z.infer<typeof payTo>;
export type QrcodeInfo = z.infer<typeof qrcodeInfo>;
export type QrcodeInfoQuery = z.infer<typeof qrcodeInfoQuery>;
export type DepositRewards = z.infer<typeof depositRewards>;
export type InquiryStatus = z.infer<typeof inquiryStatus>;
export type CancelDepositRequest = z.infer<typeof cancelDepositRequest>;
export type WithdrawRequest = z.infer<typeof withdrawRequest>;
export type Withdrawal = z.infer<typeof withdrawal>;
export type WithdrawAccount = z.infer<typeof withdrawAccount>;
export type WithdrawList = z.infer<typeof withdrawList>;
export type PaymentHistoryType = z.infer<typeof paymentHistoryType>;
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuery>;
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRow>;
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPage>;
