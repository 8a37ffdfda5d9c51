import { z } from 'zod';
import { vipLevel } from '../account.ts';
import { VIP_CASHBACK_BONUS_MAX_BP, VIP_LOTTO_EXTRA_MAX_BP, VIP_MONTHLY_BONUS_MAX_BAHT } from '../vip.ts';
import { backofficeCall } from './define.ts';

/**
 * The VIP levels' terms in the back office (docs/BACKOFFICE.md#vip-levels, docs/rules/vip.md): admins read
 * and save them; each save is audited with the terms before and after and applies from then on only.
 */

export const boVipTerms = z.object({
  level: vipLevel,
  name: z.string(),
  /** Basis points of a percent (100 = 1%). */
  lotto_discount_extra_bp: z.number().int(),
  cashback_bonus_bp: z.number().int(),
  /** Baht, 2 decimals. */
  monthly_bonus: z.number(),
  /** Lifetime deposits or turnover that reach the level (baht). */
  deposit_threshold: z.number(),
  turnover_threshold: z.number(),
  /** Who saved it last and when; null while the defaults (nothing) hold. */
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BoVipTerms = z.infer<typeof boVipTerms>;
export const boVipTermsList = z.object({ items: z.array(boVipTerms) });
export type BoVipTermsList = z.infer<typeof boVipTermsList>;

const wholeBp = (max: number, label: string) =>
  z
    .number({ error: 'กรุณากรอกเป็นตัวเลข' })
    .int({ error: `${label}ต้องเป็นจำนวนเต็ม (หน่วย 0.01%)` })
    .min(0, { error: `${label}ต้องไม่ติดลบ` })
    .max(max, { error: `${label}ได้ไม่เกิน ${max / 100}%` });

export const boVipTermsInput = z.object({
  lotto_discount_extra_bp: wholeBp(VIP_LOTTO_EXTRA_MAX_BP, 'ส่วนลดหวยเพิ่ม'),
  cashback_bonus_bp: wholeBp(VIP_CASHBACK_BONUS_MAX_BP, 'อัตราคืนยอดเพิ่ม'),
  monthly_bonus: z
    .number({ error: 'กรุณากรอกเป็นตัวเลข' })
    .min(0, { error: 'โบนัสรายเดือนต้องไม่ติดลบ' })
    .max(VIP_MONTHLY_BONUS_MAX_BAHT, {
      error: `โบนัสรายเดือนได้ไม่เกิน ${VIP_MONTHLY_BONUS_MAX_BAHT.toLocaleString('en-US')} บาท`,
    })
    .multipleOf(0.01, { error: 'โบนัสรายเดือนมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
});
export type BoVipTermsInput = z.infer<typeof boVipTermsInput>;

/** 1 gold or 2 hero: guest has no terms. */
export const boVipLevelParams = z.object({ level: z.coerce.number().int().min(1).max(2) });

export const boVipTermsSaved = z.object({ terms: boVipTerms, changed: z.boolean() });
export type BoVipTermsSaved = z.infer<typeof boVipTermsSaved>;

/** The VIP levels' terms calls (docs/BACKOFFICE.md#vip-levels), admins only. */
export const vipCalls = {
  terms: backofficeCall('GET /api/backoffice/vip/terms', {
    roles: ['admin'],
    summary: 'ระดับ VIP และสิทธิประโยชน์',
    response: boVipTermsList,
  }),
  saveTerms: backofficeCall('POST /api/backoffice/vip/terms/:level', {
    roles: ['admin'],
    summary: 'แก้ไขสิทธิประโยชน์ของระดับ VIP (มีผลกับโพยและยอดคืนที่คำนวณหลังบันทึก)',
    params: boVipLevelParams,
    body: boVipTermsInput,
    response: boVipTermsSaved,
  }),
} as const;
