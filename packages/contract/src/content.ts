import { z } from 'zod';

/** Agent and content calls (docs/rules/content.md). Money fields are baht. */

export const agentCode = z.string().trim().min(1).max(32);

export const agentConfigRequest = z.object({ agent_code: agentCode });
export const agentCodeQuery = z.object({ agent_code: agentCode });
export const optionalAgentCodeQuery = z.object({ agent_code: agentCode.optional() });
export const agentValidateQuery = z.object({ code: agentCode });
/** POST calls whose agent code may be left out (the server then uses its configured agent). */
export const optionalAgentCodeBody = z.object({ agent_code: agentCode.optional() }).nullish();

export const agentInfo = z.object({
  agent_code: z.string(),
  agent_name: z.string(),
  agent_logo: z.string(),
  line_contact_url: z.string(),
  line_admin_url: z.string(),
});

export const agentSettings = z.object({
  currency: z.literal('THB'),
  min_deposit: z.number(),
  max_deposit: z.number(),
  min_withdraw: z.number(),
  min_age: z.number().int(),
  licence_text: z.string(),
  /**
   * Deposits are paid at the site's sandbox gateway, where no real money moves: the payment pages say
   * so with a ribbon. Our addition; the server's SANDBOX_GATEWAY switch (docs/PAYMENTS.md).
   */
  sandbox_payments: z.boolean(),
  /**
   * The LIFF app of the /liff pages (docs/LINE.md); absent when none is configured, and the pages work as
   * plain pages. Our addition; the server's LINE_LIFF_ID.
   */
  liff_id: z.string().optional(),
});

export const agentConfig = z.object({ info: agentInfo, settings: agentSettings });

/**
 * True for one of the sandbox's demo payees while the sandbox gateway runs: shown as "บัญชีทดสอบ"
 * (docs/rules/payments.md#test-accounts). Always false where the sandbox is off.
 */
export const testAccountFlag = z.boolean();

export const agentBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  test_account: testAccountFlag,
});

export const agentTrueMoneyAccount = z.object({
  id: z.number().int(),
  phone: z.string(),
  account_name: z.string(),
  test_account: testAccountFlag,
});

export const agentValidation = z.object({ agent_code: z.string(), agent_name: z.string() });

export const notificationType = z.enum(['announcement', 'promotion', 'maintenance']);

export const notification = z.object({
  id: z.number().int(),
  type: notificationType,
  image: z.string(),
  title: z.string(),
  description: z.string(),
});

export const banner = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});

export const eventItem = z.object({ id: z.number().int(), image: z.string(), title: z.string() });

export const gameCategory = z.enum(['slot', 'casino', 'sport', 'fishing', 'freespin', 'lotto']);

export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
  type: z.enum(['deposit_bonus', 'first_deposit', 'daily_deposit', 'cashback']),
  min_deposit: z.number(),
  bonus_percent: z.number(),
  bonus_cap: z.number(),
  turnover_multiplier: z.number(),
  categories: z.array(gameCategory),
  /** Null: no cap on what may be withdrawn once the turnover is met. */
  max_withdraw: z.number().nullable(),
  /** How many times one member may receive it (per day for daily_deposit, per week for cashback). */
  per_member_limit: z.number().int(),
  /** Its window (ISO 8601, UTC); null: open-ended on that side. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The agent it belongs to (spec: wallets and promotions carry agent_code). */
  agent_code: z.string(),
});

export const agentBankAccountList = z.array(agentBankAccount);
export const agentTrueMoneyAccountList = z.array(agentTrueMoneyAccount);
export const notificationList = z.array(notification);
export const bannerList = z.array(banner);
export const eventList = z.array(eventItem);
export const promotionList = z.array(promotion);

export type AgentConfig = z.infer<typeof agentConfig>;
export type AgentBankAccount = z.infer<typeof agentBankAccount>;
export type AgentTrueMoneyAccount = z.infer<typeof agentTrueMoneyAccount>;
export type AgentValidation = z.infer<typeof agentValidation>;
export type Notification = z.infer<typeof notification>;
export type Banner = z.infer<typeof banner>;
export type EventItem = z.infer<typeof eventItem>;
export type Promotion = z.infer<typeof promotion>;
export type GameCategory = z.infer<typeof gameCategory>;
export type NotificationType = z.infer<typeof notificationType>;
export type PromotionType = Promotion['type'];
