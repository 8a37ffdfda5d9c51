import { z } from 'zod';
import { valueCreatedRow } from './value-created.ts';
import { isoDate } from '../account.ts';

/**
 * The back office's dashboard, queues, members and audit-log calls (docs/BACKOFFICE.md#screens). Amounts
 * are baht with 2 decimals (satangToBaht), times ISO 8601 strings, lists paged by the server.
 */

export const BO_PAGE_SIZE_DEFAULT = 25;
export const BO_PAGE_SIZE_MAX = 100;

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(BO_PAGE_SIZE_MAX).default(BO_PAGE_SIZE_DEFAULT);

/** `field` sorts ascending, `-field` descending. */
function sortOf<const F extends string>(fields: readonly F[], fallback: F | `-${F}`) {
  const values = fields.flatMap((f) => [f, `-${f}`] as const) as [F | `-${F}`, ...(F | `-${F}`)[]];
  return z.enum(values).default(fallback as never);
}

/** A page of a server-side list: `total` counts every row the filters match. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    items: z.array(item),
  });
}

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const boIdParams = z.object({ id });

/**
 * Optimistic locking (docs/BACKOFFICE.md#queues): the `version` an operator saw with the item. A decision
 * carrying another version than the item's current one is refused with BO_ALREADY_DECIDED.
 */
const version = z.number().int().min(0);
/** A written reason, Thai allowed; what the audit log keeps. */
const reason = z.string().trim().min(1).max(500);

// ---- Queues (docs/BACKOFFICE.md#queues) ----

export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'sent',
  'unknown',
  'paid',
  'failed',
  'rejected',
] as const;
/**
 * Why the automatic approval left a withdrawal to a person (docs/rules/payments.md#automatic-approval),
 * in the order the rules are checked; the back office shows every reason that applied.
 */
export const WITHDRAW_AUTO_REASONS = {
  auto_off: 'ยังไม่เปิดการอนุมัติอัตโนมัติ',
  cool_off: 'สมาชิกอยู่ในช่วงพักการเล่นหรือระงับตัวเอง',
  operator_note: 'มีบันทึกจากแอดมินในบัญชีสมาชิก',
  flagged_deposit: 'มีรายการฝากที่รอแอดมินตรวจสอบ',
  promotion_active: 'มีโปรโมชันหรือเครดิตฟรีที่ยังทำยอดไม่ครบ',
  no_deposit: 'สมาชิกยังไม่เคยมียอดฝากเข้า',
  turnover_not_met: 'ยอดเล่นหลังฝากล่าสุดยังไม่ถึงขั้นต่ำ',
  bank_changed: 'เพิ่มหรือเปลี่ยนบัญชีธนาคารภายใน 24 ชั่วโมง',
  account_too_new: 'บัญชีสมาชิกยังใหม่กว่าที่กำหนด',
  first_withdrawal: 'เป็นการถอนครั้งแรกของสมาชิก',
  above_per_withdrawal: 'ยอดเกินเพดานต่อรายการ',
  above_member_daily: 'ยอดอนุมัติอัตโนมัติวันนี้ของสมาชิกจะเกินเพดาน',
  hourly_budget: 'งบอนุมัติอัตโนมัติรายชั่วโมงไม่พอ',
  daily_budget: 'งบอนุมัติอัตโนมัติรายวันไม่พอ',
  before_rules: 'คำขอก่อนเปิดระบบอนุมัติอัตโนมัติ',
} as const;
export type WithdrawAutoReason = keyof typeof WITHDRAW_AUTO_REASONS;

export const withdrawalQueueQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).default('pending'),
  page,
  page_size: pageSize,
  sort: sortOf(['created_at', 'amount', 'decided_at'] as const, 'created_at'),
});

export const queueWithdrawal = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  phone: z.string(),
  member_name: z.string(),
  amount: z.number(),
  bank_code: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reject_reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  /** Why the automatic approval left it to a person (codes of WITHDRAW_AUTO_REASONS); empty if it did not look. */
  auto_reasons: z.array(z.string()),
  payout_gateway: z.string().nullable(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  version: z.number().int(),
});
export const withdrawalQueuePage = pageOf(queueWithdrawal);

export const approveWithdrawalRequest = z.object({ version });
export const rejectWithdrawalRequest = z.object({ version, reason });
export const withdrawalDecisionResult = z.object({ withdrawal: queueWithdrawal });

