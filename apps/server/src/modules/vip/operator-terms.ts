import { bahtToSatang, satangToBaht, VIP_LEVEL_NAMES, VIP_PAYING_LEVELS } from '@ug99/contract';
import type { BoVipTerms, BoVipTermsInput, BoVipTermsList } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { VipTermsRow } from './queries.ts';
import { saveVipTerms, vipTermsRows } from './save-terms.ts';
import { NO_VIP_TERMS } from './terms.ts';
import type { VipTerms, VipThresholds } from './terms.ts';

/**
 * The VIP levels' terms on the back office's screen (docs/BACKOFFICE.md#vip-levels): listed with the
 * thresholds and who saved them last, and saved with the `vip:terms` audit row (before and after) in the
 * caller's transaction, where the back office measures a raised monthly bonus against its caps.
 */

type PayingLevel = (typeof VIP_PAYING_LEVELS)[number];

/** `role:name` of the operators who saved the terms, from the back office, which holds the operators. */
export type OperatorLabels = (ids: readonly number[]) => Promise<Map<number, string>>;

const termsRecord = (t: VipTerms) => ({
  lotto_discount_extra_bp: t.lottoDiscountExtraBp,
  cashback_bonus_bp: t.cashbackBonusBp,
  monthly_bonus: satangToBaht(t.monthlyBonusSatang),
});

function view(
  thresholds: VipThresholds,
  level: PayingLevel,
  row: VipTermsRow | undefined,
  labels: Map<number, string>,
): BoVipTerms {
  const terms = row ?? NO_VIP_TERMS;
  return {
    level,
    name: VIP_LEVEL_NAMES[level],
    ...termsRecord(terms),
    deposit_threshold: satangToBaht(
      level === 1 ? thresholds.goldDepositSatang : thresholds.heroDepositSatang,
    ),
    turnover_threshold: satangToBaht(
      level === 1 ? thresholds.goldTurnoverSatang : thresholds.heroTurnoverSatang,
    ),
    updated_by: row ? (labels.get(row.updatedBy) ?? null) : null,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** Every paying level's terms, unsaved ones as none. */
export async function operatorVipTerms(
  db: Db,
  agentId: number,
  thresholds: VipThresholds,
  operatorLabels: OperatorLabels,
): Promise<BoVipTermsList> {
  const rows = await vipTermsRows(db, agentId);
  const labels = await operatorLabels(rows.map((r) => r.updatedBy));
  return {
    items: VIP_PAYING_LEVELS.map((level) =>
      view(
        thresholds,
        level,
        rows.find((r) => r.level === level),
        labels,
      ),
    ),
  };
}

/**
 * A level's terms from the form, saved in the caller's transaction with their `vip:terms` audit row when
 * they change; `check` (the back office's caps) sees the terms before and after and may refuse by
 * throwing, and then nothing is written.
 */
export async function saveOperatorVipTerms(
  tx: Db,
  scope: { agentId: number; at: Date },
  operator: ActingOperator,
  level: PayingLevel,
  input: BoVipTermsInput,
  check: (before: VipTerms, after: VipTerms) => Promise<void>,
): Promise<{ changed: boolean }> {
  const terms: VipTerms = {
    lottoDiscountExtraBp: input.lotto_discount_extra_bp,
    cashbackBonusBp: input.cashback_bonus_bp,
    monthlyBonusSatang: bahtToSatang(input.monthly_bonus),
  };
  const saved = await saveVipTerms(
    tx,
    { agentId: scope.agentId, level, terms, operatorId: operator.by.operatorId, at: scope.at },
    check,
  );
  if (saved.changed) {
    await operator.audit(tx, {
      action: 'vip:terms',
      targetType: 'vip_level',
      targetId: String(level),
      before: termsRecord(saved.before),
      after: termsRecord(saved.after),
    });
  }
  return { changed: saved.changed };
}
