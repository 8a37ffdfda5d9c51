import { LOTTO_BET_TYPES, LOTTO_BET_TYPE_CODES, LOTTO_MAX_LINES, satangToBaht } from '@ug99/contract';
import type { LottoBetType, LottoCategoryCode, LottoRoundStatus } from '@ug99/contract';
import type { z } from 'zod';
import type {
  lottoCategory,
  lottoLimit,
  lottoLobby,
  lottoResult,
  lottoRound,
  lottoRule,
  lottoTypeRate,
  lottoCategoryRates,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { findActiveAgentByCode, requireAgent } from '#shared/agents.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import * as q from './queries.ts';
import type { CategoryRow, RateRow, RoundRow } from './queries.ts';
import { thaiDate } from './schedule.ts';

/**
 * The lotto's public read calls (docs/LOTTO.md#categories-and-rounds): no member token needed, nothing
 * written. A round's status is answered as of the clock, to the second: the jobs move the stored status a
 * moment later, but a member never sees a round open after its close.
 */

/** Lists of rounds and results answer at most this many rows. */
const LIST_LIMIT = 100;

export function effectiveStatus(round: RoundRow, now: Date): LottoRoundStatus {
  const status = round.status as LottoRoundStatus;
  if ((status === 'open' || status === 'scheduled') && round.closeAt <= now) return 'closed';
  if (status === 'scheduled' && round.openAt <= now) return 'open';
  return status;
}

function categoryView(c: CategoryRow): z.infer<typeof lottoCategory> {
  return { category_id: c.id, code: c.code as LottoCategoryCode, name: c.name, image: c.image };
}

function betTypesOf(c: CategoryRow): LottoBetType[] {
  return LOTTO_BET_TYPE_CODES.filter((t) => c.betTypes.includes(t));
}

const rate = (hundredths: number) => hundredths / 100;

function rateView(r: RateRow): z.infer<typeof lottoTypeRate> {
  const type = r.betType as LottoBetType;
  // Tiers: the full rate from the first baht on a number; above the number's cap across members the
  // over-cap rate, shown only when the excess is accepted (an over-cap rate of 0 refuses it).
  const tiers = [{ from_amount: 0, rate: rate(r.rateHundredths) }];
  if (r.overCapRateHundredths > 0) {
    tiers.push({ from_amount: satangToBaht(r.numberCapSatang), rate: rate(r.overCapRateHundredths) });
  }
  return {
    type,
    name: LOTTO_BET_TYPES[type].name,
    rate: rate(r.rateHundredths),
    min: satangToBaht(r.minSatang),
    max: satangToBaht(r.maxSatang),
    discount_percent: r.discountPercent,
    reduced_discount_percent: r.reducedDiscountPercent,
    tiers,
  };
}

function ratesOf(category: CategoryRow, rates: RateRow[]) {
  const order = betTypesOf(category);
  return rates
    .filter((r) => r.categoryId === category.id && order.includes(r.betType as LottoBetType))
    .sort((a, b) => order.indexOf(a.betType as LottoBetType) - order.indexOf(b.betType as LottoBetType))
    .map(rateView);
}

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

export type LottoRoundService = ReturnType<typeof createLottoRoundService>;

/** Whether `/lotto/{round_id}` is a page: a round of the site's agent (docs/rules/member-site.md#not-found). */
export async function lottoRoundExists(db: Db, agentCode: string, roundId: number): Promise<boolean> {
  const agent = await findActiveAgentByCode(db, agentCode);
  return agent !== undefined && (await q.findRound(db, agent.id, roundId)) !== undefined;
}

export function createLottoRoundService(deps: { db: Db; clock: Clock; agentCode: string }) {
  const { db, clock } = deps;

  /** The site's agent; a call naming another agent_id is refused like an unknown agent. */
  async function agentId(requested?: number): Promise<number> {
    const agent = await requireAgent(db, deps.agentCode);
    if (requested !== undefined && requested !== agent.id) throw new AppError('AGENT_NOT_FOUND');
    return agent.id;
  }

  async function roundOrFail(roundId: number) {
    const found = await q.findRound(db, await agentId(), roundId);
    if (!found) throw new AppError('LOTTO_ROUND_NOT_FOUND');
    return found;
  }

  function roundView({ round, category }: q.RoundWithCategory, now: Date): z.infer<typeof lottoRound> {
    return {
      round_id: round.id,
      title: round.title,
      close_at: round.closeAt.toISOString(),
      status: effectiveStatus(round, now),
      category: categoryView(category),
      bet_types: betTypesOf(category),
      open_at: round.openAt.toISOString(),
      cancel_until: round.cancelUntil.toISOString(),
      draw_date: round.drawDate,
    };
  }

  function resultView({ round, category }: q.RoundWithCategory, now: Date): z.infer<typeof lottoResult> {
    return {
      round_id: round.id,
      title: round.title,
      category: categoryView(category),
      draw_date: round.drawDate,
      status: effectiveStatus(round, now),
      result: round.result ?? null,
      demo: round.demo,
    };
  }

  return {
    async lobby(): Promise<z.infer<typeof lottoLobby>> {
      const now = clock.now();
      const categories = await q.activeCategories(db, await agentId());
      const rounds = await q.lobbyRounds(
        db,
        categories.map((c) => c.id),
        now,
      );
      return categories.map((c) => {
        const round = rounds.get(c.id);
        return {
          ...categoryView(c),
          round: round
            ? {
                round_id: round.id,
                title: round.title,
                open_at: round.openAt.toISOString(),
                close_at: round.closeAt.toISOString(),
                status: effectiveStatus(round, now),
              }
            : null,
        };
      });
    },

    /** Without a status: the rounds still to bet on (open, then scheduled) by close; with one, newest first. */
    async rounds(query: { category_id?: number | undefined; status?: LottoRoundStatus | undefined }) {
      const now = clock.now();
      const upcoming = query.status === undefined || query.status === 'open' || query.status === 'scheduled';
      const rows = await q.listRoundRows(db, {
        agentId: await agentId(),
        categoryId: query.category_id,
        statuses: query.status === undefined ? ['open', 'scheduled'] : [query.status],
        closingAfter: upcoming ? now : undefined,
        newestFirst: !upcoming,
        limit: LIST_LIMIT,
      });
      return rows.map((r) => roundView(r, now));
    },

    async round(roundId: number) {
      return roundView(await roundOrFail(roundId), clock.now());
    },

    async rule(roundId: number): Promise<z.infer<typeof lottoRule>> {
      const { round, category } = await roundOrFail(roundId);
      const rates = ratesOf(category, await q.categoryRates(db, [category.id]));
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
    },

    async rate(roundId: number) {
      const { category } = await roundOrFail(roundId);
      return ratesOf(category, await q.categoryRates(db, [category.id]));
    },

    async rates(query: {
      category_id?: number | undefined;
      agent_id?: number | undefined;
    }): Promise<z.infer<typeof lottoCategoryRates>[]> {
      const categories = await q.activeCategories(db, await agentId(query.agent_id), query.category_id);
      const rates = await q.categoryRates(
        db,
        categories.map((c) => c.id),
      );
      return categories.map((c) => ({ category: categoryView(c), rates: ratesOf(c, rates) }));
    },

    /** Closed and reduced numbers: the operator's rules, and numbers whose cap across members is full. */
    async limit(roundId: number): Promise<z.infer<typeof lottoLimit>> {
      const { round, category } = await roundOrFail(roundId);
      const closed = new Map<string, { type: LottoBetType; number: string }>();
      const reduced = new Map<string, { type: LottoBetType; number: string; rate: number }>();
      const key = (type: string, number: string) => `${type}:${number}`;
      for (const rule of await q.numberRules(db, round.id)) {
        const type = rule.betType as LottoBetType;
        if (rule.closed) closed.set(key(type, rule.number), { type, number: rule.number });
        else if (rule.rateHundredths !== null)
          reduced.set(key(type, rule.number), { type, number: rule.number, rate: rate(rule.rateHundredths) });
      }
      for (const full of await q.fullNumbers(db, round.id, category.id)) {
        const type = full.betType as LottoBetType;
        const k = key(type, full.number);
        if (closed.has(k)) continue;
        if (full.overCapRateHundredths === 0) {
          reduced.delete(k);
          closed.set(k, { type, number: full.number });
        } else if (!reduced.has(k)) {
          reduced.set(k, { type, number: full.number, rate: rate(full.overCapRateHundredths) });
        }
      }
      const byTypeAndNumber = <T extends { type: string; number: string }>(a: T, b: T) =>
        LOTTO_BET_TYPE_CODES.indexOf(a.type as LottoBetType) -
          LOTTO_BET_TYPE_CODES.indexOf(b.type as LottoBetType) || a.number.localeCompare(b.number);
      return {
        closed: [...closed.values()].sort(byTypeAndNumber),
        reduced: [...reduced.values()].sort(byTypeAndNumber),
      };
    },

    async result(roundId: number) {
      return resultView(await roundOrFail(roundId), clock.now());
    },

    /** Entered results, newest first: of one Bangkok draw date when given, else each category's latest. */
    async results(query: {
      date?: string | undefined;
      category_id?: number | undefined;
      agent_id?: number | undefined;
    }) {
      const now = clock.now();
      const rows = await q.resultRows(db, {
        agentId: await agentId(query.agent_id),
        categoryId: query.category_id,
        drawDate: query.date,
        limit: LIST_LIMIT,
      });
      return rows.map((r) => resultView(r, now));
    },
  };
}
