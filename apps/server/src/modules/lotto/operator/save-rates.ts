import { randomUUID } from 'node:crypto';
import type { BoLottoRateInput, BoLottoRatesOutcome, BoValueRequested } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { categoriesWithRates } from '../rounds/operator-reads.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { planRates, raisedRates, ratesSummary, writeRatesAs } from './rates.ts';
import type { LottoRatesPayload } from './rates.ts';
import { categoryView } from './views.ts';

/**
 * Saves a category's rate rows together (lotto:rates), audited in the same transaction with the rows
 * before and after. Bills already placed keep the rate stored on their lines (settlement pays it);
 * a member whose priced bill no longer matches gets LOTTO_RATE_CHANGED on create; the member site's
 * rates are read from the table on each request, so they show the new rows at once. A save that
 * raises rates is a capped path (docs/rules/value-controls.md#lotto-rates): past the caps it becomes
 * a four-eyes request and the category keeps its rates until finance or an admin approves.
 */
export async function saveRates(
  ctx: LottoOperatorContext,
  actor: LottoActor,
  code: string,
  rows: BoLottoRateInput[],
): Promise<BoLottoRatesOutcome> {
  const { db } = ctx;
  const agentId = await ctx.agentId();
  const outcome = await runInLedgerTransaction(
    db,
    async (tx): Promise<BoValueRequested | { changed: boolean }> => {
      const plan = await planRates(tx, ctx, code, rows);
      const raised = raisedRates(plan);
      if (plan.changed && raised > 0n) {
        const within = await actor.withinCaps(tx, {
          key: 'lotto_rates',
          amount: raised,
          ref: `lotto_rates:${code}:${randomUUID()}`,
        });
        if (!within) {
          const category = (await categoriesWithRates(tx, agentId)).find((c) => c.code === code);
          const approval = await actor.requestApproval(tx, {
            kind: 'lotto.rates',
            subject: `lotto_rates:${code}`,
            payload: {
              code,
              rates: rows,
              summary: ratesSummary(category?.name ?? code, plan),
            } satisfies LottoRatesPayload,
          });
          return { approval };
        }
      }
      await writeRatesAs(tx, actor, code, plan);
      return { changed: plan.changed };
    },
  );
  if ('approval' in outcome) return outcome;
  const category = (await categoriesWithRates(db, agentId)).find((c) => c.code === code);
  if (!category) throw new AppError('BO_LOTTO_CATEGORY_NOT_FOUND');
  return { category: categoryView(category), changed: outcome.changed };
}
