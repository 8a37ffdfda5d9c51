import type { BoVipTermsInput, BoVipTermsSaved } from '@ug99/contract';
import type { Config } from '#config';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { operatorVipTerms, saveOperatorVipTerms } from '#vip';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import { operatorLabels } from './queries.ts';

/**
 * The VIP levels' terms (docs/BACKOFFICE.md#vip-levels): admins list and save them through the VIP
 * domain, which audits a save (`vip:terms`, before and after) in its transaction. Raising a level's
 * monthly bonus creates member value each month for every member of the level, so the raise per member is
 * measured on the capped path `vip_bonus` (docs/rules/value-controls.md#vip-monthly-bonus); past its caps
 * the save is refused (BO_VIP_BONUS_OVER_CAP) and nothing changes.
 */
export function createVipTermsService(
  ctx: OperationsContext,
  deps: { audit: typeof writeBackofficeAudit; thresholds: Config['members']['vip'] },
) {
  const { db, clock } = ctx;

  async function list() {
    return operatorVipTerms(db, await ctx.agentId(), deps.thresholds, (ids) => operatorLabels(db, ids));
  }

  async function save(operator: Operator, level: 1 | 2, input: BoVipTermsInput): Promise<BoVipTermsSaved> {
    const agentId = await ctx.agentId();
    const now = clock.now();
    const { changed } = await runInLedgerTransaction(db, async (tx) =>
      saveOperatorVipTerms(
        tx,
        { agentId, at: now },
        actingAs(operator, deps.audit),
        level,
        input,
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
      ),
    );
    const item = (await list()).items.find((i) => i.level === level)!;
    return { terms: item, changed };
  }

  return { list, save };
}

export type VipTermsService = ReturnType<typeof createVipTermsService>;
