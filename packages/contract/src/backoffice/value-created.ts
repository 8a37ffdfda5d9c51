import { z } from 'zod';
import { isoDate } from '../account.ts';

/** The report "value created by operators": Bangkok days, both included (at most REPORT_MAX_DAYS). */
export const valueCreatedQuery = z.object({ from: isoDate, to: isoDate });
export type ValueCreatedQuery = z.infer<typeof valueCreatedQuery>;
export const valueCreatedRow = z.object({
  day: isoDate,
  operator: z.string(),
  /** Baht credited by balance adjustments (debits not counted). */
  adjustments: z.number(),
  points: z.number().int(),
  /** Baht per unit of the credit items set (added or raised). */
  shop: z.number(),
  /** Credit × quota of the coupons added, in baht. */
  coupon_credit: z.number(),
  coupon_points: z.number().int(),
  coupon_spins: z.number().int(),
  /** Baht of the wheel's credit prizes set, raised or switched on. */
  wheel: z.number(),
  /** The wheel's points and free-spin prizes set, raised or switched on. */
  wheel_points: z.number().int(),
  wheel_spins: z.number().int(),
  /** Quest rewards per completion set, raised or switched on: baht of credit, points, spins. */
  quest_credit: z.number(),
  quest_points: z.number().int(),
  quest_spins: z.number().int(),
  /** Free spins of the polls added: winners × spins each. */
  poll_spins: z.number().int(),
  /** Baht of VIP monthly bonus per member a save raised a level by. */
  vip_bonus: z.number(),
});
export type ValueCreatedRow = z.infer<typeof valueCreatedRow>;
export const valueCreatedReport = z.object({
  from: isoDate,
  to: isoDate,
  rows: z.array(valueCreatedRow),
});
export type ValueCreatedReport = z.infer<typeof valueCreatedReport>;
