import type { Db } from '#db/client.ts';
import { lockTermsRow, termsRowsOf, upsertTermsRow } from './queries.ts';
import type { VipTermsRow } from './queries.ts';
import { NO_VIP_TERMS } from './terms.ts';
import type { VipTerms } from './terms.ts';

/** The agent's saved rows, for the back office's list. */
export const vipTermsRows = (db: Db, agentId: number): Promise<VipTermsRow[]> => termsRowsOf(db, agentId);

const sameTerms = (a: VipTerms, b: VipTerms) =>
  a.lottoDiscountExtraBp === b.lottoDiscountExtraBp &&
  a.cashbackBonusBp === b.cashbackBonusBp &&
  a.monthlyBonusSatang === b.monthlyBonusSatang;

/**
 * Saves a level's terms in the caller's transaction (the back office's, which measures and audits it),
 * the level's row locked first so that parallel saves see each other's. `check` sees the terms before and
 * after and may refuse by throwing; nothing is written when it does, or when nothing changes. From the
 * commit on, bills priced and rebates computed read the new terms; nothing already priced, computed or
 * paid changes (docs/rules/vip.md#changes).
 */
export async function saveVipTerms(
  tx: Db,
  input: { agentId: number; level: 1 | 2; terms: VipTerms; operatorId: number; at: Date },
  check: (before: VipTerms, after: VipTerms) => Promise<void>,
): Promise<{ before: VipTerms; after: VipTerms; changed: boolean }> {
  const row = await lockTermsRow(tx, input.agentId, input.level);
  const before: VipTerms = row
    ? {
        lottoDiscountExtraBp: row.lottoDiscountExtraBp,
        cashbackBonusBp: row.cashbackBonusBp,
        monthlyBonusSatang: row.monthlyBonusSatang,
      }
    : NO_VIP_TERMS;
  const after = input.terms;
  if (sameTerms(before, after)) return { before, after, changed: false };
  await check(before, after);
  await upsertTermsRow(tx, {
    agentId: input.agentId,
    level: input.level,
    ...after,
    updatedBy: input.operatorId,
    updatedAt: input.at,
  });
  return { before, after, changed: true };
}