export const FLAGGED_STATUSES = ['pending', 'credited', 'returned'] as const;
export const flaggedQueueQuery = z.object({
  status: z.enum(FLAGGED_STATUSES).default('pending'),
  page,
  page_size: pageSize,
  sort: sortOf(['created_at', 'amount', 'paid_at'] as const, 'created_at'),
});

export const queueFlagged = z.object({
  id: z.number().int(),
  amount: z.number(),
  reference: z.string().nullable(),
  /** Why it was not credited automatically (the flag reason code) and what was checked. */
  reason: z.string(),
  detail: z.string(),
  source: z.string(),
  paid_at: z.string(),
  member_id: z.number().int().nullable(),
  member_phone: z.string().nullable(),
  status: z.enum(FLAGGED_STATUSES),
  credited_member_id: z.number().int().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export const flaggedQueuePage = pageOf(queueFlagged);

export const creditFlaggedRequest = z.object({
  version,
  /** The phone of the member to credit (the intent's own member, or whoever really paid). */
  phone: z
    .string()
    .trim()
    .regex(/^0\d{9}$/),
  reason: reason.optional(),
});
export const returnFlaggedRequest = z.object({ version, reason });
export const flaggedDecisionResult = z.object({ flagged: queueFlagged });

/**
 * One event of GET /api/backoffice/queues/events: an item arrived (`pending`) or was decided; for
 * `lotto_alerts`, a number reached a threshold of its cap (status: the percent). Each operator's stream
 * carries the queues of their role only (finance: withdrawals and flagged; lotto: lotto_alerts).
 */
export const queueEvent = z.object({
  type: z.literal('queue'),
  queue: z.enum(['withdrawals', 'flagged', 'lotto_alerts']),
  id: z.number().int(),
  status: z.string(),
});
export type QueueEvent = z.infer<typeof queueEvent>;

// ---- Members (docs/BACKOFFICE.md#members) ----

export const memberSearchQuery = z.object({
  /** Phone, name, bank account number or referral code (part of it). */
  q: z.string().trim().max(100).optional(),
  page,
  page_size: pageSize,
  sort: sortOf(['created_at', 'phone', 'first_name'] as const, '-created_at'),
});

export const boMemberRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  referral_code: z.string(),
  bank_account_no: z.string().nullable(),
  locked: z.boolean(),
  created_at: z.string(),
});
export const memberSearchPage = pageOf(boMemberRow);

const boWallet = z.object({ wallet_type_id: z.number().int(), wallet_name: z.string(), balance: z.number() });

