import { z } from 'zod';

/**
 * Why money (or points) moved: the code stored on every ledger transfer and the Thai label the member reads
 * in their statement (docs/rules/ledger.md#reasons). The server and the web statement share this one table.
 */
export const LEDGER_REASONS = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdraw_refund: 'คืนเงินถอน',
  lotto_bet: 'แทงหวย',
  lotto_cancel: 'คืนโพย',
  lotto_win: 'ถูกรางวัล',
  round_void: 'คืนเงินงดออกผล',
  game_bet: 'เดิมพันเกม',
  game_win: 'ชนะเกม',
  game_rollback: 'คืนเดิมพันเกม',
  promotion_bonus: 'โบนัส',
  promotion_transfer: 'โอนเข้ากระเป๋าโปรโมชั่น',
  promotion_release: 'ปลดล็อกโปรโมชั่น',
  promotion_return: 'คืนยอดฝากจากโปรโมชั่น',
  promotion_forfeit: 'ตัดยอดโบนัสโปรโมชั่น',
  free_credit_release: 'ปลดล็อกเครดิตฟรี',
  free_credit_forfeit: 'ตัดยอดเครดิตฟรี',
  cashback_loss: 'คืนยอดเสีย',
  cashback_turnover: 'คืนยอดเทิร์น',
  affiliate_commission: 'ค่าแนะนำ',
  affiliate_redeem: 'ถอนค่าแนะนำ',
  quest_reward: 'เครดิตฟรี',
  vip_bonus: 'โบนัส VIP รายเดือน',
  wheel_prize: 'รางวัลวงล้อ',
  coupon: 'คูปอง',
  yeekee_bonus: 'โบนัสยิงเลข',
  points_earn: 'ได้รับพอยท์',
  points_spend: 'ใช้พอยท์',
  shop_credit: 'แลกพอยท์เป็นเครดิต',
  operator_adjustment: 'ปรับยอด',
} as const satisfies Record<string, string>;

export type LedgerReason = keyof typeof LEDGER_REASONS;

export const ledgerReason = z.enum(Object.keys(LEDGER_REASONS) as [LedgerReason, ...LedgerReason[]]);

/**
 * What an account counts: baht (in satang) or loyalty points, which are not money
 * (docs/rules/wallets.md#points).
 */
export const ledgerAsset = z.enum(['THB', 'POINT']);
export type LedgerAsset = z.infer<typeof ledgerAsset>;

/**
 * A member's wallets (docs/rules/wallets.md#wallet-types), by the wallet_type_id the member-site API uses.
 */
export const WALLET_TYPES = {
  1: 'กระเป๋าหลัก',
  2: 'กระเป๋าโปรโมชั่น',
  3: 'เครดิตฟรี',
  4: 'ค่าแนะนำ',
} as const;

export type WalletTypeId = keyof typeof WALLET_TYPES;

export const WALLET_TYPE_IDS = [1, 2, 3, 4] as const satisfies readonly WalletTypeId[];

/** The main wallet: deposits credit it, withdrawals draw on it, and a game may always be played from it. */
export const MAIN_WALLET_TYPE_ID = 1 as const satisfies WalletTypeId;
