import { z } from 'zod';
import { boApproval } from './lotto.ts';
import { backofficeCall } from './define.ts';

/**
 * The automatic approval of withdrawals (docs/rules/payments.md#automatic-approval): the rules finance
 * sets, and what they let through today. Money in baht with 2 decimals at this edge.
 */

/** An amount in baht, with the Thai message the back office shows under its field. */
const baht = z
  .number({ error: 'กรุณากรอกจำนวนเงินเป็นตัวเลข' })
  .min(0, { error: 'จำนวนเงินต้องไม่ติดลบ' })
  .max(100_000_000, { error: 'จำนวนเงินต้องไม่เกิน 100,000,000 บาท' })
  .multipleOf(0.01, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });

export const boWithdrawRules = z.object({
  enabled: z.boolean(),
  max_per_withdrawal: baht,
  max_per_member_day: baht,
  hourly_budget: baht,
  daily_budget: baht,
  min_account_age_hours: z
    .number({ error: 'กรุณากรอกอายุบัญชีเป็นจำนวนชั่วโมง' })
    .int({ error: 'อายุบัญชีต้องเป็นจำนวนชั่วโมงเต็ม' })
    .min(0, { error: 'อายุบัญชีต้องไม่ติดลบ' })
    .max(24 * 365, { error: 'อายุบัญชีต้องไม่เกิน 8,760 ชั่วโมง (1 ปี)' }),
  /** The turnover since the last deposit, in percent of it (100 = played through once). */
  min_turnover_percent: z
    .number({ error: 'กรุณากรอกยอดเล่นเป็นเปอร์เซ็นต์ของยอดฝาก' })
    .int({ error: 'ยอดเล่นต้องเป็นเปอร์เซ็นต์เต็ม' })
    .min(0, { error: 'ยอดเล่นต้องไม่ติดลบ' })
    .max(10_000, { error: 'ยอดเล่นต้องไม่เกิน 10,000%' }),
  first_withdrawal_to_person: z.boolean(),
});
export type BoWithdrawRules = z.infer<typeof boWithdrawRules>;

export const boWithdrawRulesUpdate = boWithdrawRules
  .refine((r) => r.max_per_member_day >= r.max_per_withdrawal, {
    error: 'เพดานต่อสมาชิกต่อวันต้องไม่น้อยกว่าเพดานต่อรายการ',
    path: ['max_per_member_day'],
  })
  .refine((r) => r.daily_budget >= r.hourly_budget, {
    error: 'งบรายวันต้องไม่น้อยกว่างบรายชั่วโมง',
    path: ['daily_budget'],
  });

/**
 * The newest day of the daily payout reconciliation (docs/rules/payments.md#payout-reconciliation): how many of
 * our paid withdrawals the gateway's report agrees with, and every difference (amounts in baht).
 */
export const boPayoutReconciliation = z.object({
  day: z.string(),
  gateway: z.string(),
  checked_at: z.string(),
  matched: z.number().int(),
  ours_count: z.number().int(),
  ours_total: z.number(),
  theirs_count: z.number().int(),
  theirs_total: z.number(),
  differences: z.array(
    z.object({
      kind: z.enum(['missing_at_gateway', 'not_paid_here', 'amount_differs']),
      payout_id: z.string(),
      withdrawal_id: z.number().int().nullable(),
      ours: z.number().nullable(),
      gateway: z.number().nullable(),
      /** Our withdrawal's state, when we have one. */
      status: z.string().nullable(),
    }),
  ),
});
export type BoPayoutReconciliation = z.infer<typeof boPayoutReconciliation>;

export const boWithdrawRulesState = z.object({
  rules: boWithdrawRules,
  /** `saved`: finance set them; else the defaults of the mode hold. */
  source: z.enum(['saved', 'sandbox_defaults', 'production_defaults']),
  /** The payout gateway approved withdrawals go to; null: none, so everything waits for a person. */
  payout_gateway: z.string().nullable(),
  /** Approved automatically (and not given back): in the last hour and today (Bangkok). */
  auto_last_hour: z.number(),
  auto_today: z.number(),
  /** Withdrawals handed to the gateway and not settled, and those that failed today / are unknown. */
  in_flight: z.number().int(),
  failed_today: z.number().int(),
  unknown: z.number().int(),
  /** A loosening waiting for a second finance operator, if any. */
  pending_approval: boApproval.nullable(),
  /** The newest reconciled day of the gateway; null without a gateway or before the first day ends. */
  reconciliation: boPayoutReconciliation.nullable(),
});
export type BoWithdrawRulesState = z.infer<typeof boWithdrawRulesState>;

/** Set at once (tightening) or as a four-eyes request (loosening): the state after, and the request made. */
export const boWithdrawRulesResult = z.object({
  applied: z.boolean(),
  state: boWithdrawRulesState,
});

/** The automatic approval's calls (docs/BACKOFFICE.md#automatic-approval-of-withdrawals). */
export const payoutCalls = {
  withdrawRules: backofficeCall('GET /api/backoffice/withdraw-rules', {
    roles: ['finance'],
    summary: 'กฎอนุมัติถอนอัตโนมัติ และยอดที่อนุมัติอัตโนมัติวันนี้เทียบกับงบ',
    response: boWithdrawRulesState,
  }),
  setWithdrawRules: backofficeCall('POST /api/backoffice/withdraw-rules', {
    roles: ['finance'],
    summary: 'ตั้งกฎอนุมัติถอนอัตโนมัติ (ผ่อนกฎต้องมีผู้อนุมัติคนที่สอง)',
    body: boWithdrawRulesUpdate,
    response: boWithdrawRulesResult,
  }),
} as const;
