import { gameCategory, promotion, satangToBaht } from '@ug99/contract';
import type { GameCategory, PromotionType } from '@ug99/contract';
import type { PromotionRow } from '#promotions';
import { OperatorError } from '../command.ts';
import { hundredthsOf } from './lotto-args.ts';

/** Shared by the promotion:* commands (docs/PROMOTIONS.md#operator-commands). */

export function promotionIdArg(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OperatorError('<id> must be a promotion number');
  return Number(text);
}

export function promotionTypeOf(text: string): PromotionType {
  const parsed = promotion.shape.type.safeParse(text);
  if (!parsed.success) {
    throw new OperatorError(`--type must be one of ${promotion.shape.type.options.join(', ')}`);
  }
  return parsed.data;
}

/** `slot,fishing,lotto`: at least one known category, each once. */
export function categoriesOf(text: string): GameCategory[] {
  const names = [
    ...new Set(
      text
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  const bad = names.filter((c) => !gameCategory.safeParse(c).success);
  if (names.length === 0 || bad.length > 0) {
    throw new OperatorError(`--categories must list some of ${gameCategory.options.join(', ')}`);
  }
  return names as GameCategory[];
}

/** Baht typed by the operator (at most 2 decimals) as satang, never through a float. */
export const satangOf = (text: string, name: string) => hundredthsOf(text, name);

/** A rate (percent or multiplier, at most 2 decimals) as integer hundredths. */
export function hundredthsNumber(text: string, name: string): number {
  const value = hundredthsOf(text, name);
  if (value > 100_000_000n) throw new OperatorError(`--${name} is too large`);
  return Number(value);
}

export function isoTimeOf(text: string, name: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime())) {
    throw new OperatorError(`--${name} must be an ISO time such as 2026-12-01T00:00:00+07:00`);
  }
  return at;
}

export function promotionJson(row: PromotionRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    active: row.active,
    min_deposit: satangToBaht(row.minDepositSatang),
    bonus_percent: row.bonusPercentHundredths / 100,
    bonus_cap: satangToBaht(row.bonusCapSatang),
    turnover_multiplier: row.turnoverMultiplierHundredths / 100,
    categories: row.categories,
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    per_member_limit: row.perMemberLimit,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export function promotionLine(row: PromotionRow): string {
  const p = promotionJson(row);
  const window = `${p.starts_at ?? '…'} – ${p.ends_at ?? '…'}`;
  const cap = p.max_withdraw === null ? 'no cap' : `max withdraw ${p.max_withdraw.toFixed(2)}`;
  return (
    `#${p.id} ${p.active ? 'on ' : 'off'} ${p.type} "${p.title}": min ${p.min_deposit.toFixed(2)}, ` +
    `bonus ${p.bonus_percent}% up to ${p.bonus_cap.toFixed(2)}, turnover ×${p.turnover_multiplier} on ` +
    `${p.categories.join(',')}, ${cap}, ${p.per_member_limit} per member, ${window}`
  );
}
