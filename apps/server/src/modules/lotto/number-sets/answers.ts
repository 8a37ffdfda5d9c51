import { LOTTO_NUMBER_SET_NAME_MAX, satangToBaht } from '@ug99/contract';
import type { LottoBetType, LottoNumberSet } from '@ug99/contract';
import type { NumberSetRow } from './queries.ts';

/** A set as the member sees it: amounts in baht, no member id (the owner is the caller). */
export function setAnswer(row: NumberSetRow): LottoNumberSet {
  return {
    id: row.id,
    name: row.name,
    lines: row.lines.map((l) => ({
      type: l.type as LottoBetType,
      number: l.number,
      amount: satangToBaht(l.amount_satang),
    })),
    share_code: row.shareCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The name an imported copy takes: the shared set's name, or, when the member already has a set of that
 * name, the name with " (2)", " (3)"… (shortened so it stays within 30 characters). A member never has
 * more than 50 sets, so a free name is always found within 51 tries.
 */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const name =
      [...base]
        .slice(0, LOTTO_NUMBER_SET_NAME_MAX - suffix.length)
        .join('')
        .trimEnd() + suffix;
    if (!taken.has(name)) return name;
  }
}