export const boMemberDetail = z.object({
  profile: boMemberRow.extend({
    birth_date: z.string(),
    line_id: z.string().nullable(),
    upline_member_id: z.number().int().nullable(),
    locked_at: z.string().nullable(),
    lock_reason: z.string().nullable(),
  }),
  bank_accounts: z.array(
    z.object({ kind: z.string(), bank_code: z.string(), account_no: z.string(), account_name: z.string() }),
  ),
  wallets: z.array(boWallet),
  points: z.number().int(),
  deposits: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      channel: z.string(),
      amount: z.number(),
      credited: z.number().nullable(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  withdrawals: z.array(queueWithdrawal.omit({ phone: true, member_name: true })),
  lotto_bills: z.array(
    z.object({
      id: z.number().int(),
      round_id: z.number().int(),
      total: z.number(),
      win: z.number(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  game_rounds: z.array(
    z.object({
      id: z.number().int(),
      provider_id: z.string(),
      category: z.string(),
      total_bet: z.number(),
      total_win: z.number(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  promotions: z.array(
    z.object({
      id: z.number().int(),
      promotion_id: z.number().int(),
      status: z.string(),
      deposit: z.number(),
      bonus: z.number(),
      required_turnover: z.number(),
      started_at: z.string(),
      ended_at: z.string().nullable(),
    }),
  ),
  responsible_gaming: z.object({
    reality_check_minutes: z.number().int().nullable(),
    cool_off_until: z.string().nullable(),
    self_excluded_until: z.string().nullable(),
    limits: z.array(
      z.object({
        kind: z.string(),
        period: z.string(),
        current: z.number().nullable(),
        pending: z.number().nullable(),
        pending_effective_at: z.string().nullable(),
      }),
    ),
  }),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      last_seen_at: z.string(),
      expires_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.number().int(), text: z.string(), operator: z.string(), created_at: z.string() }),
  ),
});

export const boStatementQuery = z.object({ page, page_size: pageSize });
export const boStatementPage = pageOf(
  z.object({
    id: z.string(),
    created_at: z.string(),
    reason: z.string(),
    reason_label: z.string(),
    asset: z.string(),
    wallet_type_id: z.number().int().nullable(),
    /** Signed, from the member's side; baht for THB, points for POINT. */
    amount: z.number(),
    balance_after: z.number(),
    memo: z.string().nullable(),
  }),
);

export const adjustMemberRequest = z.object({
  wallet_type_id: z.number().int().min(1).max(4),
  /** Baht, at most 2 decimals; negative takes money back. Never zero. */
  amount: z
    .number()
    .multipleOf(0.01)
    .refine((v) => v !== 0, 'amount must not be zero')
    .refine((v) => Math.abs(v) <= 10_000_000, 'amount too large'),
  reason,
  /** The operator's screen's id of this submission: the same id never adjusts twice. */
  request_id: z.string().uuid(),
});
export const adjustMemberResult = z.object({
  transfer_id: z.number().int(),
  balance_after: z.number(),
  replayed: z.boolean(),
});

export const lockMemberRequest = z.object({ reason });
export const lockMemberResult = z.object({
  locked: z.boolean(),
  locked_at: z.string().nullable(),
  lock_reason: z.string().nullable(),
});
export const resetSessionsResult = z.object({ revoked: z.number().int() });
export const memberNoteRequest = z.object({ text: z.string().trim().min(1).max(1000) });
export const memberNote = z.object({
  id: z.number().int(),
  text: z.string(),
  operator: z.string(),
  created_at: z.string(),
});

// ---- Dashboard (docs/BACKOFFICE.md#dashboard) ----

export const DASHBOARD_CATEGORIES = ['slot', 'casino', 'sport', 'fishing', 'lotto', 'freespin'] as const;

export const dashboardDay = z.object({
  date: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  turnover: z.number(),
  /** Gross gaming revenue: stakes minus what they paid back. */
  ggr: z.number(),
});

export const dashboardResult = z.object({
  /** The Bangkok date the figures are for. */
  date: z.string(),
  today: dashboardDay.extend({
    new_members: z.number().int(),
    active_players: z.number().int(),
    by_category: z.array(
      z.object({ category: z.enum(DASHBOARD_CATEGORIES), turnover: z.number(), ggr: z.number() }),
    ),
  }),
  queues: z.object({ withdrawals: z.number().int(), flagged: z.number().int() }),
  /**
   * Minutes from request to paid over the withdrawals paid in the last 24 hours (docs/PAYMENTS.md#payouts):
   * the median and the 95th percentile, one decimal; nulls when none was paid.
   */
  payout_minutes: z.object({
    paid: z.number().int(),
    median: z.number().nullable(),
    p95: z.number().nullable(),
  }),
  reconciliation: z.object({
    balanced: z.boolean(),
    violations: z.array(z.string()),
    /** When the check ran: it reads the whole ledger, so its result is kept for a few minutes. */
    checked_at: z.string(),
  }),
  /** The last 30 Bangkok days, oldest first, today included. */
  series: z.array(dashboardDay),
  /** Value created by operators over the last 7 Bangkok days, per day and operator (docs/BACKOFFICE.md#operator-created-value). */
  value_created: z.array(valueCreatedRow),
});

// ---- Audit log (docs/BACKOFFICE.md#audit-log) ----

export const auditQuery = z.object({
  operator: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(100).optional(),
  target_id: z.string().trim().max(100).optional(),
  /** Bangkok days, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page,
  page_size: pageSize,
});

export const auditRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  operator: z.string(),
  operator_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditPage = pageOf(auditRow);

export type WithdrawalQueueQuery = z.infer<typeof withdrawalQueueQuery>;
export type FlaggedQueueQuery = z.infer<typeof flaggedQueueQuery>;
export type QueueWithdrawal = z.infer<typeof queueWithdrawal>;
export type QueueFlagged = z.infer<typeof queueFlagged>;
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;
export type BoMemberRow = z.infer<typeof boMemberRow>;
export type BoMemberDetail = z.infer<typeof boMemberDetail>;
export type AdjustMemberRequest = z.infer<typeof adjustMemberRequest>;
export type DashboardResult = z.infer<typeof dashboardResult>;
export type AuditQuery = z.infer<typeof auditQuery>;
export type AuditRow = z.infer<typeof auditRow>;

/** The audit log's CSV export: the page's filters without its paging. */
export const auditCsvQuery = auditQuery.omit({ page: true, page_size: true });
