import { z } from 'zod';
import { backofficeCall } from './define.ts';
import { BO_PAGE_SIZE_DEFAULT, BO_PAGE_SIZE_MAX, boIdParams, pageOf } from './operations.ts';

/**
 * The provider-win queue (docs/BACKOFFICE.md#provider-win-queue): wins a game provider sent above the
 * round's stakes × the game's maximum multiplier, refused with WIN_ABOVE_MAXIMUM and kept for an operator
 * (docs/GAMES.md). Amounts in baht with 2 decimals; nothing here moves money.
 */

export const PROVIDER_WIN_STATUSES = ['pending', 'resolved'] as const;
export const PROVIDER_WIN_DECISIONS = ['refused', 'pay_by_adjustment'] as const;

/** Thai names of the decisions, as the queue shows them. */
export const PROVIDER_WIN_DECISION_NAMES: Record<(typeof PROVIDER_WIN_DECISIONS)[number], string> = {
  refused: 'ยืนยันไม่จ่าย (ผลชนะผิดพลาด)',
  pay_by_adjustment: 'จ่ายด้วยการปรับยอดสมาชิก',
};

export const providerWinQueueQuery = z.object({
  status: z.enum(PROVIDER_WIN_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(BO_PAGE_SIZE_MAX).default(BO_PAGE_SIZE_DEFAULT),
});

export const providerWinItem = z.object({
  id: z.number().int(),
  provider_id: z.string(),
  game_id: z.string(),
  round_id: z.string(),
  transaction_id: z.string(),
  member_id: z.number().int(),
  member_phone: z.string().nullable(),
  /** The refused win, the round's standing stakes and the wins already paid in it, in baht. */
  amount: z.number(),
  stakes: z.number(),
  paid: z.number(),
  max_multiplier: z.number().int(),
  /** The most the round could still have won: stakes × maximum − paid. */
  allowed: z.number(),
  status: z.enum(PROVIDER_WIN_STATUSES),
  decision: z.enum(PROVIDER_WIN_DECISIONS).nullable(),
  note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export const providerWinPage = pageOf(providerWinItem);

export const resolveProviderWinRequest = z.object({
  decision: z.enum(PROVIDER_WIN_DECISIONS, { error: 'กรุณาเลือกผลการตรวจสอบ' }),
  note: z
    .string({ error: 'กรุณาบันทึกสิ่งที่ตรวจสอบ' })
    .trim()
    .min(1, { error: 'กรุณาบันทึกสิ่งที่ตรวจสอบ' })
    .max(500, { error: 'บันทึกยาวไม่เกิน 500 ตัวอักษร' }),
});
export const resolveProviderWinResult = z.object({ item: providerWinItem });

export type ProviderWinQueueQuery = z.infer<typeof providerWinQueueQuery>;
export type ProviderWinItem = z.infer<typeof providerWinItem>;
export type ProviderWinPage = z.infer<typeof providerWinPage>;
export type ResolveProviderWinRequest = z.infer<typeof resolveProviderWinRequest>;

/** The provider-win queue's calls (docs/BACKOFFICE.md#provider-win-queue). */
export const providerWinCalls = {
  providerWins: backofficeCall('GET /api/backoffice/provider-wins', {
    roles: ['finance'],
    summary: 'คิวยอดชนะเกินเพดานจากผู้ให้บริการเกม',
    query: providerWinQueueQuery,
    response: providerWinPage,
  }),
  resolve: backofficeCall('POST /api/backoffice/provider-wins/:id/resolve', {
    roles: ['finance'],
    summary: 'บันทึกผลการตรวจสอบยอดชนะเกินเพดาน',
    params: boIdParams,
    body: resolveProviderWinRequest,
    response: resolveProviderWinResult,
  }),
} as const;
