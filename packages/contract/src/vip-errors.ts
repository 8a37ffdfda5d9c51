import type { ErrorEntry } from './error-entry.ts';

/**
 * 13020–13039: the VIP levels' terms (docs/rules/vip.md); part of the one table in errors.ts. Every refusal
 * leaves the terms as they were.
 */
export const VIP_ERRORS = {
  BO_VIP_BONUS_OVER_CAP: {
    code: 13020,
    http: 200,
    message: 'โบนัสรายเดือนที่เพิ่มขึ้นเกินวงเงินที่ฝ่ายการเงินกำหนด ไม่มีการเปลี่ยนแปลง',
    reason:
      "Raising a level's monthly bonus by this much passes the vip_bonus caps (per save, or the operator's Bangkok day); the save is refused and nothing changed (docs/rules/value-controls.md#vip-monthly-bonus).",
  },
} as const satisfies Record<string, ErrorEntry>;
