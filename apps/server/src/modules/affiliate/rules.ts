import { createHash } from 'node:crypto';
import { AFFILIATE_CATEGORIES } from '@ug99/contract';
import type { AffiliateCategory, AffiliateLevel } from '@ug99/contract';

/**
 * The affiliate programme's pure rules (docs/rules/affiliate.md): no database, no clock, so each is
 * unit-tested on its own.
 */

/** Basis points per level and category (docs/rules/affiliate.md#rates). */
export type RateTable = Record<AffiliateLevel, Record<AffiliateCategory, number>>;

const LEVEL_1_DEFAULT_BP: Record<AffiliateCategory, number> = {
  slot: 50,
  casino: 30,
  fishing: 30,
  sport: 20,
  lotto: 50,
};

/** Level 2 earns a fifth of level 1 (docs/rules/affiliate.md#rates). */
export const DEFAULT_RATES: RateTable = {
  1: LEVEL_1_DEFAULT_BP,
  2: Object.fromEntries(AFFILIATE_CATEGORIES.map((c) => [c, LEVEL_1_DEFAULT_BP[c] / 5])) as Record<
    AffiliateCategory,
    number
  >,
};

export const DEFAULT_MIN_REDEEM_SATANG = 10_000n;

export const isAffiliateCategory = (category: string): category is AffiliateCategory =>
  (AFFILIATE_CATEGORIES as readonly string[]).includes(category);

/** Satang earned on `turnover` satang at `rateBp`: rounded down, so the operator never pays a fraction. */
export function commissionSatang(turnover: bigint, rateBp: number): bigint {
  if (turnover <= 0n || rateBp <= 0) return 0n;
  return (turnover * BigInt(rateBp)) / 10_000n;
}

/** Basis points as the configs call publishes them: percent (50 → 0.5). */
export const percentOfBp = (bp: number) => bp / 100;

/**
 * Who earns from a member's turnover: level 1 is the member's upline, level 2 the upline's upline. The
 * chain stops at a missing upline or at anyone already in it (the member itself or a loop), so a corrupt
 * chain can never pay someone for their own play or pay one member twice (docs/rules/affiliate.md#levels).
 */
export function earnersOf(
  memberId: number,
  uplineOf: (memberId: number) => number | null | undefined,
): { memberId: number; level: AffiliateLevel }[] {
  const seen = new Set([memberId]);
  const earners: { memberId: number; level: AffiliateLevel }[] = [];
  let current = memberId;
  for (const level of [1, 2] as const) {
    const upline = uplineOf(current);
    if (upline === null || upline === undefined || seen.has(upline)) break;
    earners.push({ memberId: upline, level });
    seen.add(upline);
    current = upline;
  }
  return earners;
}

/** One downline's turnover in one category on the day. */
export type TurnoverRow = { memberId: number; category: string; turnover: bigint };
export type CommissionLine = {
  memberId: number;
  downlineMemberId: number;
  level: AffiliateLevel;
  category: AffiliateCategory;
  turnover: bigint;
  rateBp: number;
  amount: bigint;
};

/**
 * The day's commission lines: every downline's turnover per category times its earners' rates. Lines of
 * excluded earners (cool-off, self-exclusion) and lines rounding to zero are left out.
 */
export function commissionLines(
  rows: readonly TurnoverRow[],
  uplineOf: (memberId: number) => number | null | undefined,
  rates: RateTable,
  isExcluded: (memberId: number) => boolean = () => false,
): CommissionLine[] {
  const lines: CommissionLine[] = [];
  for (const row of rows) {
    if (!isAffiliateCategory(row.category)) continue;
    for (const earner of earnersOf(row.memberId, uplineOf)) {
      if (isExcluded(earner.memberId)) continue;
      const rateBp = rates[earner.level][row.category];
      const amount = commissionSatang(row.turnover, rateBp);
      if (amount === 0n) continue;
      lines.push({
        memberId: earner.memberId,
        downlineMemberId: row.memberId,
        level: earner.level,
        category: row.category,
        turnover: row.turnover,
        rateBp,
        amount,
      });
    }
  }
  return lines;
}

/** Each earner's total for the day, in member id order (the order the ledger locks accounts). */
export function totalsByMember(lines: readonly CommissionLine[]): { memberId: number; amount: bigint }[] {
  const totals = new Map<number, bigint>();
  for (const line of lines) totals.set(line.memberId, (totals.get(line.memberId) ?? 0n) + line.amount);
  return [...totals]
    .map(([memberId, amount]) => ({ memberId, amount }))
    .sort((a, b) => a.memberId - b.memberId);
}

/**
 * A visitor, counted once per referrer and Bangkok day: a hash of the day, the address and the browser,
 * so no address is stored and tomorrow's visit counts again (docs/rules/affiliate.md#visits).
 */
export function visitorHash(day: string, ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${day}\n${ip}\n${userAgent ?? ''}`)
    .digest('base64url');
}

/** 0812345678 → 081-xxx-x678: enough for the member to recognise a friend, not enough to call them. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return 'x'.repeat(phone.length);
  return `${phone.slice(0, 3)}-xxx-x${phone.slice(-3)}`;
}

/**
 * How many Bangkok dates run from `from` to `to`, both included (0 when `to` is before `from`), counted
 * without listing them: a range a member types may span millennia.
 */
export function dayCount(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.max(0, days);
}

/** The Bangkok dates from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The date `days` after (or before, when negative) a Bangkok date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
