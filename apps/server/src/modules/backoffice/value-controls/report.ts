import { REPORT_MAX_DAYS, satangToBaht } from '@ug99/contract';
import type { ValueCreatedQuery, ValueCreatedReport, ValueCreatedRow } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { bangkokDate, DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { OperationsContext } from '../operations/context.ts';
import { csvAmount, csvCount, csvRecords } from '../operations/csv.ts';
import { valueCreated } from './queries.ts';

/**
 * "Value created by operators" (docs/BACKOFFICE.md#operator-created-value): per Bangkok day and operator
 * (who asked, approved or not), what the capped paths created: balance credited by adjustments, points
 * given, the credit per unit of the shop items set, the coupons' reward × quota, the wheel's prizes set or
 * raised (credit, points, spins), the quests' rewards per completion set or raised, and the polls' free
 * spins (winners × spins). Promotions and lotto
 * rates bound what members may receive, they give nothing, so they are not in it. Take-backs are not
 * value created and are left out. Read from
 * operator_value_grants, written with each action.
 */

const emptyRow = (day: string, operator: string): ValueCreatedRow => ({
  day,
  operator,
  adjustments: 0,
  points: 0,
  shop: 0,
  coupon_credit: 0,
  coupon_points: 0,
  coupon_spins: 0,
  wheel: 0,
  wheel_points: 0,
  wheel_spins: 0,
  quest_credit: 0,
  quest_points: 0,
  quest_spins: 0,
  poll_spins: 0,
  vip_bonus: 0,
});

export async function valueCreatedRows(
  db: Db,
  agentId: number,
  from: string,
  to: string,
): Promise<ValueCreatedRow[]> {
  const rows = new Map<string, ValueCreatedRow>();
  for (const r of await valueCreated(db, agentId, from, to)) {
    const id = `${r.day}\u0000${r.operator}`;
    const row = rows.get(id) ?? emptyRow(r.day, r.operator);
    rows.set(id, row);
    const amount = BigInt(r.amount);
    if (r.key === 'balance_adjust') row.adjustments = satangToBaht(amount);
    else if (r.key === 'points_adjust') row.points = Number(amount);
    else if (r.key === 'shop_credit') row.shop = satangToBaht(amount);
    else if (r.key === 'coupon_credit') row.coupon_credit = satangToBaht(amount);
    else if (r.key === 'coupon_points') row.coupon_points = Number(amount);
    else if (r.key === 'coupon_spins') row.coupon_spins = Number(amount);
    else if (r.key === 'wheel_prizes') row.wheel = satangToBaht(amount);
    else if (r.key === 'wheel_points') row.wheel_points = Number(amount);
    else if (r.key === 'wheel_spins') row.wheel_spins = Number(amount);
    else if (r.key === 'quest_rewards') row.quest_credit = satangToBaht(amount);
    else if (r.key === 'quest_points') row.quest_points = Number(amount);
    else if (r.key === 'quest_spins') row.quest_spins = Number(amount);
    else if (r.key === 'poll_spins') row.poll_spins = Number(amount);
    else if (r.key === 'vip_bonus') row.vip_bonus = satangToBaht(amount);
  }
  return [...rows.values()];
}

export const VALUE_CREATED_CSV_HEADER = [
  'วันที่',
  'ผู้ใช้งาน',
  'ปรับยอดเงิน (บาท)',
  'ปรับพอยท์',
  'สินค้าเครดิต (บาท/ชิ้น)',
  'คูปองเครดิต (บาท)',
  'คูปองพอยท์',
  'คูปองหมุนวงล้อ (ครั้ง)',
  'รางวัลเครดิตวงล้อ (บาท)',
  'รางวัลพอยท์วงล้อ',
  'รางวัลหมุนฟรีวงล้อ (ครั้ง)',
  'รางวัลเครดิตภารกิจ (บาท/ครั้ง)',
  'รางวัลพอยท์ภารกิจ (ต่อครั้ง)',
  'รางวัลหมุนฟรีภารกิจ (ครั้ง)',
  'รางวัลหมุนฟรีของโพล (ครั้ง)',
  'โบนัสรายเดือนของระดับ VIP (บาท)',
];

export function createValueReport(ctx: OperationsContext) {
  return {
    async read(q: ValueCreatedQuery): Promise<ValueCreatedReport> {
      if (q.from > q.to) throw new AppError('BO_REPORT_RANGE_REVERSED');
      const days = (startOfBangkokDate(q.to).getTime() - startOfBangkokDate(q.from).getTime()) / DAY + 1;
      if (days > REPORT_MAX_DAYS) throw new AppError('BO_REPORT_RANGE_TOO_LONG');
      return {
        from: q.from,
        to: q.to,
        rows: await valueCreatedRows(ctx.db, await ctx.agentId(), q.from, q.to),
      };
    },

    /** As CSV, the reports' way: UTF-8 with a BOM, a Thai header, amounts with two decimals, safe text. */
    csv(report: ValueCreatedReport): string {
      return csvRecords(
        [
          VALUE_CREATED_CSV_HEADER,
          ...report.rows.map((r) => [
            r.day,
            r.operator,
            csvAmount(r.adjustments),
            csvCount(r.points),
            csvAmount(r.shop),
            csvAmount(r.coupon_credit),
            csvCount(r.coupon_points),
            csvCount(r.coupon_spins),
            csvAmount(r.wheel),
            csvCount(r.wheel_points),
            csvCount(r.wheel_spins),
            csvAmount(r.quest_credit),
            csvCount(r.quest_points),
            csvCount(r.quest_spins),
            csvCount(r.poll_spins),
            csvAmount(r.vip_bonus),
          ]),
        ],
        { bom: true },
      );
    },

    csvFilename: (report: ValueCreatedReport) =>
      `value-created-${report.from}-to-${report.to}-taken-${bangkokDate(ctx.clock.now())}.csv`,
  };
}

export type ValueReport = ReturnType<typeof createValueReport>;
