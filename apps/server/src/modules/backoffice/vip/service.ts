import { bahtToSatang, satangToBaht, VIP_LEVEL_NAMES, VIP_PAYING_LEVELS } from '@ug99/contract';
import type { BoVipTerms, BoVipTermsInput, BoVipTermsList, BoVipTermsSaved } from '@ug99/contract';
import type { Config } from '#config';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { NO_VIP_TERMS, saveVipTerms, vipTermsRows } from '#vip';
import type { VipTerms, VipTermsRow } from '#vip';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import { operatorLabels } from './queries.ts';

type PayingLevel = (typeof VIP_PAYING_LEVELS)[number];

const termsRecord = (t: VipTerms) => ({
  lotto_discount_extra_bp: t.lottoDiscountExtraBp,
  cashback_bonus_bp: t.cashbackBonusBp,
  monthly_bonus: satangToBaht(t.monthlyBonusSatang),
});

/**
 * The VIP levels' terms (docs/BACKOFFICE.md#vip-levels): admins list and save them. A save is audited
 * (`vip:terms`, before and after) in its transaction. Raising a level's monthly bonus creates member
 * value each month for every member of the level, so the raise per member is measured on the capped path
 * `vip_bonus` (docs/rules/value-controls.md#vip-monthly-bonus); past its caps the save is refused
 * (BO_VIP_BONUS_OVER_CAP) and nothing changes.
 */
export function createVipTermsService(
  ctx: OperationsContext,
  deps: { audit: typeof writeBackofficeAudit; thresholds: Config['members']['vip'] },
) {
  const { db, clock } = ctx;
  const { thresholds } = deps;

  function view(level: PayingLevel, row: VipTermsRow | undefined, labels: Map<number, string>): BoVipTerms {
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

  async function list(): Promise<BoVipTermsList> {
    const rows = await vipTermsRows(db, await ctx.agentId());
    const labels = await operatorLabels(
      db,
      rows.map((r) => r.updatedBy),
    );
    return {
      items: VIP_PAYING_LEVELS.map((level) =>
        view(
          level,
          rows.find((r) => r.level === level),
          labels,
        ),
      ),
    };
  }

  async function save(
    operator: Operator,
    level: PayingLevel,
    input: BoVipTermsInput,
  ): Promise<BoVipTermsSaved> {
    const agentId = await ctx.agentId();
    const terms: VipTerms = {
      lottoDiscountExtraBp: input.lotto_discount_extra_bp,
      cashbackBonusBp: input.cashback_bonus_bp,
      monthlyBonusSatang: bahtToSatang(input.monthly_bonus),
    };
    const now = clock.now();
    const { changed } = await runInLedgerTransaction(db, async (tx) => {
      const saved = await saveVipTerms(
        tx,
        { agentId, level, terms, operatorId: operator.id, at: now },
        async (before, after) => {
          const raise = after.monthlyBonusSatang - before.monthlyBonusSatang;
          if (raise <= 0n) return;
          const within = await checkAndRecord(tx, ctx, operator, {
            key: 'vip_bonus',
            memberId: null,
            amount: raise,
            ref: `vip_bonus:${level}:${now.toISOString()}:${operator.id}`,
          });
          if (within === 'over') throw new AppError('BO_VIP_BONUS_OVER_CAP');
        },
      );
      if (saved.changed) {
        await deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'vip:terms',
          targetType: 'vip_level',
          targetId: String(level),
          before: termsRecord(saved.before),
          after: termsRecord(saved.after),
        });
      }
      return saved;
    });
    const item = (await list()).items.find((i) => i.level === level)!;
    return { terms: item, changed };
  }

  return { list, save };
}

export type VipTermsService = ReturnType<typeof createVipTermsService>;
