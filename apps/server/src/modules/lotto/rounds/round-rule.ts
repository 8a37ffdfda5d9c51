import { LOTTO_MAX_LINES, satangToBaht } from '@ug99/contract';
import type { LottoBetType, lottoRule } from '@ug99/contract';
import type { z } from 'zod';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { roundOrFail } from './round-deps.ts';
import type { RoundDeps } from './round-deps.ts';
import { categoryRates } from './queries.ts';
import { ratesOf } from './round-views.ts';
import { thaiDate } from './schedule.ts';

/** The discounts of a bet type as the rules state them; none is said when there is none (docs/rules/lotto.md#discounts). */
function discountText(r: { discount_percent: number; reduced_discount_percent: number }): string {
  const reduced = r.reduced_discount_percent > 0 ? ` (เลขจ่ายลดส่วนลด ${r.reduced_discount_percent}%)` : '';
  return r.discount_percent > 0 || reduced ? ` ส่วนลด ${r.discount_percent}%${reduced}` : '';
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** `16 ม.ค. 2568 เวลา 15:20 น.` in Bangkok time. */
function thaiDateTime(at: Date): string {
  const hhmm = new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 16);
  return `${thaiDate(bangkokDate(at))} เวลา ${hhmm} น.`;
}

/** How each bet type wins, in the member's words (docs/rules/lotto.md#bet-types-and-matching). */
const HOW_IT_WINS: Record<LottoBetType, { gov: string; daily: string }> = {
  '3top': {
    gov: 'ถูกเมื่อตรงกับเลขท้าย 3 ตัวของรางวัลที่ 1 ทุกตัวและเรียงตรงตำแหน่ง',
    daily: 'ถูกเมื่อตรงกับเลข 3 ตัวบนที่ออกทุกตัวและเรียงตรงตำแหน่ง',
  },
  '3tod': {
    gov: 'ถูกเมื่อเลขทั้ง 3 ตัวตรงกับเลขท้าย 3 ตัวของรางวัลที่ 1 โดยสลับตำแหน่งได้ จ่ายครั้งเดียว (เลขตองแทงโต๊ดไม่ได้)',
    daily: 'ถูกเมื่อเลขทั้ง 3 ตัวตรงกับเลข 3 ตัวบนโดยสลับตำแหน่งได้ จ่ายครั้งเดียว (เลขตองแทงโต๊ดไม่ได้)',
  },
  '3front': { gov: 'ถูกเมื่อตรงกับรางวัลเลขหน้า 3 ตัวรางวัลใดรางวัลหนึ่งจาก 2 รางวัล', daily: '' },
  '3back': { gov: 'ถูกเมื่อตรงกับรางวัลเลขท้าย 3 ตัวรางวัลใดรางวัลหนึ่งจาก 2 รางวัล', daily: '' },
  '2top': {
    gov: 'ถูกเมื่อตรงกับเลขท้าย 2 ตัวของรางวัลที่ 1',
    daily: 'ถูกเมื่อตรงกับ 2 ตัวท้ายของเลข 3 ตัวบน',
  },
  '2bottom': { gov: 'ถูกเมื่อตรงกับรางวัลเลขท้าย 2 ตัว', daily: 'ถูกเมื่อตรงกับเลข 2 ตัวล่างที่ออก' },
  run_top: {
    gov: 'ถูกเมื่อเลขที่แทงอยู่ในเลขท้าย 3 ตัวของรางวัลที่ 1 ตำแหน่งใดก็ได้ จ่ายครั้งเดียวแม้ออกซ้ำ',
    daily: 'ถูกเมื่อเลขที่แทงอยู่ในเลข 3 ตัวบนตำแหน่งใดก็ได้ จ่ายครั้งเดียวแม้ออกซ้ำ',
  },
  run_bottom: {
    gov: 'ถูกเมื่อเลขที่แทงอยู่ในรางวัลเลขท้าย 2 ตัว ตำแหน่งใดก็ได้ จ่ายครั้งเดียวแม้ออกซ้ำ',
    daily: 'ถูกเมื่อเลขที่แทงอยู่ในเลข 2 ตัวล่างตำแหน่งใดก็ได้ จ่ายครั้งเดียวแม้ออกซ้ำ',
  },
};

const baht = (satang: bigint) =>
  satangToBaht(satang).toLocaleString('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The round's rules in the member's words: cut-offs, how each bet type wins and pays, the limits. */
export async function roundRule(deps: RoundDeps, roundId: number): Promise<z.infer<typeof lottoRule>> {
  const { round, category } = await roundOrFail(deps, roundId);
  const rates = ratesOf(category, await categoryRates(deps.db, [category.id]));
  const gov = category.schedule.kind === 'gov';
  const rules = [
    `${round.title} ปิดรับแทง ${thaiDateTime(round.closeAt)} ยกเลิกโพยได้ถึง ${thaiDateTime(round.cancelUntil)}`,
    ...rates.map((r) => {
      const how = HOW_IT_WINS[r.type][gov ? 'gov' : 'daily'];
      return `${r.name}: ${how} จ่ายบาทละ ${r.rate.toLocaleString('th-TH')} บาท${discountText(r)} แทงได้ ${r.min.toLocaleString('th-TH')}–${r.max.toLocaleString('th-TH')} บาทต่อรายการ`;
    }),
    `โพยหนึ่งใบมีได้ไม่เกิน ${LOTTO_MAX_LINES} รายการ ยอดแทงรวมของทุกคนในแต่ละเลขมีเพดาน เมื่อเต็มแล้วเลขนั้นจะรับไม่ได้หรือจ่ายในอัตราที่ลดลงตามที่แสดงในหน้าเลขอั้น`,
    ...(category.memberNumberCapSatang !== null
      ? [`สมาชิกแต่ละคนแทงแต่ละเลขได้รวมไม่เกิน ${baht(category.memberNumberCapSatang)} บาทต่องวด`]
      : []),
    'เลขปิดรับและเลขจ่ายครึ่งอาจเปลี่ยนได้จนถึงเวลาปิดรับ ราคาในโพยที่แทงสำเร็จแล้วจะไม่เปลี่ยน',
  ];
  return {
    round_id: round.id,
    rules,
    max_lines: LOTTO_MAX_LINES,
    member_number_cap:
      category.memberNumberCapSatang === null ? null : satangToBaht(category.memberNumberCapSatang),
  };
}
